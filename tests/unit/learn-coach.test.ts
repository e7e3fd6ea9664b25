// The coach of the first deal: it explains every decision and result of a whole deal, and offers to take back a costly trump.
import { describe, expect, it } from 'vitest';
import { bestTrumpTotals, legalActionsFor, mustFollowSuit, playersToAct, playerView } from '../../src/engine/index.ts';
import { declarationFromView } from '../../src/engine/ai/index.ts';
import type { Suit } from '../../src/engine/index.ts';
import { COACHED_DEAL } from '../../src/components/learn/CoachedDeal.tsx';
import { coachNotes, type TrumpValues } from '../../src/components/learn/coachNotes.ts';
import {
  applyEntry,
  COMPUTER,
  currentState,
  HUMAN,
  startSession,
  truncateSession,
  type Session,
} from '../../src/components/play/session/session.ts';
import { coachProps } from '../../src/components/learn/islandProps.ts';
import { cardList, say } from '../../src/components/learn/words.ts';
import { bySuit } from '../../src/components/cards/handOrder.ts';
import { signed } from '../../src/i18n/lang.ts';

const SUITS: Suit[] = ['S', 'H', 'D', 'C'];

/**
 * Plays on until `stop`. As a `learner` the person bids their lowest card and takes every turn-up they win (keeping good
 * cards); as a `newcomer` they press the first choice, as the other seat always does.
 */
function playOn(session: Session, stop: (s: Session) => boolean, person: 'learner' | 'newcomer' = 'learner'): Session {
  let s = session;
  for (let i = 0; i < 500 && !stop(s); i++) {
    const state = currentState(s);
    const who = playersToAct(state)[0];
    if (who === undefined) break;
    const actions = legalActionsFor(state, who);
    let action = actions[0];
    if (who === HUMAN && person === 'learner') {
      if (actions.some((a) => a.type === 'bid')) {
        action = actions.reduce((low, a) =>
          a.type === 'bid' && low.type === 'bid' && 'rank' in a.card && 'rank' in low.card && a.card.rank < low.card.rank ? a : low,
        );
      }
      action = actions.find((a) => a.type === 'take') ?? action;
    }
    s = applyEntry(s, action);
  }
  return s;
}

/**
 * Plays the coached deal, then the deals of further seeds (`prefix`-1, -2, …) until `enough()`, every seat pressing its
 * first choice; `visit` sees the session at each of the person's turns.
 */
function personTurns(prefix: string, enough: () => boolean, visit: (s: Session) => void): void {
  for (let k = 0; k < 20 && !enough(); k++) {
    let s = startSession(k === 0 ? COACHED_DEAL : { ...COACHED_DEAL, seed: `${prefix}-${k}` });
    for (let i = 0; i < 500; i++) {
      const state = currentState(s);
      const who = playersToAct(state)[0];
      if (who === undefined) break;
      if (who === HUMAN) visit(s);
      s = applyEntry(s, legalActionsFor(state, who)[0]);
    }
  }
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
          // It is the person's turn: never "the computer is deciding" (as when only a pass was left in the play-off).
          expect(notes.now, `${state.phase} ${i}`).not.toBe(say(words, 'coach.wait'));
          expect(notes.now).not.toMatch(/\{\w+\}|coach\./);
        }
        s = applyEntry(s, legalActionsFor(state, who)[0]);
        expect(coachNotes(s, words, lang).last).not.toMatch(/\{\w+\}|coach\.|rung\./);
      }
      expect(currentState(s).phase).toBe('game-over');
      expect(decisions).toBeGreaterThan(26);
      expect(coachNotes(s, words, lang).end).toMatch(/\d/);
      // The last play-off round ended the deal: its winner went out, and nobody leads another.
      const end = currentState(s);
      const winner = end.game.deals[end.game.deals.length - 1].cardsLeft.findIndex((n) => n === 0);
      const name = say(words, winner === HUMAN ? 'coach.you' : 'coach.computer');
      expect(coachNotes(s, words, lang).last).toBe(say(words, 'coach.wentOut', { winner: name }));
    });
  }

  it('following in the tricks, the note lists the playable cards as the hand shows them, or says any card may go', () => {
    const seen = { listed: 0, any: 0, allFollowing: 0 };
    personTurns(
      'coach-follow',
      () => seen.listed > 0 && seen.any > 0 && seen.allFollowing > 0,
      (s) => {
        const state = currentState(s);
        const view = playerView(state, HUMAN);
        if (state.phase !== 'tricks' || !view.trick?.lead) return;
        const legal = view.legalActions.flatMap((a) => (a.type === 'play' ? [a.card] : []));
        // Unable to follow suit (the engine's rule: no card of the suit led), not merely every card playable (a hand
        // holding only the suit led, or the last trick).
        const any = !mustFollowSuit(view.hand, view.trick.lead, view.trumps[view.trick.leader]);
        for (const lang of ['en', 'ja'] as const) {
          const { words } = coachProps(lang);
          const now = coachNotes(s, words, lang).now;
          if (any)
            expect(now).toContain(say(words, 'coach.followAny', { n: '|', card: '|', mine: '|', theirs: '|' }).split('|')[2].slice(0, 20));
          else expect(now).toContain(cardList(bySuit(legal), lang));
        }
        seen[any ? 'any' : 'listed']++;
        if (!any && legal.length === view.hand.length) seen.allFollowing++;
      },
    );
    expect(seen.listed, 'follows with a choice among some cards').toBeGreaterThan(0);
    expect(seen.any, 'follows unable to follow suit').toBeGreaterThan(0);
    expect(seen.allFollowing, 'follows where every card in hand is of the suit led (listed, not "cannot follow")').toBeGreaterThan(0);
  });

  it('in the play-off, when nothing in hand beats the table, the note says the person passes (not "beat it or pass")', () => {
    let met = 0;
    personTurns(
      'coach-pass',
      () => met > 0,
      (s) => {
        const state = currentState(s);
        const actions = legalActionsFor(state, HUMAN);
        if (state.phase !== 'play-off' || !actions.every((a) => a.type === 'pass')) return;
        met++;
        for (const lang of ['en', 'ja'] as const) {
          const { words } = coachProps(lang);
          const now = coachNotes(s, words, lang).now;
          const [before, after] = say(words, 'coach.playoffPassOnly').split('{cards}');
          expect(now.startsWith(before) && now.endsWith(after), `${lang}: ${now}`).toBe(true);
        }
      },
    );
    expect(met, 'a play-off turn with only a pass left').toBeGreaterThan(0);
  });

  it('a trump worth less than another with perfect play after gets a gentle note, and taking it back returns to the declaration', () => {
    const { words } = coachProps('en');
    const atDeclare = playOn(startSession(COACHED_DEAL), (s) => legalActionsFor(currentState(s), HUMAN).some((a) => a.type === 'declare'));
    // What the island solves in its worker at the declaration.
    const solved = declarationFromView(playerView(currentState(atDeclare), HUMAN))!;
    expect(solved.exact).toBe(true);
    const trumps: TrumpValues = { at: atDeclare.entries.length, values: solved.values, best: solved.best };
    const worst = SUITS.reduce((w, suit) => (solved.values[suit] < solved.values[w] ? suit : w));
    expect(solved.values[solved.best], 'this deal offers a better and a worse trump').toBeGreaterThan(solved.values[worst]);
    // Before the values arrive the coach says it is working them out; then it names each trump's value.
    expect(coachNotes(atDeclare, words, 'en').now).toContain(words['coach.declareSolving']!);
    expect(coachNotes(atDeclare, words, 'en', trumps).now).toContain(signed(solved.values[worst]));
    const declared = applyEntry(atDeclare, { type: 'declare', player: HUMAN, trump: worst });
    const notes = coachNotes(declared, words, 'en', trumps);
    expect(notes.mistake?.text).toContain(signed(solved.values[solved.best]));
    expect(notes.mistake?.text).toContain(signed(solved.values[worst]));
    expect(notes.mistake?.keep).toBe(atDeclare.entries.length);
    const back = truncateSession(declared, notes.mistake!.keep!);
    expect(back.entries.length).toBe(atDeclare.entries.length);
    expect(coachNotes(back, words, 'en', trumps).mistake).toBeNull();
    const good = applyEntry(atDeclare, { type: 'declare', player: HUMAN, trump: solved.best });
    expect(coachNotes(good, words, 'en', trumps).mistake).toBeNull();
  });

  it('at the declaration the exact values come first, against the best reply or against the trump the computer already named', () => {
    const declaring = (s: Session) => legalActionsFor(currentState(s), HUMAN).some((a) => a.type === 'declare');
    // The coached deal as a learner plays it, and the first deal of other seeds in which the computer took the last card.
    const computerFirst = Array.from({ length: 30 }, (_, k) =>
      playOn(startSession({ ...COACHED_DEAL, seed: `coach-second-${k}` }), declaring, 'newcomer'),
    ).find((s) => declaring(s) && currentState(s).deal.firstPlayer !== HUMAN);
    expect(computerFirst, 'a deal where the computer declares first').toBeDefined();
    for (const [name, atDeclare] of [
      ['the person declares first', playOn(startSession(COACHED_DEAL), declaring)],
      ['the computer declares first', computerFirst!],
    ] as const) {
      const state = currentState(atDeclare);
      const replying = state.deal.firstPlayer !== HUMAN;
      expect(replying, name).toBe(name === 'the computer declares first');
      // Declaring second, the person sees the computer's trump: its value is against that trump.
      if (replying) expect(playerView(state, HUMAN).trumps[COMPUTER], name).not.toBeNull();
      const solved = declarationFromView(playerView(state, HUMAN))!;
      const trumps: TrumpValues = { at: atDeclare.entries.length, values: solved.values, best: solved.best };
      for (const lang of ['en', 'ja'] as const) {
        const { words } = coachProps(lang);
        const now = coachNotes(atDeclare, words, lang, trumps).now;
        const values = now.indexOf(signed(solved.values.S));
        expect(values, `${name}, ${lang}: the values`).toBeGreaterThan(0);
        expect(values, `${name}, ${lang}: before the rule`).toBeLessThan(now.indexOf('R5'));
        // The words after the values say against what they were solved (the reply to come, or the trump named).
        const against = (key: 'coach.declareValuesAfter' | 'coach.declareValues') =>
          say(words, key, { values: '|' }).split('|')[1].slice(0, 70);
        expect(now, `${name}, ${lang}`).toContain(against(replying ? 'coach.declareValuesAfter' : 'coach.declareValues'));
        expect(now, `${name}, ${lang}`).not.toContain(against(replying ? 'coach.declareValues' : 'coach.declareValuesAfter'));
      }
    }
  });

  it('judges a trump by its value, not by its meld points: a best trump with fewer meld points gets no note', () => {
    const { words } = coachProps('en');
    // The same deal from another seed, until the best trump by value scores fewer meld points than another trump.
    for (let seed = 0; seed < 30; seed++) {
      const start = startSession({ ...COACHED_DEAL, seed: `coach-lower-${seed}` });
      const atDeclare = playOn(start, (s) => legalActionsFor(currentState(s), HUMAN).some((a) => a.type === 'declare'));
      const state = currentState(atDeclare);
      if (!legalActionsFor(state, HUMAN).some((a) => a.type === 'declare')) continue;
      const solved = declarationFromView(playerView(state, HUMAN))!;
      const totals = bestTrumpTotals(state.deal.hands[HUMAN]);
      const topMelds = SUITS.reduce((b, suit) => (totals[suit] > totals[b] ? suit : b));
      if (!solved.exact || totals[solved.best] >= totals[topMelds]) continue;
      const trumps: TrumpValues = { at: atDeclare.entries.length, values: solved.values, best: solved.best };
      expect(
        coachNotes(applyEntry(atDeclare, { type: 'declare', player: HUMAN, trump: solved.best }), words, 'en', trumps).mistake,
      ).toBeNull();
      if (solved.values[topMelds] < solved.values[solved.best]) {
        expect(
          coachNotes(applyEntry(atDeclare, { type: 'declare', player: HUMAN, trump: topMelds }), words, 'en', trumps).mistake,
        ).not.toBeNull();
      }
      return;
    }
    throw new Error('no deal among 30 where the best trump has fewer meld points');
  });

  for (const lang of ['en', 'ja'] as const) {
    it(`${lang}: the trump may be taken back only before the computer has declared its own (S9, as undo)`, () => {
      const { words } = coachProps(lang);
      // Played as a learner would, this deal gives the person the last card (R3): they declare first.
      const atDeclare = playOn(startSession(COACHED_DEAL), (s) =>
        legalActionsFor(currentState(s), HUMAN).some((a) => a.type === 'declare'),
      );
      expect(currentState(atDeclare).deal.firstPlayer, 'the person declares first').toBe(HUMAN);
      const solved = declarationFromView(playerView(currentState(atDeclare), HUMAN))!;
      const trumps: TrumpValues = { at: atDeclare.entries.length, values: solved.values, best: solved.best };
      const worst = SUITS.reduce((w, suit) => (solved.values[suit] < solved.values[w] ? suit : w));
      const declared = applyEntry(atDeclare, { type: 'declare', player: HUMAN, trump: worst });
      const before = coachNotes(declared, words, lang, trumps).mistake;
      expect(before?.keep).toBe(atDeclare.entries.length);
      expect(before?.text).toContain(say(words, 'coach.mayTakeBack'));
      // The computer declares: its trump is now known to the person, so the choice stands; the note stays, without the offer.
      const answered = applyEntry(declared, legalActionsFor(currentState(declared), COMPUTER)[0]);
      expect(currentState(answered).deal.declarations.map((d) => d.player)).toEqual([HUMAN, COMPUTER]);
      const after = coachNotes(answered, words, lang, trumps).mistake;
      expect(after?.keep).toBeNull();
      expect(after?.text).toContain(signed(solved.values[solved.best]));
      expect(after?.text).not.toContain(say(words, 'coach.mayTakeBack'));
    });
  }
});
