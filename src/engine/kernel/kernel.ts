// The rules kernel, gathered for the engine's own modules (not an entry point: outside src/engine only the white-box tests
// and benches reach it): one mutable scratch deal with a step per move, driven by applyAction, legalActions, the AI's
// playouts and the benches (scripts/kernel-pick.ts).
export { AUCTION, copyKernel, handCards, Kernel, loadKernel, MELDS, OVER, PLAY_OFF, TRICKS } from './scratch.ts';
export { actionOfMove, legalMoves, MAX_MOVES, pileCards, play, stepAction } from './moves.ts';
