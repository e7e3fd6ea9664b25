// How long a page waits for the friend's end-of-deal keys before it stops the game with that verdict, and for anyone to meet (tests shorten them).

/** A minute of being connected with no keys: long enough for a slow phone, short enough not to hold a player hostage. */
export const KEYS_WAIT_MS = 60_000;

/**
 * The wait: KEYS_WAIT_MS, or a browser test's own (`window.galapagosKeysWaitMs`, set before the page loads), so that
 * a test of the verdict does not wait a minute; the verdict itself never depends on how fast the machine is.
 */
export function keysWaitMs(): number {
  return testWait('galapagosKeysWaitMs', KEYS_WAIT_MS);
}

/** A friend's page that has met nobody this long says the invitation may have ended (and goes on waiting). */
export const ALONE_WAIT_MS = 20_000;

/** The wait before saying so: ALONE_WAIT_MS, or a browser test's own (`window.galapagosAloneWaitMs`). */
export function aloneWaitMs(): number {
  return testWait('galapagosAloneWaitMs', ALONE_WAIT_MS);
}

function testWait(name: string, fallback: number): number {
  const hook = (globalThis as Record<string, unknown>)[name];
  return typeof hook === 'number' && Number.isFinite(hook) && hook > 0 ? hook : fallback;
}
