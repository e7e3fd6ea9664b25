// The play page's game record: written and read back identically, replayed to the same position, and broken records named by line and token.
import { describe, expect, it } from 'vitest';
import { formatCard, newGame } from '../../src/engine/index.ts';
import { formatRecord, loadRecord, parseRecord, RecordError, RECORD_TITLE } from '../../src/components/play/session/gameRecord.ts';
import { currentState } from '../../src/components/play/session/session.ts';
import { recordErrorText } from '../../src/components/play/words/recordText.ts';
import { newRandomGame, playConfig, recordErrorOf } from '../support/unit.ts';

const HEADER = `${RECORD_TITLE}\nseed: abc\njokers: off\ntarget: 1\ntrick-rule: parlett\nopponent: easy\nundo: on\n`;

describe('game record round trip', () => {
  for (const [jokers, seed] of [
    [false, 1],
    [true, 2],
    [false, 3],
    [true, 4],
  ] as const) {
    it(`a complete random game (jokers ${jokers ? 'on' : 'off'}) reads back to the same actions and the same final state`, () => {
      const session = newRandomGame({ jokers, seed: `round-${seed}`, target: 300, opponent: seed % 2 ? 'hard' : 'human' }, seed);
      expect(currentState(session).phase).toBe('game-over');
      const text = formatRecord(session);
      const { record, session: replayed } = loadRecord(text);
      expect(record.config).toEqual(session.config);
      expect(record.entries).toEqual(session.entries.map((e) => JSON.parse(JSON.stringify(e))));
      expect(JSON.stringify(currentState(replayed))).toBe(JSON.stringify(currentState(session)));
      expect(formatRecord(replayed)).toBe(text);
    });
  }

  it('says undo is off in a game between two people (it is never offered there, S9), whatever the option asked', () => {
    const session = newRandomGame({ seed: 'two', target: 1, opponent: 'human', undo: true }, 3);
    expect(session.config.undo).toBe(false);
    expect(formatRecord(session).split('\n')).toContain('undo: off');
  });

  it('is readable: a title, options, comments for deals and turn-ups, numbered actions in card notation', () => {
    const session = newRandomGame({ seed: 'readable', target: 1, opponent: 'easy' }, 9);
    const lines = formatRecord(session).split('\n');
    expect(lines.slice(0, 7)).toEqual([
      RECORD_TITLE,
      'seed: readable',
      'jokers: off',
      'target: 1',
      'trick-rule: parlett',
      'opponent: easy',
      'undo: on',
    ]);
    expect(lines).toContain('# Deal 1 (dealer P0)');
    expect(lines.some((l) => /^# Auction 1: turn-up (10|[2-9AKQJ])[SHDC]$/.test(l))).toBe(true);
    expect(lines.some((l) => /^1 P[01] bid (10|[2-9AKQJ])[SHDC]$/.test(l))).toBe(true);
    expect(lines.some((l) => /^\d+ P[01] declare [SHDC]$/.test(l))).toBe(true);
    expect(lines.some((l) => /^# Result: P[01] wins \d+-\d+, game value [1-4]$/.test(l))).toBe(true);
  });

  it('records a resignation and tolerates blank lines, CRLF, comments and other card spellings', () => {
    const card = newGame({ seed: 'abc', target: 1 }).deal.hands[0][0];
    const glyph = { S: '♠', H: '♥', D: '♦', C: '♣' } as const;
    const spelled =
      'suit' in card ? `${formatCard(card).slice(0, -1).replace('10', 'T').toLowerCase()}${glyph[card.suit]}` : formatCard(card);
    const text = `${HEADER}\r\n# a comment\r\n1 P0 bid ${spelled}\r\n\r\n2 P1 resign\r\n`;
    const { session } = loadRecord(text);
    const state = currentState(session);
    expect(state.phase).toBe('game-over');
    expect(state.phase === 'game-over' && state.result.reason).toBe('resign');
    expect(session.entries[0]).toEqual({ type: 'bid', player: 0, card });
  });

  it('defaults a missing opponent to two people, undo to on, and a missing trick rule to R7-S (records made before the option)', () => {
    const record = parseRecord(`${RECORD_TITLE}\nseed: x\njokers: on\ntarget: 300\n`);
    expect(record.config).toEqual(playConfig({ seed: 'x', jokers: true, target: 300, opponent: 'human', trickRule: 'summary' }));
    expect(record.olderRules).toBe(true);
  });

  it('R7-S: the trick rule is written in the record and read back (both values)', () => {
    for (const trickRule of ['parlett', 'summary'] as const) {
      const session = newRandomGame({ seed: `rule-${trickRule}`, target: 1, opponent: 'easy', trickRule }, 7);
      const text = formatRecord(session);
      expect(text).toContain(`\ntrick-rule: ${trickRule}\n`);
      const { record, session: replayed } = loadRecord(text);
      expect(record.config.trickRule).toBe(trickRule);
      expect(record.olderRules).toBe(false);
      expect(currentState(replayed).options.trickRule).toBe(trickRule);
      expect(JSON.stringify(currentState(replayed))).toBe(JSON.stringify(currentState(session)));
    }
  });
});

describe('broken records name the line and the token', () => {
  const cases: [string, string, RecordError['code'], number, string][] = [
    ['empty', '  \n# only a comment\n', 'empty', 1, ''],
    ['wrong title', 'Some other file\nseed: a', 'title', 1, 'Some other file'],
    ['another version', 'Galapagos game record v2\nseed: a', 'version', 1, 'v2'],
    ['unknown option', `${RECORD_TITLE}\nseed: a\ncolour: red\n`, 'unknown-option', 3, 'colour'],
    ['option twice', `${RECORD_TITLE}\nseed: a\nseed: b\n`, 'duplicate-option', 3, 'seed'],
    ['bad seed', `${RECORD_TITLE}\nseed: <script>\njokers: on\ntarget: 1\n`, 'bad-option', 2, '<script>'],
    ['bad jokers', `${RECORD_TITLE}\nseed: a\njokers: maybe\ntarget: 1\n`, 'bad-option', 3, 'maybe'],
    ['bad target', `${RECORD_TITLE}\nseed: a\njokers: on\ntarget: -5\n`, 'bad-option', 4, '-5'],
    ['bad trick rule', `${RECORD_TITLE}\nseed: a\njokers: on\ntarget: 1\ntrick-rule: japanese\n`, 'bad-option', 5, 'japanese'],
    ['missing target', `${RECORD_TITLE}\nseed: a\njokers: on\n1 P0 bid 7H\n`, 'missing-option', 4, 'target'],
    ['not an option line', `${RECORD_TITLE}\nseed a\n`, 'option-line', 2, 'seed a'],
    ['number out of order', `${HEADER}1 P0 bid 7H\n3 P1 bid 8H\n`, 'number', 9, '3'],
    ['bad player', `${HEADER}1 P2 bid 7H\n`, 'player', 8, 'P2'],
    ['unknown verb', `${HEADER}1 P0 shout\n`, 'verb', 8, 'shout'],
    ['bad card', `${HEADER}1 P0 bid XS\n`, 'card', 8, 'XS'],
    ['missing card', `${HEADER}1 P0 bid\n`, 'missing-card', 8, ''],
    ['bad suit', `${HEADER}1 P0 declare X\n`, 'suit', 8, 'X'],
    ['extra token', `${HEADER}1 P0 take now\n`, 'extra', 8, 'now'],
    ['not an action line', `${HEADER}1 P0 bid 7H\nP1 bid 8H\n`, 'action-line', 9, 'P1 bid 8H'],
  ];
  for (const [name, text, code, line, token] of cases) {
    it(name, () => {
      const error = recordErrorOf(text);
      expect(error.code).toBe(code);
      expect(error.line).toBe(line);
      expect(error.token).toBe(token);
      const words = recordErrorText(error, 'en');
      if (code !== 'empty') expect(words).toContain(`Line ${line}`);
      if (token) expect(words).toContain(token);
      expect(recordErrorText(error, 'ja')).toContain(code === 'empty' ? '空' : `${line}行目`);
    });
  }

  it('an illegal action names its line, the action and the engine’s reason', () => {
    // Take before both bids are revealed is refused by the engine.
    const error = recordErrorOf(`${HEADER}1 P0 take\n`);
    expect(error.code).toBe('illegal');
    expect(error.line).toBe(8);
    expect(error.token).toBe('1 P0 take');
    expect(error.engineCode).toBe('bids-not-revealed');
    expect(recordErrorText(error, 'en')).toBe(
      'Line 8: “1 P0 take” is not allowed at that point: Take or cede comes after both bids are revealed.',
    );
  });

  it('a card not in the hand is refused with the engine’s code', () => {
    const session = newRandomGame({ seed: 'abc', target: 1, opponent: 'easy' }, 5, (s) => s.entries.length > 0);
    const hand = currentState(session).deal.hands[0];
    const notMine = ['AS', 'KS', 'QS', 'JS', '10S', '9S', '8S', '7S', '6S', '5S', '4S', '3S', '2S'].find(
      (code) =>
        !hand.some(
          (c) =>
            'suit' in c &&
            `${c.rank === 14 ? 'A' : c.rank === 13 ? 'K' : c.rank === 12 ? 'Q' : c.rank === 11 ? 'J' : c.rank}${c.suit}` === code,
        ),
    )!;
    const error = recordErrorOf(`${HEADER}1 P0 bid ${notMine}\n`);
    expect(error.engineCode).toBe('card-not-in-hand');
  });

  it('refuses an over-long record before reading it', () => {
    expect(recordErrorOf(`${HEADER}${'#'.repeat(600_000)}`).code).toBe('too-long');
  });

  it('a hostile token is kept as text and shortened in the message', () => {
    const error = recordErrorOf(`${HEADER}1 P0 bid <img/src=x/onerror=alert(1)>${'x'.repeat(100)}\n`);
    expect(error.code).toBe('card');
    const words = recordErrorText(error, 'en');
    expect(words).toContain('<img/src=x/onerror=alert(1)>');
    expect(words.length).toBeLessThan(120);
  });
});
