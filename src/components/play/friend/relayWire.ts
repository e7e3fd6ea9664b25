// The relay path's messages on the wire: the room's topic and key, signed envelopes, and the checks that drop forged and
// replayed ones.
//
// A public broker shows every topic to anyone who subscribes to all of them, so someone who knows nothing of the game can
// still see the room's messages and publish on its topic. Each message is therefore signed (HMAC-SHA-256) with a key
// derived from the room code apart from the topic, and carries the sender's message count `c` and the session `s` of
// the relay connection it went through (new with every connection). A message whose count is not above the last one
// seen from its sender is a copy (through another relay) or a replay, and is not handed on; a 'bye' counts only for a
// session still open, so that an old one replayed says nothing.
import { parseEnvelope, type Envelope } from './linkFrames.ts';

const TOPIC_PREFIX = 'galapagos-cards/friend-relay/';
const MAC_HEX = 64;
const SESSION = /^[0-9a-f]{8,64}$/;

const hex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');
const sha256 = (text: string) => crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));

/** The room's relay topic and the key that signs its messages, both from the room code (under different labels). */
export async function relayRoom(appId: string, room: string): Promise<{ readonly topic: string; readonly key: CryptoKey }> {
  const topic = TOPIC_PREFIX + hex(await sha256(`${appId}:relay-path:${room}`));
  const secret = await sha256(`${appId}:relay-path-key:${room}`);
  const key = await crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  return { topic, key };
}

/** An envelope with the sender's count and the connection's session, as sent: its HMAC (hex), then its JSON. */
export async function signEnvelope(key: CryptoKey, envelope: Envelope, c: number, s: string): Promise<string> {
  const text = JSON.stringify({ ...envelope, c, s });
  return hex(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(text))) + text;
}

/** A signed message's envelope, count and session, or null if it is not one or not signed with this room's key. */
export async function openSigned(
  key: CryptoKey,
  message: string,
): Promise<{ readonly envelope: Envelope; readonly c: number; readonly s: string } | null> {
  const mac = message.slice(0, MAC_HEX);
  if (!/^[0-9a-f]{64}$/.test(mac)) return null;
  const text = message.slice(MAC_HEX);
  const bytes = new Uint8Array(mac.match(/../g)?.map((b) => parseInt(b, 16)) ?? []);
  if (!(await crypto.subtle.verify('HMAC', key, bytes, new TextEncoder().encode(text)))) return null;
  const envelope = parseEnvelope(text);
  if (envelope === null) return null;
  const { c, s } = envelope as Envelope & { c?: unknown; s?: unknown };
  if (!Number.isSafeInteger(c) || (c as number) < 0 || typeof s !== 'string' || !SESSION.test(s)) return null;
  return { envelope, c: c as number, s };
}

/** What has been heard from each sender: the last count, and the sessions still open. */
export class Senders {
  private seen = new Map<string, { last: number; sessions: Set<string> }>();

  /** Whether a signed message is new, and so handed on (a 'bye' only when it closes the sender's last open session). */
  admit(envelope: Envelope, c: number, s: string): boolean {
    let sender = this.seen.get(envelope.i);
    if (sender === undefined) this.seen.set(envelope.i, (sender = { last: -1, sessions: new Set() }));
    if (envelope.k === 'bye') return sender.sessions.delete(s) && sender.sessions.size === 0;
    // The same message through another relay: that session is open too.
    if (c === sender.last) sender.sessions.add(s);
    if (c <= sender.last) return false;
    sender.last = c;
    sender.sessions.add(s);
    return true;
  }
}
