// The site's fixed page slugs; each exists at the root (English) and under /ja/ (Japanese).
export const SLUGS = [
  '/',
  '/rules/',
  '/rules/cards/',
  '/rules/auction/',
  '/rules/melds/',
  '/rules/tricks/',
  '/rules/play-off/',
  '/rules/scoring/',
  '/rules/jokers/',
  '/rules/strategy/',
  '/rulings/',
  '/glossary/',
  '/tools/',
  '/tools/bid/',
  '/tools/melds/',
  '/tools/trick/',
  '/tools/play-off/',
  '/tools/score-sheet/',
  '/play/',
  '/play/history/',
  '/about/',
  '/engine/',
  '/engine/peer-protocol/',
] as const;

/** The Japanese twin of an English path. */
export const ja = (slug: string): string => `/ja${slug}`;
