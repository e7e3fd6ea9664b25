// The coach of the first deal: it explains every decision and result of a whole deal, and offers to take back a costly trump.
import { describe, expect, it } from 'vitest';
import { bestTrumpTotals, legalActionsFor, playersToAct } from '../../src/engine/index';
import type { Suit } from '../../src/engine/index';
import { COACHED_DEAL } from '../../src/components/learn/CoachedDeal';
import { coachNotes } from '../../src/components/learn/coachNotes';
import { applyEntry, COMPUTER, currentState, HUMAN, startSession, truncateSession, type Session } from '../../src/components/play/session/session';
import { coachProps } from '../../src/components/learn/islandProps';
import { say } from '../../src/components/learn/words';

const SUITS: Suit[] = ['S', 'H', 'D', 'C'];

/**
 * Plays on until `stop`: the person bids their lowest card and takes every turn-up they win (as a learner keeping
 * good cards would), the other seat plays its first legal action.
 */
function playOn(session: Session, stop: (s: Session) => boolean): Session {
  let s = session;
  for (let i = 0; i < 500 && !stop(s); i++) {
    const state = currentState(s);
    const who = playersToAct(state)[0];
    if (who === undefined) break;
    const actions = legalActionsFor(state, who);
    let action = actions[0];
    if (who === HUMAN && actions.some((a) => a.type === 'bid')) {
      action = actions.reduce((low, a) => (a.type === 'bid' && low.type === 'bid' && 'rank' in a.card && 'rank' in low.card && a.card.rank < low.card.rank ? a : low));
    }
    if (who === HUMAN) action = actions.find((a) => a.type === 'take') ?? action;
    s = applyEntry(s, action);
  }
  return s;
}

describe('the coached first deal', () => {
  for (const lang of ['en', 'ja'] as const) {
    it(`${lang}: says something at every decision of the person and ends with the hand scores`, () => {
      const { words } = coachProps(lang);
      let s = startSession(COACHED_DEAL);
      let decisions = 0;
      for (let i = 0; i < 500; i++) {
        const state = currentState(s);
        const who = playersToAct(state)[0];
        if (who === undefined) break;
        if (who === HUMAN) {
          decisions++;
          const notes = coachNotes(s, words, lang);
          expect(notes.now, `${state.phase} ${i}`).not.toBe('');
          expect(notes.now).not.toMatch(/\{\w+\}|coach\./);
        }
        s = applyEntry(s, legalActionsFor(state, who)[0]);
        expect(coachNotes(s, words, lang).last).not.toMatch(/\{\w+\}|coach\.|rung\./);
      }
      expect(currentState(s).phase).toBe('game-over');
      expect(decisions).toBeGreaterThan(26);
      expect(coachNotes(s, words, lang).end).toMatch(/\d/);
    });
  }

  it('a trump that scores less than another gets a gentle note, and taking it back returns to the declaration', () => {
    const { words } = coachProps('en');
    const atDeclare = playOn(startSession(COACHED_DEAL), (s) => legalActionsFor(currentState(s), HUMAN).some((a) => a.type === 'declare'));
    const hand = currentState(atDeclare).deal.hands[HUMAN];
    const totals = bestTrumpTotals(hand);
    const worst = SUITS.reduce((w, suit) => (totals[suit] < totals[w] ? suit : w));
    const best = SUITS.reduce((b, suit) => (totals[suit] > totals[b] ? suit : b));
    expect(totals[best], 'this deal offers a better and a worse trump').toBeGreaterThan(totals[worst]);
    const declared = applyEntry(atDeclare, { type: 'declare', player: HUMAN, trump: worst });
    const notes = coachNotes(declared, words, 'en');
    expect(notes.mistake?.text).toContain(String(totals[best]));
    expect(notes.mistake?.keep).toBe(atDeclare.entries.length);
    const back = truncateSession(declared, notes.mistake!.keep!);
    expect(back.entries.length).toBe(atDeclare.entries.length);
    expect(coachNotes(back, words, 'en').mistake).toBeNull();
    const good = applyEntry(atDeclare, { type: 'declare', player: HUMAN, trump: best });
    expect(coachNotes(good, words, 'en').mistake).toBeNull();
  });

  for (const lang of ['en', 'ja'] as const) {
    it(`${lang}: the trump may be taken back only before the computer has declared its own (S9, as undo)`, () => {
      const { words } = coachProps(lang);
      // Played as a learner would, this deal gives the person the last card (R3): they declare first.
      const atDeclare = playOn(startSession(COACHED_DEAL), (s) => legalActionsFor(currentState(s), HUMAN).some((a) => a.type === 'declare'));
      expect(currentState(atDeclare).deal.firstPlayer, 'the person declares first').toBe(HUMAN);
      const totals = bestTrumpTotals(currentState(atDeclare).deal.hands[HUMAN]);
      const worst = SUITS.reduce((w, suit) => (totals[suit] < totals[w] ? suit : w));
      const declared = applyEntry(atDeclare, { type: 'declare', player: HUMAN, trump: worst });
      const before = coachNotes(declared, words, lang).mistake;
      expect(before?.keep).toBe(atDeclare.entries.length);
      expect(before?.text).toContain(say(words, 'coach.mayTakeBack'));
      // The computer declares: its trump is now known to the person, so the choice stands; the note stays, without the offer.
      const answered = applyEntry(declared, legalActionsFor(currentState(declared), COMPUTER)[0]);
      expect(currentState(answered).deal.declarations.map((d) => d.player)).toEqual([HUMAN, COMPUTER]);
      const after = coachNotes(answered, words, lang).mistake;
      expect(after?.keep).toBeNull();
      expect(after?.text).toContain(String(Math.max(...Object.values(totals))));
      expect(after?.text).not.toContain(say(words, 'coach.mayTakeBack'));
    });
  }
});
