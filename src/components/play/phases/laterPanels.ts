// The panels of the phases after the auction (melds, tricks, play-off, the deal's and the game's end) as one file, fetched
// once the game is under way (PhasePanel): the first load carries only the auction's panel, all the first decision needs.
export { default as MeldPanel } from './MeldPanel.tsx';
export { default as TrickPanel } from './TrickPanel.tsx';
export { default as PlayoffPanel } from './PlayoffPanel.tsx';
export { default as DealSummary } from './DealSummary.tsx';
export { default as GameOver } from './GameOver.tsx';
