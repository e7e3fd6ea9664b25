// The order of the code's rooms (the folders of src): a room imports only rooms below it. Read by tests/unit/rooms.test.ts and eslint.config.js.

/**
 * From the bottom up; rooms on one line import neither each other. Styles and assets are leaves any room may import;
 * the roots on the last lines are what the build starts from (pages, content, the site's integrations).
 */
export const ROOM_LEVELS = [
  ['styles', 'assets'],
  ['engine'],
  ['peer', 'i18n'],
  ['storage'],
  ['components/cards'],
  ['components/practice'],
  ['components/computer'],
  ['components/play'],
  ['components/learn', 'components/tools'],
  ['components/islands'],
  ['content', 'integrations'],
  ['starlight'],
  ['pages'],
];

/** The room of a path relative to src (`components/play/GameTable.tsx` → `components/play`); files at the top are content's. */
export function roomOf(pathInSrc) {
  const parts = pathInSrc.split('/');
  if (parts.length === 1) return 'content';
  return parts[0] === 'components' ? `components/${parts[1]}` : parts[0];
}

/** A room's level (its line in ROOM_LEVELS), or -1 for a room not listed. */
export function levelOf(room) {
  return ROOM_LEVELS.findIndex((line) => line.includes(room));
}

/**
 * For ESLint: the folder names a room's files must not import (rooms on its line or above, but itself), as a
 * no-restricted-imports regex on the written specifier (`../play/session`, `../../learn/words`).
 */
export function higherRoomsRegex(room) {
  const level = levelOf(room);
  const names = ROOM_LEVELS.slice(level)
    .flat()
    .filter((other) => other !== room)
    .map((other) => other.replace(/^components\//, ''));
  // A room is a folder, so its name is followed by a slash: `./cards` in i18n is i18n's own cards.ts, not components/cards.
  return `^\\.\\.?/(.*/)?(${names.join('|')})/`;
}
