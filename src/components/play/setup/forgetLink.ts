// Takes a shared deal out of the address once it has been read.

/** Removes the shared-deal parameters from the address once read, so a reload resumes instead of restarting. */
export function forgetLink(): void {
  const url = new URL(window.location.href);
  for (const name of ['seed', 'jokers', 'target', 'opponent']) url.searchParams.delete(name);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
