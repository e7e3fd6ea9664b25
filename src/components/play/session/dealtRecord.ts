// Game records whose deals are written out card by card (a game with a friend on another device: its deck came from
// both browsers, not from a seed). Loaded only with such a record or a friend's export, never with the page.
//
//   deal 1 P0: 2C 5C …          (each hand as dealt)
//   deal 1 P1: …
//   deal 1 stock: QS 9D …       (the stock as dealt, top first: the first turn-up first)
//
// Everything else is the ordinary record (gameRecord.ts); the replay deals each written deal instead of the seed's.
import { cardFromId, cardId, formatCard, newGame, parseCard, validateState } from '../../../engine/index.ts';
import type { Action, Card, GameState, Pair } from '../../../engine/index.ts';
import type { GameConfig } from '../setup/config.ts';
import { formatRecord, parseRecord, RecordError, entryText, type GameRecord } from './gameRecord.ts';
import { nextState, type Entry, type Session } from './session.ts';

/** A deal's cards as dealt: both hands and the stock, top first (the first turn-up first). */
export interface DealtCards {
  readonly hands: Pair<readonly Card[]>;
  readonly stock: readonly Card[];
}

const DEALT_LINE = /^deal\s+(\d+)\s+(P0|P1|stock)\s*:(.*)$/i;

/** The cards of a deal's first state (its first auction). */
export function dealtCardsOf(start: GameState): DealtCards {
  if (start.phase !== 'auction') throw new Error('a deal starts at an auction');
  return { hands: [start.deal.hands[0], start.deal.hands[1]], stock: [start.auction.turnUp, ...start.deal.stock] };
}

/** A deal's first state with these cards dealt instead (the engine checks the cards: a full deck, the right counts). */
export function withDealtCards(start: GameState, dealt: DealtCards): GameState {
  if (start.phase !== 'auction' || dealt.stock.length === 0) throw new Error('a deal starts at an auction');
  // Through card ids, so that the state holds fresh, plain cards (a record's cards are parsed objects).
  const fresh = (cards: readonly Card[]) => cards.map((c) => cardFromId(cardId(c)));
  return validateState({
    ...start,
    deal: { ...start.deal, hands: [fresh(dealt.hands[0]), fresh(dealt.hands[1])], stock: fresh(dealt.stock.slice(1)) },
    auction: { ...start.auction, turnUp: fresh([dealt.stock[0]])[0] },
  });
}

/** The game replayed with the written deals: every entry through the engine, each deal dealt from its cards. */
export function replayDealt(
  config: GameConfig,
  entries: readonly Entry[],
  dealt: ReadonlyMap<number, DealtCards>,
  lines?: readonly number[],
  dealLines?: ReadonlyMap<number, number>,
): Session {
  const deal = (state: GameState, line: number): GameState => {
    const number = state.game.dealNumber;
    const cards = dealt.get(number);
    if (cards === undefined) return state;
    try {
      return withDealtCards(state, cards);
    } catch {
      // Not one whole deck dealt as the rules deal it: a card twice means another is missing, or a hand is short.
      throw new RecordError('missing-card', dealLines?.get(number) ?? line, `deal ${number}`);
    }
  };
  let state = deal(newGame({ seed: config.seed, jokers: config.jokers, target: config.target, trickRule: config.trickRule }), 1);
  const history = [state];
  entries.forEach((entry, i) => {
    const line = lines?.[i] ?? i + 1;
    const result = nextState(state, entry);
    if (!result.ok) throw new RecordError('illegal', line, `${i + 1} ${entryText(entry)}`, result.error.code);
    state = entry.type === 'next-deal' ? deal(result.value, line) : result.value;
    history.push(state);
  });
  return { config, entries, history };
}

/** Reads a record with written deals and replays it; a broken line is reported as by loadRecord. */
export function loadDealtRecord(text: string): { record: GameRecord; session: Session } {
  const dealt = new Map<number, { hands: [Card[] | null, Card[] | null]; stock: Card[] | null; line: number }>();
  // The deal lines become comments for the ordinary reader, so that every other line keeps its number.
  const rest = text.split(/\r\n|\r|\n/).map((raw, i) => {
    const match = DEALT_LINE.exec(raw.trim());
    if (!match) return raw;
    const line = i + 1;
    const number = Number(match[1]);
    const cards = match[3]
      .trim()
      .split(/\s+/)
      .filter((token) => token !== '')
      .map((token) => readCard(token, line));
    const entry = dealt.get(number) ?? { hands: [null, null], stock: null, line };
    const part = match[2].toLowerCase();
    if (part === 'stock') entry.stock = cards;
    else entry.hands[part === 'p0' ? 0 : 1] = cards;
    dealt.set(number, entry);
    return '#';
  });
  const record = parseRecord(rest.join('\n'));
  const complete = new Map<number, DealtCards>();
  const dealLines = new Map<number, number>();
  for (const [number, entry] of dealt) {
    const [h0, h1] = entry.hands;
    if (h0 === null || h1 === null || entry.stock === null) throw new RecordError('missing-card', entry.line, `deal ${number}`);
    complete.set(number, { hands: [h0, h1], stock: entry.stock });
    dealLines.set(number, entry.line);
  }
  return { record, session: replayDealt(record.config, record.entries, complete, record.lines, dealLines) };
}

function readCard(token: string, line: number): Card {
  try {
    return parseCard(token);
  } catch {
    throw new RecordError('card', line, token);
  }
}

/** The record of a session whose deals are written out: the ordinary record with each deal's cards after its heading. */
export function formatDealtRecord(session: Session, dealt: ReadonlyMap<number, DealtCards>, heading: string): string {
  const cards = (list: readonly Card[]) => list.map(formatCard).join(' ');
  const lines = formatRecord(session).split('\n');
  const out: string[] = [];
  for (const line of lines) {
    // The ordinary record's note on who P0 and P1 are is replaced by the caller's.
    if (/^# P0 /.test(line)) {
      out.push(`# ${heading}`);
      continue;
    }
    out.push(line);
    const match = /^# Deal (\d+) /.exec(line);
    const deal = match ? dealt.get(Number(match[1])) : undefined;
    if (deal)
      out.push(
        `deal ${match?.[1]} P0: ${cards(deal.hands[0])}`,
        `deal ${match?.[1]} P1: ${cards(deal.hands[1])}`,
        `deal ${match?.[1]} stock: ${cards(deal.stock)}`,
      );
  }
  return out.join('\n');
}

/** The game so far from its audited deals (true first state and moves each): the session and each deal's cards. */
export function sessionOfDeals(
  config: GameConfig,
  deals: readonly { readonly start: GameState; readonly actions: readonly Action[] }[],
): { session: Session; dealt: Map<number, DealtCards> } {
  const dealt = new Map<number, DealtCards>();
  const entries: Entry[] = [];
  deals.forEach((deal, i) => {
    dealt.set(deal.start.game.dealNumber, dealtCardsOf(deal.start));
    // The next deal is started by its dealer (the engine's ruling: the player who did not deal the last one).
    if (i > 0) entries.push({ type: 'next-deal', player: deal.start.game.dealer });
    entries.push(...deal.actions);
  });
  return { session: replayDealt(config, entries, dealt), dealt };
}
