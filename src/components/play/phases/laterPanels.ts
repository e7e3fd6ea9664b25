// The panels of the phases after the auction (melds, tricks, play-off, the deal's and the game's end) as one file, fetched
// once the game is under way (PhasePanel): the first load carries only the auction's panel, all the first decision needs.
export { default as MeldPanel } from './MeldPanel';
export { default as TrickPanel } from './TrickPanel';
export { default as PlayoffPanel } from './PlayoffPanel';
export { default as DealSummary } from './DealSummary';
export { default as GameOver } from './GameOver';
