// A head script for every page: idle callbacks get a 2-second timeout unless they give their own.
//
// Starlight builds its search box in a requestIdleCallback without a timeout. A page that does not go idle (a busy
// phone, a loaded two-core test machine) may then never get one: a fresh-clone test run twice waited 30 s on /rules/ for
// a box that never came, with no error. With a timeout the box is built at the first idle moment or after 2 s at most.
const script = `(() => {
  const idle = window.requestIdleCallback;
  if (idle) window.requestIdleCallback = (callback, options) => idle.call(window, callback, { timeout: 2000, ...options });
})();`;

/** Starlight's `head` entry for the script. */
export const idleTimeoutHead = { tag: 'script', content: script };
