// Robustness of the engine's boundaries: corrupted saved games, junk card objects, holes, bad players, strict notation, checked helpers.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  cardId,
  CARDS,
  classifyCombo,
  EngineError,
  ERROR_CODES,
  formatCard,
  fullDeck,
  handPlays,
  isJoker,
  legalActions,
  legalActionsFor,
  newGame,
  parseCard,
  parseCards,
  playersToAct,
  playerView,
  resign,
  resolveBid,
  resolveTrick,
  scoreDeal,
  trickPoints,
  validateState,
} from '../../src/engine/index.ts';
import type { Action, AuctionState, Card, GameState, PlayerIndex, PlayOffState } from '../../src/engine/index.ts';
import { chooser, codeOf, deepFreeze, engineErrorOf, playUntil, randomPolicy } from '../support/unit.ts';

/** A deep, mutable copy (what a loader gets from JSON.parse). */
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
type Mutable = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The last state of a game saved by the engine while its state was version 1 (flat): tests/fixtures/state-v1. */
const stateV1 = (): unknown => JSON.parse(readFileSync(new URL('../fixtures/state-v1/states-jokers.json', import.meta.url), 'utf8')).last;

function playOffState(seed: string, jokers = false): PlayOffState {
  return playUntil(newGame({ seed, jokers }), randomPolicy(7), (s) => s.phase === 'play-off') as PlayOffState;
}

/** Every state of a few random games (several deals each), with resignations taken along the way. */
function sampleStates(): GameState[] {
  const states: GameState[] = [];
  for (const jokers of [false, true]) {
    for (const seed of [1, 2, 3]) {
      const choose = chooser(seed * 31 + (jokers ? 1 : 0));
      let s = newGame({ seed: `robust-${seed}`, jokers, target: 350 });
      for (let i = 0; i < 5000 && s.phase !== 'game-over'; i++) {
        states.push(s);
        if (choose(40) === 0) states.push(resign(s, choose(2) as PlayerIndex));
        const actions = legalActions(s);
        s = applyAction(s, actions[choose(actions.length)]);
      }
      states.push(s);
    }
  }
  return states;
}

// ─── 1. Corrupted saved games ───────────────────────────────────────────────

describe('1 corrupted saved games are refused with invalid-state', () => {
  it('invalid-state is one of ERROR_CODES (added after the existing codes)', () => {
    expect(ERROR_CODES.indexOf('invalid-state')).toBeGreaterThan(ERROR_CODES.indexOf('duplicate-card'));
  });

  it('an unknown phase: applyAction, legalActions, legalActionsFor, playersToAct, playerView and resign throw invalid-state', () => {
    const good = newGame({ seed: 'corrupt' });
    for (const phase of ['bogus', undefined, 7, null]) {
      const bad = { ...good, phase } as unknown as GameState;
      const snapshot = JSON.stringify(bad);
      const action: Action = { type: 'bid', player: 0, card: good.deal.hands[0][0] };
      for (const call of [
        () => applyAction(bad, action),
        () => legalActions(bad),
        () => legalActionsFor(bad, 0),
        () => playersToAct(bad),
        () => playerView(bad, 1),
        () => resign(bad, 0),
      ]) {
        const error = engineErrorOf(call);
        expect(error.code).toBe('invalid-state');
        expect(error.detail).toMatch(/^phase: /);
      }
      expect(JSON.stringify(bad)).toBe(snapshot);
    }
  });

  it('take on an auction whose outcome is set before both bids is invalid-state with validateState’s detail, not a TypeError', () => {
    const s = copy(newGame({ seed: 'details' })) as Mutable;
    s.auction.outcome = { winner: 0, reason: 'rank' };
    const error = engineErrorOf(() => applyAction(s as GameState, { type: 'take', player: 0 }));
    expect([error.code, error.detail]).toEqual(['invalid-state', 'auction.outcome: inconsistent']);
    expect(engineErrorOf(() => validateState(s)).detail).toBe('auction.outcome: inconsistent');
  });

  it('a state that is not an object at all (JSON.parse of "null") is invalid-state, not a TypeError', () => {
    for (const bad of [null, undefined, 'auction', 3]) {
      const state = bad as unknown as GameState;
      expect(codeOf(() => applyAction(state, { type: 'take', player: 0 }))).toBe('invalid-state');
      expect(codeOf(() => legalActions(state))).toBe('invalid-state');
      expect(codeOf(() => playerView(state, 0))).toBe('invalid-state');
      expect(engineErrorOf(() => validateState(bad)).detail).toBe('state: bad-value');
    }
  });

  it('validateState accepts every state of random games (Jokers or not, resigned or not), and their JSON copies', () => {
    const states = sampleStates();
    expect(new Set(states.map((s) => s.phase))).toEqual(new Set(['auction', 'melds', 'tricks', 'play-off', 'deal-over', 'game-over']));
    for (const s of states) {
      expect(validateState(s)).toBe(s);
      const loaded = copy(s);
      expect(validateState(loaded)).toBe(loaded);
    }
  });

  it('a validated JSON copy plays on exactly like the original', () => {
    const s = playUntil(newGame({ seed: 'reload', jokers: true }), randomPolicy(3), (x) => x.phase === 'tricks');
    const loaded = validateState(copy(s));
    expect(legalActions(loaded)).toEqual(legalActions(s));
    const action = legalActions(s)[0];
    expect(copy(applyAction(loaded, action))).toEqual(copy(applyAction(s, action)));
  });

  /** Each case: a corruption of a JSON copy of a state, and the detail it must be refused with. */
  const auction = () => copy(newGame({ seed: 'details' })) as Mutable;
  const withJokers = () => copy(newGame({ seed: 'details', jokers: true })) as Mutable;
  const tricks = () =>
    copy(playUntil(newGame({ seed: 'details' }), randomPolicy(5), (s) => s.phase === 'tricks' && s.deal.tricks.length === 3)) as Mutable;
  const melds = () => copy(playUntil(newGame({ seed: 'details' }), randomPolicy(5), (s) => s.phase === 'melds')) as Mutable;
  const finished = () =>
    copy(playUntil(newGame({ seed: 'details' }), randomPolicy(5), (s) => s.phase === 'deal-over' || s.phase === 'game-over')) as Mutable;
  const cases: [string, () => unknown, string | RegExp][] = [
    ['a future version', () => ({ ...auction(), version: 3 }), 'version: unsupported-version'],
    ['a version-1 (flat) state, as saved before the state was nested', () => stateV1(), 'version: unsupported-version'],
    ['no version', () => ({ ...auction(), version: undefined }), 'version: unsupported-version'],
    ['an unknown phase', () => ({ ...auction(), phase: 'bidding' }), 'phase: unknown-phase'],
    ['an array', () => [auction()], 'state: bad-value'],
    [
      'a target of 0',
      () => {
        const s = auction();
        s.options.target = 0;
        return s;
      },
      'options.target: bad-value',
    ],
    [
      'a player 2 as dealer',
      () => {
        const s = auction();
        s.game.dealer = 2;
        return s;
      },
      'game.dealer: bad-value',
    ],
    ['short rng', () => ({ ...auction(), rng: [1, 2, 3] }), 'rng: bad-value'],
    [
      'a card missing from a hand',
      () => {
        const s = auction();
        s.deal.hands[0].pop();
        return s;
      },
      /^cards: missing-card (10|[2-9AKQJ])[SHDC]$/,
    ],
    [
      'a card in two hands',
      () => {
        const s = auction();
        s.deal.hands[0].push(s.deal.hands[1][0]);
        return s;
      },
      /^deal\.hands\.1\.0: duplicate-card /,
    ],
    [
      'the turn-up also in the stock',
      () => {
        const s = auction();
        s.deal.stock.push(s.auction.turnUp);
        return s;
      },
      `auction.turnUp: duplicate-card ${formatCard((newGame({ seed: 'details' }) as AuctionState).auction.turnUp)}`,
    ],
    [
      'a Joker in a game without Jokers',
      () => {
        const s = auction();
        s.deal.stock.push({ joker: 'red' });
        return s;
      },
      'deal.stock.25: unexpected-card RJ',
    ],
    [
      'a Joker missing from a Joker game',
      () => {
        const s = withJokers();
        s.deal.hands = s.deal.hands.map((h: Card[]) => h.filter((c) => !isJoker(c) || c.joker !== 'black'));
        return s;
      },
      'cards: missing-card BJ',
    ],
    [
      'a card with a contradictory field',
      () => {
        const s = auction();
        s.deal.hands[1][2] = { ...s.deal.hands[1][2], joker: 'black' };
        return s;
      },
      'deal.hands.1.2: not-a-card',
    ],
    [
      'a card with an extra field',
      () => {
        const s = auction();
        s.deal.stock[0].foo = 1;
        return s;
      },
      'deal.stock.0: not-a-card',
    ],
    [
      'a hole in a hand',
      () => {
        const s = auction();
        // eslint-disable-next-line no-sparse-arrays
        s.deal.hands[0] = [, ...s.deal.hands[0].slice(1)];
        return s;
      },
      'deal.hands.0.0: not-a-card',
    ],
    [
      'a revealed bid with a bid missing',
      () => {
        const s = auction();
        s.auction.outcome = { winner: 0, reason: 'rank' };
        return s;
      },
      'auction.outcome: inconsistent',
    ],
    [
      'an auction number out of step',
      () => {
        const s = auction();
        s.auction.number = 4;
        return s;
      },
      'auction.number: inconsistent',
    ],
    [
      'tricks won that do not match the tricks',
      () => {
        const s = tricks();
        s.deal.tricksWon = [s.deal.tricksWon[0] + 1, s.deal.tricksWon[1]];
        return s;
      },
      'deal.tricksWon: inconsistent',
    ],
    [
      'a trick led with a lost card',
      () => {
        const s = tricks();
        s.deal.tricks[1].lead = s.deal.tricks[0].lead;
        return s;
      },
      /^deal\.tricks\.1\.lead: duplicate-card /,
    ],
    [
      'a trump missing in the tricks',
      () => {
        const s = tricks();
        s.deal.trumps[1] = null;
        return s;
      },
      'deal.trumps: inconsistent',
    ],
    [
      'a trump that is not a suit',
      () => {
        const s = tricks();
        s.deal.trumps[0] = 'X';
        return s;
      },
      'deal.trumps.0: bad-value',
    ],
    [
      'game totals that are not the last deal’s',
      () => {
        const s = finished();
        s.game.totals = [s.game.totals[0] + 10, s.game.totals[1]];
        return s;
      },
      'game.totals: inconsistent',
    ],
    [
      'a finished deal without its record',
      () => {
        const s = finished();
        s.game.deals = [];
        s.game.totals = [0, 0];
        return s;
      },
      'game.deals: inconsistent',
    ],
    [
      'a score with a phase missing',
      () => {
        const s = finished();
        s.deal.score.phases.pop();
        return s;
      },
      'deal.score.phases: inconsistent',
    ],
    [
      'the next dealer being the dealer',
      () => {
        const s = finished();
        s.nextDealer = s.game.dealer;
        return s;
      },
      'nextDealer: inconsistent',
    ],
    ['a Joker choice for a player without a Joker', () => ({ ...melds(), step: 'joker' }), 'step: inconsistent'],
    // A state saved before the trick rule existed: the page never stores states (it replays records), so refusing is safe.
    [
      'R7/R7-S: a state without a trick rule',
      () => {
        const s = auction();
        delete s.options.trickRule;
        return s;
      },
      'options.trickRule: bad-value',
    ],
    [
      'R7/R7-S: an unknown trick rule',
      () => {
        const s = auction();
        s.options.trickRule = 'japanese';
        return s;
      },
      'options.trickRule: bad-value',
    ],
    [
      'R15: a Joker decision pending after a declaration',
      () => {
        for (let seed = 0; seed < 300; seed++) {
          const s = copy(
            playUntil(
              newGame({ seed, jokers: true }),
              randomPolicy(seed),
              (x) => x.phase === 'melds' && x.step === 'declare' && x.deal.declarations.length === 1,
            ),
          ) as Mutable;
          const other = s.toAct;
          if (s.phase === 'melds' && s.deal.hands[other].some(isJoker)) return { ...s, step: 'joker' };
        }
        throw new Error('no seed leaves a Joker in the second declarer’s hand');
      },
      'step: inconsistent',
    ],
    [
      'a finished deal record with a trick missing',
      () => {
        const s = copy(playUntil(newGame({ seed: 'details' }), randomPolicy(5), (x) => x.game.dealNumber === 2)) as Mutable;
        s.game.deals[0].tricks.pop();
        return s;
      },
      'game.deals.0.tricksWon: inconsistent',
    ],
  ];
  it.each(cases)('validateState refuses %s, saying where and what', (_name, make, detail) => {
    const error = engineErrorOf(() => validateState(make()));
    expect(error.code).toBe('invalid-state');
    if (typeof detail === 'string') expect(error.detail).toBe(detail);
    else expect(error.detail).toMatch(detail);
    expect(error.message).toBe(`invalid-state: ${error.detail}`);
  });

  it('a state resigned in mid-trick may lack the cards on the table but never holds one twice', () => {
    const mid = playUntil(newGame({ seed: 'resign-mid' }), randomPolicy(2), (s) => s.phase === 'tricks' && s.trick.lead !== null);
    const over = resign(mid, 0);
    expect(validateState(copy(over))).toBeTruthy();
    const doubled = copy(over) as Mutable;
    doubled.deal.hands[0].push(doubled.deal.hands[1][0]);
    expect(engineErrorOf(() => validateState(doubled)).detail).toMatch(/duplicate-card/);
  });
});

// ─── 2. Card objects in actions ─────────────────────────────────────────────

describe('2 a card in an action is exactly { rank, suit } or { joker }', () => {
  const s = deepFreeze(newGame({ seed: 'strict-cards', jokers: true }));
  const natural = s.deal.hands[0].find((c) => !isJoker(c)) as Card;
  const joker = s.deal.hands[0].find(isJoker) as Card;
  const junk: [string, unknown][] = [
    ['a natural card with a contradictory joker field', { ...natural, joker: (joker as { joker: string }).joker }],
    ['a natural card with an extra field', { ...natural, foo: 1 }],
    ['a Joker with an extra field', { ...joker, rank: 5 }],
    ['a Joker of no colour', { joker: 'green' }],
    ['a card whose fields are inherited', Object.create(natural)],
    ['an array', [14, 'S']],
    ['a rank out of range', { rank: 15, suit: 'S' }],
    ['a fractional rank', { rank: 2.5, suit: 'S' }],
    ['a lower-case suit', { rank: 5, suit: 'h' }],
  ];
  it.each(junk)('a bid with %s is invalid-action, the state untouched', (_name, card) => {
    const snapshot = JSON.stringify(s);
    expect(codeOf(() => applyAction(s, { type: 'bid', player: 0, card } as unknown as Action))).toBe('invalid-action');
    expect(JSON.stringify(s)).toBe(snapshot);
  });

  it('the same junk is refused in play, joker-exchange and playoff-play actions', () => {
    const melds = playUntil(
      newGame({ seed: 'strict-melds', jokers: true }),
      (_x, actions) => actions.find((a) => !(a.type === 'bid' && isJoker(a.card))) ?? actions[0],
      (x) => x.phase === 'melds' && x.step === 'joker',
    );
    const t = playUntil(newGame({ seed: 'strict-tricks' }), randomPolicy(1), (x) => x.phase === 'tricks');
    const po = playOffState('strict-playoff');
    const mover = (x: GameState) => playersToAct(x)[0];
    for (const [, card] of junk) {
      const m = melds as Extract<GameState, { phase: 'melds' }>;
      expect(codeOf(() => applyAction(m, { type: 'joker-exchange', player: m.toAct, card } as unknown as Action))).toBe('invalid-action');
      expect(codeOf(() => applyAction(t, { type: 'play', player: mover(t), card } as unknown as Action))).toBe('invalid-action');
      expect(codeOf(() => applyAction(po, { type: 'playoff-play', player: mover(po), cards: [card] } as unknown as Action))).toBe(
        'invalid-action',
      );
    }
  });

  it('exact JSON copies of cards are still accepted', () => {
    const after = applyAction(s, { type: 'bid', player: 0, card: copy(natural) });
    expect(after.deal.hands[0]).toHaveLength(s.deal.hands[0].length - 1);
    expect(after.deal.hands[0].some((c) => cardId(c) === cardId(natural))).toBe(false);
  });
});

// ─── 3. Holes and bad players ───────────────────────────────────────────────

describe('3 holes in a play and a player that does not exist are EngineErrors', () => {
  it('a play-off play with holes in its cards array is invalid-action', () => {
    const po = deepFreeze(playOffState('holes'));
    const player = po.round.toAct;
    const held = po.deal.hands[player][0];
    const snapshot = JSON.stringify(po);
    // eslint-disable-next-line no-sparse-arrays
    for (const cards of [[,], new Array(2), [held, ,], [, held]] as unknown[][]) {
      expect(codeOf(() => applyAction(po, { type: 'playoff-play', player, cards } as Action))).toBe('invalid-action');
    }
    expect(JSON.stringify(po)).toBe(snapshot);
  });

  it('playerView and legalActionsFor with a player other than 0 or 1 are invalid-argument', () => {
    const s = newGame({ seed: 'players' });
    for (const player of [2, -1, 0.5, '0', null, undefined]) {
      expect(codeOf(() => playerView(s, player as PlayerIndex))).toBe('invalid-argument');
      expect(codeOf(() => legalActionsFor(s, player as PlayerIndex))).toBe('invalid-argument');
    }
    expect(playerView(s, 1).player).toBe(1);
  });
});

// ─── 4. Card notation ───────────────────────────────────────────────────────

describe('4 parseCard accepts exactly the notation of RULINGS §1', () => {
  it.each([
    'Aſ',
    'aſ',
    '10ſ', // U+017F upper-cases to S with toUpperCase: not ASCII
    'A♤',
    'K♡',
    'Q♢',
    'J♧', // outline suits
    'AS\uFE0F',
    'as\uFE0E', // a variation selector after a letter
    'A\uFE0F♠',
    '\uFE0FA♠',
    'A♠\uFE0F\uFE0F',
    'A♠\uFE0E\uFE0F', // elsewhere, or twice
    'RJ\uFE0F',
    'ＡＳ',
    'Ａ♠',
    'AＳ',
    'K\u212A', // full-width letters, the Kelvin sign
    'İS',
    'ßS', // letters that case-map to something longer or other
  ])('refuses %j, naming the token', (token) => {
    const error = engineErrorOf(() => parseCard(token));
    expect(error.code).toBe('invalid-card');
    expect(error.message).toContain(`"${token.trim()}"`);
    expect(engineErrorOf(() => parseCards(`AS ${token} KH`)).message).toContain(`"${token.trim()}"`);
  });

  it.each([
    ['A♠\uFE0F', 'AS'],
    ['a♠\uFE0E', 'AS'],
    ['10♥\uFE0F', '10H'],
    ['t♥\uFE0E', '10H'],
    ['q♦\uFE0F', 'QD'],
    [' 2♣\uFE0F ', '2C'],
    ['As', 'AS'],
    ['aS', 'AS'],
    ['tc', '10C'],
    ['rJ', 'RJ'],
    ['Bj', 'BJ'],
  ])('accepts %j as %s (ASCII case-insensitive; one selector after a suit glyph)', (token, canonical) => {
    expect(parseCard(token)).toBe(parseCard(canonical));
  });

  it('parseCards reads glyphs with selectors as phones type them', () => {
    expect(parseCards('A♠\uFE0F, K♥\uFE0F 10♦\uFE0E')).toEqual(parseCards('AS KH 10D'));
  });

  it('accepts a string exactly when it matches the grammar of §1 (property, against a hand-written oracle)', () => {
    const rank = '(?:[Aa]|[Kk]|[Qq]|[Jj]|10|[Tt]|[2-9])';
    const suit = '(?:[SsHhDdCc]|[♠♥♦♣][\\uFE0F\\uFE0E]?)';
    const grammar = new RegExp(`^(?:${rank}${suit}|[Rr][Jj]|[Bb][Jj])$`);
    const unit = fc.constantFrom(
      'A',
      'a',
      'K',
      'T',
      't',
      '1',
      '0',
      '9',
      'S',
      's',
      'H',
      'c',
      'R',
      'J',
      'j',
      'B',
      '♠',
      '♥',
      '♤',
      '♡',
      'ſ',
      'Ｓ',
      '\uFE0F',
      '\uFE0E',
      ' ',
      '\u212A',
      'İ',
    );
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 5 }), (text) => {
        const token = text.trim();
        let card: Card | null = null;
        try {
          card = parseCard(text);
        } catch (e) {
          expect((e as EngineError).code).toBe('invalid-card');
        }
        expect(card !== null).toBe(grammar.test(token));
        if (card !== null) expect(CARDS).toContain(card);
      }),
      { numRuns: 3000 },
    );
  });
});

// ─── 5. Rule helpers used by the tools ──────────────────────────────────────

describe('5 the rule helpers check their input', () => {
  it('resolveTrick refuses the same card as lead and follow (duplicate-card), as resolveBid refuses the same bid twice', () => {
    for (const card of fullDeck(true)) {
      const error = engineErrorOf(() => resolveTrick({ lead: card, follow: copy(card), leaderTrump: 'S', followerTrump: 'H' }));
      expect(error.code).toBe('duplicate-card');
    }
    expect(() => resolveBid(parseCard('AS'), parseCard('5H'), parseCard('5H'))).toThrow(EngineError);
    expect(resolveTrick({ lead: parseCard('5H'), follow: parseCard('6H'), leaderTrump: 'S', followerTrump: 'C' }).winner).toBe('follower');
  });

  it('resolveTrick refuses what is not a card (invalid-card) and a trump that is not a suit (invalid-trump)', () => {
    const lead = parseCard('7S');
    const follow = parseCard('KS');
    for (const junk of [{}, { rank: 5, suit: 'H', joker: 'black' }, { rank: 5, suit: 'H', foo: 1 }, null, 'AS']) {
      expect(codeOf(() => resolveTrick({ lead: junk as Card, follow, leaderTrump: 'S', followerTrump: 'H' }))).toBe('invalid-card');
      expect(codeOf(() => resolveTrick({ lead, follow: junk as Card, leaderTrump: 'S', followerTrump: 'H' }))).toBe('invalid-card');
    }
    for (const trump of ['X', 's', null, undefined]) {
      expect(codeOf(() => resolveTrick({ lead, follow, leaderTrump: trump as 'S', followerTrump: 'H' }))).toBe('invalid-trump');
      expect(codeOf(() => resolveTrick({ lead, follow, leaderTrump: 'S', followerTrump: trump as 'S' }))).toBe('invalid-trump');
    }
    expect(codeOf(() => resolveTrick(null as never))).toBe('invalid-argument');
  });

  it('handPlays refuses a hand with the same card twice (duplicate-card), non-cards (invalid-card) and a junk toBeat', () => {
    expect(codeOf(() => handPlays(parseCards('AS AS'), null))).toBe('duplicate-card');
    expect(codeOf(() => handPlays([parseCard('AS'), copy(parseCard('AS'))], null))).toBe('duplicate-card');
    expect(codeOf(() => handPlays([{} as Card, parseCard('AS')], null))).toBe('invalid-card');
    expect(codeOf(() => handPlays('AS KS' as unknown as Card[], null))).toBe('invalid-argument');
    expect(codeOf(() => handPlays(parseCards('AS KS'), { kind: 'pair' } as never))).toBe('invalid-argument');
    const plays = handPlays(parseCards('AS AH KS'), null);
    expect(plays.map((p) => p.cards.map(formatCard).join(' '))).toEqual(['AS', 'AH', 'KS', 'AS AH']);
  });

  it('classifyCombo returns null for anything that is not distinct, valid cards', () => {
    const junk: unknown[] = [
      [{}],
      [{ rank: 5, suit: 'H', joker: 'black' }],
      [{ rank: 5, suit: 'H', foo: 1 }],
      [{ rank: 1, suit: 'S' }],
      [{ rank: 5, suit: 'X' }],
      [null],
      // eslint-disable-next-line no-sparse-arrays
      [,],
      new Array(3),
      [parseCard('5H'), , parseCard('5S')], // eslint-disable-line no-sparse-arrays
      [parseCard('5H'), copy(parseCard('5H'))],
      null,
      'AS',
      [],
    ];
    for (const cards of junk) expect(classifyCombo(cards as Card[])).toBeNull();
    expect(classifyCombo([copy(parseCard('5H'))])).toEqual({ kind: 'single', size: 1, rank: 5 });
  });

  it.each([
    ['-1', -1],
    ['14', 14],
    ['1.5', 1.5],
    ['NaN', Number.NaN],
    ['Infinity', Infinity],
    ['the string "3"', '3'],
  ])('trickPoints(%s) is invalid-argument (0..13 only)', (_name, n) => {
    expect(codeOf(() => trickPoints(n as number))).toBe('invalid-argument');
  });

  it.each([
    ['more than 13 tricks', { melds: [0, 0], tricks: [7, 7], cardsLeft: [0, 3] }],
    ['14 tricks for one player', { melds: [0, 0], tricks: [14, 0], cardsLeft: [0, 3] }],
    ['negative tricks', { melds: [0, 0], tricks: [-1, 14], cardsLeft: [0, 3] }],
    ['fractional tricks', { melds: [0, 0], tricks: [6.5, 6.5], cardsLeft: [0, 3] }],
    ['negative melds', { melds: [-5, 0], tricks: [7, 6], cardsLeft: [0, 3] }],
    ['fractional melds', { melds: [1.5, 0], tricks: [7, 6], cardsLeft: [0, 3] }],
    ['15 cards left', { melds: [0, 0], tricks: [7, 6], cardsLeft: [0, 15] }],
    ['negative cards left', { melds: [0, 0], tricks: [7, 6], cardsLeft: [0, -1] }],
    ['both players with cards left', { melds: [0, 0], tricks: [7, 6], cardsLeft: [2, 3] }],
    ['a missing field', { melds: [0, 0], tricks: [7, 6] }],
    ['a pair of three', { melds: [0, 0, 0], tricks: [7, 6], cardsLeft: [0, 3] }],
    ['strings', { melds: ['10', '0'], tricks: [7, 6], cardsLeft: [0, 3] }],
    ['no deal at all', null],
  ])('scoreDeal with %s is invalid-argument', (_name, deal) => {
    expect(codeOf(() => scoreDeal(deal as never))).toBe('invalid-argument');
  });

  it('scoreDeal still scores real deals', () => {
    expect(scoreDeal({ melds: [100, 40], tricks: [7, 6], cardsLeft: [0, 3] }).total).toEqual([300, 70]);
    expect(scoreDeal({ melds: [0, 0], tricks: [13, 0], cardsLeft: [14, 0] }).total).toEqual([180, 140]);
  });
});
