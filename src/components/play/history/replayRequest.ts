// The history page links to /play/?replay=<id>: the play page reads the id here (nothing else loads unless one is given).

/** The id of a kept game the address asks to replay (removed from the address, so a reload resumes the page as usual). */
export function takeReplayRequest(): string | null {
  const url = new URL(window.location.href);
  const id = url.searchParams.get('replay');
  if (id === null) return null;
  url.searchParams.delete('replay');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return id;
}
