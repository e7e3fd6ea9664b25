// Vite plugin: which modules the browser build puts together in one file, where the bundler's own split costs bytes.
//
// The bundler splits shared code by the set of entries that import it, which is right for the tools (each loads only the
// rules it calls) but cut what always loads together into many small files, each with its own gzip overhead, imports and
// exports. Three groups put such modules in one file each (measured with scripts/budget.mjs and tests/e2e/budget.spec.ts;
// see scripts/budget-limits.mjs):
// - Preact, its hooks, its JSX runtime and Astro's Preact renderer, which every island loads together (0.6–0.8 KB
//   lighter on every page with an island);
// - the play page's game table: its panels, log, hand, dialogs and the rest of what the table alone uses, loaded once
//   the page is ready (play/GameTable.tsx);
// - the rules the tools never call (the game's state, moves, views, the play-off's plays, the kernel), which the play page,
//   the coached deal and the computer's hints load together.
// Each group takes only the modules it names, not their dependencies, so a tool never loads a group it does not use; the
// budget check fails if a tool or a lesson starts to (a new import from these folders would show there).
const sep = String.raw`[\\/]`;
const PREACT = new RegExp(
  String.raw`node_modules${sep}(?:preact${sep}(?:dist|hooks|jsx-runtime)${sep}|@astrojs${sep}preact${sep}dist${sep}(?:client|static-html)\.js)`,
);
/**
 * The table's modules (src/components/play/): not those the new-game screen imports itself (GameTable's options, dialogs and
 * waiting table), nor the parts loaded later on their own (the replay table, the review panel and its results, the panels of
 * the phases after the auction, the export dialog), nor the order a hand is sorted in (the practice page sorts its
 * positions' cards the same way, without the table).
 */
const TABLE = new RegExp(
  String.raw`${sep}src${sep}components${sep}play${sep}` +
    String.raw`(?:table${sep}(?!ReplayTable|TablesPending|inView)|phases${sep}(?:PhasePanel|AuctionPanel|ChoiceButton|LastAuction)` +
    String.raw`|log${sep}|hand${sep}(?!handOrder)|review${sep}(?:DealReview|HintBox)|session${sep}(?:useGame|undo))` +
    // The computer's pool and player (src/components/computer/), which the game's hook asks for its moves.
    String.raw`|${sep}src${sep}components${sep}computer${sep}(?:computer|pool)\.ts$`,
);
/** The rules engine's modules that the tools import (each tool only some of them): they stay split as the bundler splits them. */
const TOOL_RULES =
  /[\\/]src[\\/]engine[\\/](?:cards|errors|base-types|bidding|melds|tricks|codes|combos|scoring|types|view-types|index)\.ts$/;
const RULES = /[\\/]src[\\/]engine[\\/](?:kernel[\\/])?[\w-]+\.ts$/;
/**
 * The rules only a record or a stored game needs (reading and checking one: the load dialog, a friend's record): they load
 * with it, not in the first load's group.
 */
const LATER_RULES = /[\\/]src[\\/]engine[\\/](?:records|validate|validate-parts)\.ts$/;

/**
 * The words every island with cards reads first: the language helpers, the dictionaries' shelf, the links and the cards'
 * names (the kept games' page alone has no cards, and adds their names).
 */
const WORDS = /[\\/]src[\\/]i18n[\\/](?:lang|books|paths|cards)\.ts$/;

/** @returns {import('vite').Plugin} */
export default function islandChunks() {
  const only = { includeDependenciesRecursively: false };
  return {
    name: 'galapagos:island-chunks',
    configEnvironment(name) {
      if (name !== 'client') return null;
      return {
        build: {
          rolldownOptions: {
            // Entry files may hold more than their entry (the renderer's holds Preact, which the islands import from it):
            // the bundler needs this to group modules without their dependencies.
            preserveEntrySignatures: 'allow-extension',
            output: {
              codeSplitting: {
                groups: [
                  { name: 'preact', test: PREACT, ...only },
                  { name: 'table', test: TABLE, ...only },
                  { name: 'rules', test: (id) => RULES.test(id) && !TOOL_RULES.test(id) && !LATER_RULES.test(id), ...only },
                  { name: 'words', test: WORDS, ...only },
                ],
              },
            },
          },
        },
      };
    },
  };
}
