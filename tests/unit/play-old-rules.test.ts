// Records and saves made before R7, R10 and R15 were revised (fixtures from the code at b0b627e): loaded under R7-S, or refused by name.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatRecord, loadRecord } from '../../src/components/play/session/gameRecord.ts';
import { recordErrorText } from '../../src/components/play/words/recordText.ts';
import { currentState, replaySession } from '../../src/components/play/session/session.ts';
import { readSaved } from '../../src/components/play/session/storage.ts';
import { recordErrorOf } from '../support/unit.ts';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/old-rules/${name}`, import.meta.url), 'utf8');

describe('an old record without Jokers (no R10/R15 difference) loads under R7-S, the rule it was played with', () => {
  const text = fixture('record-plain.txt');

  it('has no trick-rule line, so it is read as trickRule summary', () => {
    expect(text).not.toMatch(/trick-rule/);
    const { record, session } = loadRecord(text);
    expect(record.olderRules).toBe(true);
    expect(record.config.trickRule).toBe('summary');
    expect(currentState(session).options.trickRule).toBe('summary');
  });

  it('replays to the very result the old page wrote in the record', () => {
    const { session } = loadRecord(text);
    const state = currentState(session);
    expect(state.phase).toBe('game-over');
    if (state.phase !== 'game-over') return;
    const { winner, totals, value } = state.result;
    expect(text).toContain(`# Result: P${winner} wins ${totals[0]}-${totals[1]}, game value ${value}\n`);
  });

  it('written again, it names its rule, so it is never replayed under R7 by mistake', () => {
    const { session } = loadRecord(text);
    const rewritten = formatRecord(session);
    expect(rewritten).toContain('\ntrick-rule: summary\n');
    expect(loadRecord(rewritten).record.olderRules).toBe(false);
  });

  it('R7 would have given another game: the same moves under parlett end with other totals or are refused', () => {
    const { record, session } = loadRecord(text);
    const old = currentState(session);
    const underR7 = replaySession({ ...record.config, trickRule: 'parlett' }, record.entries);
    const differs = !underR7.ok || JSON.stringify(currentState(underR7.value).deal.score) !== JSON.stringify(old.deal.score);
    expect(differs).toBe(true);
  });

  it('its save (localStorage JSON) opens as the same game', () => {
    const loaded = readSaved(fixture('save-plain.json'));
    expect(loaded.kind).toBe('ok');
    if (loaded.kind !== 'ok') return;
    expect(JSON.stringify(currentState(loaded.session))).toBe(JSON.stringify(currentState(loadRecord(text).session)));
  });
});

describe('old records whose moves the revised rules refuse are named, never replayed differently', () => {
  it('R15: a declaration made before the other player’s Joker decision (move 44) is refused with a clear message', () => {
    const error = recordErrorOf(fixture('record-r15.txt'));
    expect(error.code).toBe('old-rules');
    expect(error.token).toBe('44 P0 declare D');
    expect(error.line).toBe(67);
    expect(recordErrorText(error, 'en')).toMatch(
      /^Line 67: this record was made under older rules .*move “44 P0 declare D” is no longer legal/,
    );
    expect(recordErrorText(error, 'ja')).toContain('67行目：この記録はルールの改訂');
    expect(recordErrorText(error, 'ja')).toContain('「44 P0 declare D」');
  });

  it('R10: a Joker played by a player who could follow suit (move 61) is refused with a clear message', () => {
    const error = recordErrorOf(fixture('record-r10.txt'));
    expect(error.code).toBe('old-rules');
    expect(error.token).toBe('61 P0 play BJ');
    expect(error.engineCode).toBe('must-follow-suit');
    const english = recordErrorText(error, 'en');
    expect(english).toContain('move “61 P0 play BJ” is no longer legal');
    expect(english).toContain('a Joker may be played only when void in it (R10)');
    expect(recordErrorText(error, 'ja')).toContain('ジョーカーを出せるのは');
  });

  it('their saves are reported as old-rules problems with the moves named, never thrown', () => {
    for (const [name, token] of [
      ['save-r15.json', '44 P0 declare D'],
      ['save-r10.json', '61 P0 play BJ'],
    ] as const) {
      const raw = fixture(name);
      const loaded = readSaved(raw);
      expect(loaded.kind).toBe('problem');
      if (loaded.kind !== 'problem') return;
      expect(loaded.problem).toBe('old-rules');
      expect(loaded.raw).toBe(raw);
      expect(loaded.error?.token).toBe(token);
    }
  });

  it('a record of today that breaks a rule is still "illegal", not "old-rules"', () => {
    const text = fixture('record-r10.txt').replace('target: 1\n', 'target: 1\ntrick-rule: summary\n');
    expect(recordErrorOf(text).code).toBe('illegal');
  });
});
