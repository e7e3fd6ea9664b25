// The relay path: the link's envelopes as MQTT messages through the same relays that introduce the two browsers.
//
// Both browsers subscribe to one topic derived from the room code (a SHA-256 of it, as guessable as the room's own
// signalling topic and no more) on every relay, and publish each envelope to every relay they are connected to; the
// receiver drops its own, duplicates and garbage. Each client leaves a will ('bye') so that a page that closes without a
// word is known to have gone as soon as the relay notices.
import mqtt, { type MqttClient } from 'mqtt';
import { parseEnvelope, type Envelope } from './linkFrames.ts';

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

const TOPIC_PREFIX = 'galapagos-cards/friend-relay/';

/** The room's relay topic: a SHA-256 of the room code under this app's own label. */
export async function relayTopic(appId: string, room: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${appId}:relay-path:${room}`));
  return TOPIC_PREFIX + Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

export function openRelayPath(
  config: { readonly appId: string; readonly room: string; readonly relays: readonly string[]; readonly me: string },
  handlers: RelayPathHandlers,
): RelayPath {
  const clients: MqttClient[] = [];
  const subscribed = new Set<MqttClient>();
  let closed = false;
  const topicReady = relayTopic(config.appId, config.room).then((topic) => {
    if (closed) return topic;
    const bye = JSON.stringify({ i: config.me, k: 'bye' } satisfies Envelope);
    for (const url of config.relays) {
      const client = mqtt.connect(url, {
        will: { topic, payload: bye, qos: 0, retain: false },
        // Not queued while offline: a frame that missed a relay is sent again by the link until acknowledged.
        queueQoSZero: false,
        reconnectPeriod: 2_000,
        connectTimeout: 10_000,
      });
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
      client.on('close', () => subscribed.delete(client));
      // Errors are the relay's (refused, unreachable): the client retries by itself, and the link says so in words.
      client.on('error', () => undefined);
      client.on('message', (_topic, payload) => {
        const envelope = parseEnvelope(payload.toString());
        if (envelope !== null && envelope.i !== config.me && !closed) handlers.onEnvelope(envelope);
      });
      clients.push(client);
    }
    return topic;
  });

  return {
    publish(envelope) {
      if (closed) return;
      const text = JSON.stringify(envelope);
      void topicReady.then((topic) => {
        for (const client of subscribed) client.publish(topic, text, { qos: 0 }, () => undefined);
      });
    },
    ready: () => subscribed.size > 0,
    async close() {
      if (closed) return;
      const topic = await topicReady;
      // A last word, so the friend need not wait for the relay to notice.
      const bye = JSON.stringify({ i: config.me, k: 'bye' } satisfies Envelope);
      await Promise.all(
        [...subscribed].map((client) => new Promise<void>((resolve) => client.publish(topic, bye, { qos: 0 }, () => resolve()))),
      ).catch(() => undefined);
      closed = true;
      subscribed.clear();
      await Promise.all(clients.map((client) => client.endAsync().catch(() => undefined)));
    },
  };
}
