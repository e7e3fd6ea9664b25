// The signalling relays a game between two devices may use: read by the page (transport) and by the build's CSP (connect-src).

/**
 * Public MQTT-over-WebSocket brokers (trystero's MQTT strategy, @trystero-p2p/mqtt 0.25). Several, so that one
 * being down does not stop a game; only the signalling (encrypted by trystero with the room code) passes through them.
 */
export const DEFAULT_RELAYS = [
  'wss://test.mosquitto.org:8081/mqtt',
  'wss://broker.emqx.io:8084/mqtt',
  'wss://broker.hivemq.com:8884/mqtt',
  'wss://public.cloud.shiftr.io',
];

/** The hosts on which a relay may be reached without TLS (`ws://`): this machine only (`npm run relay`, the tests). */
export const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost'];

/**
 * The connect-src sources a page offering games between two devices needs beyond 'self'.
 *
 * Why the whole `wss:` scheme and not the default relays' origins: a player may set a relay of their own in the
 * connection settings (privacy, a network that blocks the defaults), and the CSP is fixed when the site is built, so it
 * cannot name that relay. `wss:` admits any relay over TLS (the defaults among them); it is given to the two play pages
 * only, whose only code that opens sockets is the relays' client, and the signalling through any relay is encrypted
 * with the room code. Unencrypted `ws:` stays limited to this machine's loopback, for a relay run with `npm run relay`.
 */
export function friendConnectSources() {
  return ['wss:', ...LOOPBACK_HOSTS.map((host) => `ws://${host}:*`)];
}

/** Marks a page that offers games between two devices (the CSP then allows the relays there only). */
export const FRIEND_PAGE_MARKER = 'data-friend-play';
