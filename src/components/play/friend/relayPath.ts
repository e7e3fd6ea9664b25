// The relay path: the link's envelopes as MQTT messages through the same relays that introduce the two browsers.
//
// Both browsers subscribe to one topic derived from the room code on every relay, and publish each envelope to every
// relay they are connected to; the receiver drops its own, copies, replays, forgeries and garbage (relayWire.ts). Each
// connection leaves the relay a will ('bye') so that a page that closes without a word is known to have gone as soon as
// the relay notices.
import mqtt, { type MqttClient } from 'mqtt';
import { newLinkId, type Envelope } from './linkFrames.ts';
import { openSigned, relayRoom, Senders, signEnvelope } from './relayWire.ts';

export interface RelayPathHandlers {
  onEnvelope(envelope: Envelope): void;
  /** A relay connection (re)opened and subscribed: a good moment to say 'hi'. */
  onReady(): void;
}

export interface RelayPath {
  publish(envelope: Envelope): void;
  /** Connected to at least one relay. */
  ready(): boolean;
  close(): Promise<void>;
}

export function openRelayPath(
  config: { readonly appId: string; readonly room: string; readonly relays: readonly string[]; readonly me: string },
  handlers: RelayPathHandlers,
): RelayPath {
  const clients: MqttClient[] = [];
  const subscribed = new Set<MqttClient>();
  /** Each client's session: new with every connection, and named in the will left for it. */
  const sessions = new Map<MqttClient, string>();
  const senders = new Senders();
  let count = 0;
  let closed = false;
  // Messages are opened one after another (verifying is asynchronous), so they reach the link in the order they came.
  let opening = Promise.resolve();
  const ready = relayRoom(config.appId, config.room).then(async ({ topic, key }) => {
    /** A new session for the client's next connection, with its will. */
    const renew = async (client: MqttClient | null) => {
      const session = newLinkId();
      const will = { topic, payload: await signEnvelope(key, { i: config.me, k: 'bye' }, 0, session), qos: 0 as const, retain: false };
      if (client !== null) {
        sessions.set(client, session);
        client.options.will = will;
      }
      return { session, will };
    };
    if (closed) return { topic, key };
    for (const url of config.relays) {
      const first = await renew(null);
      const client = mqtt.connect(url, {
        will: first.will,
        // Not queued while offline: a frame that missed a relay is sent again by the link until acknowledged.
        queueQoSZero: false,
        reconnectPeriod: 2_000,
        connectTimeout: 10_000,
      });
      sessions.set(client, first.session);
      client.on('connect', () => {
        void client.subscribeAsync(topic).then(
          () => {
            if (closed) return;
            subscribed.add(client);
            handlers.onReady();
          },
          () => undefined,
        );
      });
      client.on('close', () => {
        subscribed.delete(client);
        // The next connection speaks under a new session: the will of this one, if the relay publishes it, ends only this.
        if (!closed) void renew(client);
      });
      // Errors are the relay's (refused, unreachable): the client retries by itself, and the link says so in words.
      client.on('error', () => undefined);
      client.on('message', (_topic, payload) => {
        const message = payload.toString();
        // Each step settles whatever its handler does: a step that failed would leave the chain rejected, and every later
        // message (the friend's moves, a reloaded page's exchange) would be skipped without a word.
        opening = opening
          .then(async () => {
            const opened = await openSigned(key, message).catch(() => null);
            if (opened === null || opened.envelope.i === config.me || closed) return;
            if (senders.admit(opened.envelope, opened.c, opened.s)) handlers.onEnvelope(opened.envelope);
          })
          .catch((error: unknown) => console.error('relay path: a message’s handler failed', error));
      });
      clients.push(client);
    }
    return { topic, key };
  });
  // Sent one after another too (signing is asynchronous), in the order the link gave them; each relay's copy is signed
  // with its own session.
  let sending = Promise.resolve();
  const publish = (envelope: Envelope) =>
    (sending = sending
      .then(async () => {
        const { topic, key } = await ready;
        const c = ++count;
        await Promise.all(
          [...subscribed].map(async (client) => {
            const message = await signEnvelope(key, envelope, c, sessions.get(client) ?? '');
            await new Promise<void>((resolve) => client.publish(topic, message, { qos: 0 }, () => resolve()));
          }),
        );
      })
      .catch(() => undefined));

  return {
    publish(envelope) {
      if (!closed) void publish(envelope);
    },
    ready: () => subscribed.size > 0,
    async close() {
      if (closed) return;
      // A last word, so the friend need not wait for the relay to notice.
      await publish({ i: config.me, k: 'bye' });
      closed = true;
      subscribed.clear();
      await Promise.all(clients.map((client) => client.endAsync().catch(() => undefined)));
    },
  };
}
