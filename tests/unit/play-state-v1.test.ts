// Records and saves made while the engine state was version 1 (flat), replayed by today's engine: same game, state by state.
//
// The fixtures (tests/fixtures/state-v1, made with the code before the state was nested by phase) hold, for every
// action, a hash of the version-1 state. Each state replayed now is written back in the version-1 shape
// (its fields in the old order) and hashed: equal hashes mean every field of every state is the same.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatRecord, loadRecord } from '../../src/components/play/session/gameRecord.ts';
import { currentState } from '../../src/components/play/session/session.ts';
import { readSaved } from '../../src/components/play/session/storage.ts';
import { STATE_VERSION, validateState } from '../../src/engine/index.ts';
import type { GameState } from '../../src/engine/index.ts';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/state-v1/${name}`, import.meta.url), 'utf8');
const hash = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);

/** The fields a state of every phase has besides its phase's own part. */
const SHARED_FIELDS = new Set(['version', 'options', 'rng', 'actionCount', 'game', 'deal', 'phase']);

/** `state` in the version-1 shape: one flat record, the fields in the order the old engine wrote them. */
function asVersion1(state: GameState): Record<string, unknown> {
  const { game, deal } = state;
  const flat: Record<string, unknown> = {
    version: 1,
    options: state.options,
    rng: state.rng,
    actionCount: state.actionCount,
    dealNumber: game.dealNumber,
    dealer: game.dealer,
    totals: game.totals,
    deals: game.deals,
    hands: deal.hands,
    bidPiles: deal.bidPiles,
    stock: deal.stock,
    outOfPlay: deal.outOfPlay,
    auctions: deal.auctions,
    firstPlayer: deal.firstPlayer,
    jokerChoices: deal.jokerChoices,
    declarations: deal.declarations,
    trumps: deal.trumps,
    tricks: deal.tricks,
    tricksWon: deal.tricksWon,
    rounds: deal.rounds,
    score: deal.score,
    phase: state.phase,
  };
  for (const [key, value] of Object.entries(state)) if (!SHARED_FIELDS.has(key)) flat[key] = value;
  return flat;
}

const GAMES = [
  { name: 'jokers', actions: 494, phase: 'game-over', result: 'P0 wins 355-325, game value 1' },
  { name: 'resign', actions: 151, phase: 'game-over', result: 'P1 wins 80-130, game value 4 (resignation)' },
] as const;

describe.each(GAMES)('a record made with the version-1 state ($name) replays to the same game', ({ name, actions, phase, result }) => {
  const text = fixture(`record-${name}.txt`);
  const v1: { hashes: string[]; last: Record<string, unknown> } = JSON.parse(fixture(`states-${name}.json`));

  it('every state, written back in the version-1 shape, hashes as the old engine’s did', () => {
    const { session } = loadRecord(text);
    expect(session.entries).toHaveLength(actions);
    expect(session.history.map((state) => hash(asVersion1(state)))).toEqual(v1.hashes);
  });

  it('the last state is the old one field by field, now nested, at version 2, and validateState accepts it', () => {
    const { session } = loadRecord(text);
    const last = currentState(session);
    expect(last.phase).toBe(phase);
    expect(last.version).toBe(STATE_VERSION);
    expect(STATE_VERSION).toBe(2);
    expect(v1.last.version).toBe(1);
    expect(JSON.parse(JSON.stringify(asVersion1(last)))).toEqual(v1.last);
    expect(validateState(JSON.parse(JSON.stringify(last)))).toBeTruthy();
    expect(text).toContain(`# Result: ${result}\n`);
  });

  it('written again, the record is byte for byte the one made before the change', () => {
    expect(formatRecord(loadRecord(text).session)).toBe(text);
  });

  it('its save (localStorage JSON) opens as the same game', () => {
    const loaded = readSaved(fixture(`save-${name}.json`));
    expect(loaded.kind).toBe('ok');
    if (loaded.kind !== 'ok') return;
    expect(loaded.session.entries).toEqual(loadRecord(text).session.entries);
    expect(hash(asVersion1(currentState(loaded.session)))).toBe(v1.hashes[v1.hashes.length - 1]);
  });
});
