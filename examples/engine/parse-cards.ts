// Example: read typed cards, write them back, and catch a bad token.
import { formatCard, isEngineError, parseCard, parseCards } from '../../src/engine/index.ts';

export function main() {
  // Ranks A K Q J 10 (or T) 9 … 2, suits S H D C or ♠ ♥ ♦ ♣, any case.
  // RJ and BJ are the red and the black Joker.
  const typed = 'AS, 10h TH q♦ 2C RJ';
  const cards = parseCards(typed);

  // formatCard writes the short form; parseCard reads it back.
  const written = cards.map(formatCard);
  // written → [ 'AS', '10H', '10H', 'QD', '2C', 'RJ' ]
  const roundTrip = written.map(parseCard);

  // Bad input throws an EngineError: `code` is for your UI's
  // dictionary, and `message` names the token it could not read.
  const bad = 'AS KX 5C';
  let error = { code: '', message: '' };
  try {
    parseCards(bad);
  } catch (e) {
    if (!isEngineError(e)) throw e;
    error = { code: e.code, message: e.message };
  }
  // error → { code: 'invalid-card', message: 'invalid-card: bad card token "KX"' }

  return { typed, cards, written, roundTrip, bad, error };
}

if (import.meta.main) console.log(main());
