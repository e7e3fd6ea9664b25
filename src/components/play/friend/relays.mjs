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

/**
 * A relay of one's own on this machine (`npm run relay`, the tests): the CSP is static, so it allows any port on the
 * loopback addresses. A relay elsewhere needs the site served with that relay in its connect-src.
 */
export const LOCAL_RELAY_SOURCES = ['ws://127.0.0.1:*', 'ws://localhost:*'];

/** The connect-src sources a page offering games between two devices needs beyond 'self'. */
export function friendConnectSources() {
  return [...new Set(DEFAULT_RELAYS.map((url) => new URL(url).origin)), ...LOCAL_RELAY_SOURCES];
}

/** Marks a page that offers games between two devices (the CSP then allows the relays there only). */
export const FRIEND_PAGE_MARKER = 'data-friend-play';
