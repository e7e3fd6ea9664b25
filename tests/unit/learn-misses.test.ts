// A wrong answer in the course is explained from the engine's result, in both languages: what the chosen card, bid,
// player, number or combination does, speaking only of the cards the exercise offers.
import { describe, expect, it } from 'vitest';
import { missNote, questionData } from '../../src/components/learn/answers.ts';
import { questionOf } from '../../src/components/learn/course.ts';
import { buildQuestion } from '../../src/components/learn/grade.ts';
import { exercise } from '../../src/components/learn/islandProps.ts';
import { EXERCISES } from '../../src/components/learn/lessons.ts';
import type { Task } from '../../src/components/learn/tasks.ts';
import { paramText, say } from '../../src/components/learn/words.ts';
import type { Lang } from '../../src/i18n/lang.ts';
import { learnWordsOf } from '../../src/i18n/learn.ts';
import { missKeys } from '../../src/components/learn/misses.ts';

/** The sentence the island shows after this wrong selection, in a language (null: no note). */
function explain(task: Task, selected: string[], lang: Lang = 'en'): string | null {
  const q = buildQuestion(task);
  const note = missNote(questionData(q), selected);
  if (!note) return null;
  const words = learnWordsOf(lang, [note.key, ...missKeys(q.misses)]);
  return say(words, note.key, Object.fromEntries(Object.entries(note.params).map(([k, v]) => [k, paramText(v, words, lang)])));
}

describe('the explanation of a wrong answer', () => {
  for (const [id] of EXERCISES) {
    it(`${id}: every wrong single option has one, its words are in the island, in both languages, every value filled in`, () => {
      const q = questionOf(id);
      const data = questionData(q);
      for (const lang of ['en', 'ja'] as const) {
        const { words } = exercise(id, lang);
        for (const { id: option } of q.options) {
          if (q.grade([option])) continue;
          const note = missNote(data, [option]);
          expect(note, `${id} ${option}`).not.toBeNull();
          if (!note) continue;
          const text = say(
            words,
            note.key,
            Object.fromEntries(Object.entries(note.params).map(([k, v]) => [k, paramText(v, words, lang)])),
          );
          expect(text, `${id} ${option} ${lang}`).not.toMatch(/[{}]|miss\.|who\.|value\.|rung\./);
        }
      }
    });
  }

  it('says what the follower’s card does against the lead (R7)', () => {
    const task: Task = { kind: 'follow', hand: '9S 3H KS', lead: 'JS', leaderTrump: 'H', followerTrump: 'D', want: 'win' };
    expect(explain(task, ['9S'])).toBe('♠9 follows suit but ranks below ♠J, so the lead wins.');
    expect(explain(task, ['3H'])).toBe('B may not play ♥3: B holds spades, the suit led, and must follow suit.');
    expect(explain(task, ['9S'], 'ja')).toBe('♠9はフォローしていますが、♠Jよりランクが低いので、リードした札が勝ちます。');
    const lose: Task = { ...task, want: 'lose' };
    expect(explain(lose, ['KS'])).toBe('♠K follows suit and ranks above ♠J, so it wins.');
  });

  it('names the suit that is not the follower’s trump, and a trump that takes the trick', () => {
    const offSuit: Task = { kind: 'trick', lead: 'JS', follow: '9D', leaderTrump: 'H', followerTrump: 'C' };
    expect(explain(offSuit, ['B'])).toBe('♦9 does not beat ♠J: it is not of the suit led, and diamonds are not B’s trump.');
    const trumped: Task = { kind: 'trick', lead: '9C', follow: '2S', leaderTrump: 'H', followerTrump: 'S' };
    expect(explain(trumped, ['A'])).toBe('♠2 is B’s own trump and ♣9 is not A’s, so the trump takes the trick.');
  });

  it('speaks of the cards offered, not of an Ace that is not there', () => {
    const task: Task = { kind: 'highest', cards: '10H KS 9D QC' };
    expect(explain(task, ['9D'])).toBe('♦9 is not the highest: ♥10 outranks it.');
    expect(explain(task, ['QC'])).toBe('♣Q is not the highest: ♠K outranks it.');
    const q = buildQuestion(task);
    const { words } = exercise('cards-3', 'en');
    expect(say(words, q.hint)).not.toMatch(/Ace/);
  });

  it('says which step of the bid ladder a losing bid misses (R1)', () => {
    expect(explain({ kind: 'bid', turnUp: '7D', a: '5S', b: '5D' }, ['a'])).toBe(
      'The ranks are equal, so the turn-up ♦7 decides: ♦5 is of its suit and ♠5 is not.',
    );
    expect(explain({ kind: 'bid-rung', turnUp: 'AS', a: '5C', b: '5D' }, ['rank'])).toBe(
      'That step cannot separate these two bids: they are alike there.',
    );
    expect(explain({ kind: 'bid-rung', turnUp: 'AS', a: '5C', b: '5D' }, ['parity'])).toBe(
      'That step is never reached: an earlier one already separates the two bids.',
    );
  });

  it('in a several-answer question, explains the first wrong card chosen, then what is left out', () => {
    const legal: Task = { kind: 'legal', hand: '9S 3H KS', lead: 'JS', leaderTrump: 'H' };
    expect(explain(legal, ['9S', '3H'])).toBe('B may not play ♥3: B holds spades, the suit led, and must follow suit.');
    expect(explain(legal, ['9S'])).toBe('B may play more of these cards than those selected.');
    const melds: Task = { kind: 'meld-cards', hand: 'AS AH AD 5C 6C 7C 8C KH 2D 9S JS 4H 10D', trump: 'C' };
    expect(explain(melds, ['AS', 'KH'])).toBe('♥K is in no meld of this hand.');
  });

  it('says why a play-off selection does not beat the last combination', () => {
    const task: Task = { kind: 'beat', hand: '4S 4H 9C 10D', last: '7S 7C' };
    expect(explain(task, ['4S', '4H'])).toBe('♠4 ♥4 is the same kind and size as ♠7 ♣7 but does not rank higher.');
    expect(explain(task, ['9C'])).toBe('♣9 is not the same kind of combination, with as many cards, as ♠7 ♣7.');
    expect(explain(task, ['9C', '4S'])).toBe('The cards selected do not make one combination together.');
  });

  it('says what a wrong figure leaves out or which way it is off', () => {
    expect(explain({ kind: 'trick-points', tricks: 7, offer: [35, 70, 14] }, ['35'])).toBe(
      '35 counts 5 a trick, but 7 is odd, and an odd number of tricks is worth 10 each.',
    );
    expect(explain({ kind: 'game-value', loser: 300 }, ['1'])).toBe('With the loser on 300, the game is worth more than Single (×1).');
  });
});
