// How long a page waits for the friend's end-of-deal keys before it stops the game with that verdict (tests shorten it).

/** A minute of being connected with no keys: long enough for a slow phone, short enough not to hold a player hostage. */
export const KEYS_WAIT_MS = 60_000;

/**
 * The wait: KEYS_WAIT_MS, or a browser test's own (`window.galapagosKeysWaitMs`, set before the page loads), so that
 * a test of the verdict does not wait a minute; the verdict itself never depends on how fast the machine is.
 */
export function keysWaitMs(): number {
  const hook = (globalThis as { galapagosKeysWaitMs?: unknown }).galapagosKeysWaitMs;
  return typeof hook === 'number' && Number.isFinite(hook) && hook > 0 ? hook : KEYS_WAIT_MS;
}
