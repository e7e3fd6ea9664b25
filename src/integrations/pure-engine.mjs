// Vite plugin: the rules engine has no side effects on import (docs/ARCHITECTURE.md, "The engine"), so the bundler may drop what an island does not use.
//
// Islands import the engine through its entry points (src/engine/index.ts re-exports every rule). Some engine modules
// build tables when loaded (card objects, lookup arrays), which the bundler must otherwise assume could matter and
// keep; marking the engine's modules side-effect free lets an island ship only the rules it calls.
const ENGINE = /[\\/]src[\\/]engine[\\/][^?]*\.ts$/;

/** @returns {import('vite').Plugin} */
export default function pureEngine() {
  return {
    name: 'galapagos:pure-engine',
    transform(code, id) {
      if (!ENGINE.test(id)) return null;
      return { code, map: null, moduleSideEffects: false };
    },
  };
}
