// The relay path: the link's envelopes as MQTT messages through the same relays that introduce the two browsers.
//
// Both browsers subscribe to one topic derived from the room code (a SHA-256 of it, as guessable as the room's own
// signalling topic and no more) on every relay, and publish each envelope to every relay they are connected to; the
// receiver drops its own, duplicates and garbage. Each envelope carries an HMAC under a key derived from the room code
// apart from the topic, so that someone who merely sees the topic (anyone subscribed to a public broker's every topic)
// cannot put words in a player's mouth: without the code, their envelopes are dropped like garbage. Each client leaves a
// will ('bye') so that a page that closes without a word is known to have gone as soon as the relay notices.
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
const MAC_HEX = 64;

const hex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');
const sha256 = (text: string) => crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));

/** The room's relay topic and the key that signs its envelopes, both from the room code (under different labels). */
export async function relayRoom(appId: string, room: string): Promise<{ readonly topic: string; readonly key: CryptoKey }> {
  const topic = TOPIC_PREFIX + hex(await sha256(`${appId}:relay-path:${room}`));
  const secret = await sha256(`${appId}:relay-path-key:${room}`);
  const key = await crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  return { topic, key };
}

/** An envelope as sent: its HMAC (hex) and then its JSON. */
export async function signEnvelope(key: CryptoKey, envelope: Envelope): Promise<string> {
  const text = JSON.stringify(envelope);
  return hex(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(text))) + text;
}

/** The envelope of a signed message, or null if it is not one or was not signed with this room's key. */
export async function openSigned(key: CryptoKey, message: string): Promise<Envelope | null> {
  const mac = message.slice(0, MAC_HEX);
  if (!/^[0-9a-f]{64}$/.test(mac)) return null;
  const text = message.slice(MAC_HEX);
  const bytes = new Uint8Array(mac.match(/../g)?.map((b) => parseInt(b, 16)) ?? []);
  const good = await crypto.subtle.verify('HMAC', key, bytes, new TextEncoder().encode(text));
  return good ? parseEnvelope(text) : null;
}

export function openRelayPath(
  config: { readonly appId: string; readonly room: string; readonly relays: readonly string[]; readonly me: string },
  handlers: RelayPathHandlers,
): RelayPath {
  const clients: MqttClient[] = [];
  const subscribed = new Set<MqttClient>();
  let closed = false;
  // Messages are opened one after another (verifying is asynchronous), so they reach the link in the order they came.
  let opening = Promise.resolve();
  const ready = relayRoom(config.appId, config.room).then(async ({ topic, key }) => {
    if (closed) return { topic, key };
    const bye = await signEnvelope(key, { i: config.me, k: 'bye' });
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
        const message = payload.toString();
        opening = opening.then(async () => {
          const envelope = await openSigned(key, message).catch(() => null);
          if (envelope !== null && envelope.i !== config.me && !closed) handlers.onEnvelope(envelope);
        });
      });
      clients.push(client);
    }
    return { topic, key };
  });
  // Sent one after another too (signing is asynchronous), in the order the link gave them.
  let sending = Promise.resolve();
  const publish = (envelope: Envelope, to: Iterable<MqttClient>) =>
    (sending = sending
      .then(async () => {
        const { topic, key } = await ready;
        const message = await signEnvelope(key, envelope);
        await Promise.all(
          [...to].map((client) => new Promise<void>((resolve) => client.publish(topic, message, { qos: 0 }, () => resolve()))),
        );
      })
      .catch(() => undefined));

  return {
    publish(envelope) {
      if (!closed) void publish(envelope, subscribed);
    },
    ready: () => subscribed.size > 0,
    async close() {
      if (closed) return;
      // A last word, so the friend need not wait for the relay to notice.
      await publish({ i: config.me, k: 'bye' }, subscribed).catch(() => undefined);
      closed = true;
      subscribed.clear();
      await Promise.all(clients.map((client) => client.endAsync().catch(() => undefined)));
    },
  };
}
