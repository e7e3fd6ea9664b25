// The auction hint's "why" names its cards in one sentence, in both languages: every reason and cite the engine gives has its words.
import { describe, expect, it } from 'vitest';
import { cardId, playerView } from '../../src/engine/index.ts';
import type { Card, GameState } from '../../src/engine/index.ts';
import { AI_REASONS, citeAuction } from '../../src/engine/ai/index.ts';
import type { AiReason, AuctionCite } from '../../src/engine/ai/index.ts';
import { citedKey, hintWhyParts } from '../../src/components/play/words/hintWhy.ts';
import { partsText, type Part } from '../../src/components/play/words/parts.ts';
import { aiReasonText } from '../../src/components/play/words/words.ts';
import { cardName } from '../../src/i18n/cards.ts';
import { playStrings } from '../../src/i18n/play.ts';
import { reasonsEn } from '../../src/i18n/reasons-en.ts';
import { auctionChoiceStates } from '../support/ai-games.ts';
import { reasonsJa } from '../../src/i18n/reasons-ja.ts';

const LANGS = ['en', 'ja'] as const;
const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const said = (parts: readonly Part[], lang: 'en' | 'ja') => partsText(parts, lang, playStrings[lang]['list.sep']);
const cardsIn = (parts: readonly Part[]) => parts.flatMap((p) => (typeof p === 'string' ? [] : p.cards)).map(cardId);

/** Player 0's auction and Joker positions in games between two rules players, with Jokers (so the Joker's choice comes up). */
const positions = (games: number): GameState[] => auctionChoiceStates('hint-why', games, true);

/** The reasons and cites the engine gives for player 0's actions in these positions, whatever the reason asked for: a few of each sentence. */
function citedReasons(): { reason: AiReason; cites: AuctionCite }[] {
  const out = new Map<string, { reason: AiReason; cites: AuctionCite }[]>();
  for (const state of positions(3)) {
    const view = playerView(state, 0);
    for (const action of view.legalActions)
      for (const reason of AI_REASONS) {
        const cites = citeAuction(view, action, reason);
        if (cites === undefined) continue;
        const same = out.get(citedKey(reason, cites.kind)) ?? [];
        if (same.length < 8) out.set(citedKey(reason, cites.kind), [...same, { reason, cites }]);
      }
  }
  return [...out.values()].flat();
}

describe("the auction hint's words with cards", () => {
  const cited = citedReasons();

  it('English and Japanese have the same cited sentences, each with the same placeholders', () => {
    const keys = (dict: Record<string, string>) => Object.keys(dict).filter((k) => k.startsWith('cited.'));
    expect(keys(reasonsJa).sort()).toEqual(keys(reasonsEn).sort());
    expect(keys(reasonsEn).length).toBeGreaterThan(20);
    for (const key of keys(reasonsEn))
      expect(placeholders(reasonsJa[key as keyof typeof reasonsJa]), key).toEqual(placeholders(reasonsEn[key as keyof typeof reasonsEn]));
  });

  it('every reason and kind of cite the engine gives has its sentence, and every sentence is one the engine can give', () => {
    const given = new Set(cited.map(({ reason, cites }) => citedKey(reason, cites.kind)));
    for (const key of given) expect(Object.hasOwn(reasonsEn, key), key).toBe(true);
    // No sentence waits for a cite that never comes ('all-idle' is rare: a low turn-up when nothing unknown would meld).
    const sentences = Object.keys(reasonsEn).filter((k) => k.startsWith('cited.') && !k.startsWith('cited.meld.') && k !== 'cited.and');
    expect(sentences.filter((k) => !given.has(k as never))).toEqual(['cited.cede-weak-turn-up.all-idle']);
  });

  it('each sentence fills every placeholder, and shows the cards it cites as cards (read by their names)', () => {
    for (const lang of LANGS)
      for (const { reason, cites } of cited) {
        const parts = hintWhyParts({ reason, cites }, lang);
        const text = said(parts, lang);
        expect(text, `${lang} ${reason} ${cites.kind}`).not.toMatch(/[{}]/);
        const shown = cardsIn(parts);
        const named: Card[] = [];
        if ('turnUp' in cites) named.push(cites.turnUp);
        if ('card' in cites) named.push(cites.card);
        if ('partners' in cites) named.push(...cites.partners);
        if ('pile' in cites) named.push(...cites.pile);
        for (const card of named) {
          expect(shown, `${lang} ${reason}`).toContain(cardId(card));
          expect(text).toContain(cardName(card, lang));
        }
      }
  });

  it('says a meld by its kind and size, and the points it adds', () => {
    const meld: AuctionCite = {
      kind: 'meld',
      whose: 'mine',
      card: { rank: 13, suit: 'S' },
      partners: [
        { rank: 12, suit: 'S' },
        { rank: 11, suit: 'S' },
      ],
      melds: [{ kind: 'sequence', size: 3 }],
      gain: 10,
      bid: { rank: 4, suit: 'D' },
    };
    const en = said(hintWhyParts({ reason: 'bid-to-win-meld', cites: meld }, 'en'), 'en');
    expect(en).toBe(
      'the King of spades makes a 3-card sequence with your Queen of spades, Jack of spades (+10 meld points), and the Four of diamonds should win it',
    );
    const ja = said(hintWhyParts({ reason: 'bid-to-win-meld', cites: meld }, 'ja'), 'ja');
    expect(ja).toContain('3枚のシークエンス');
    expect(ja).toContain('10点');
  });

  it('without cites, or with a reason and cite that have no sentence, says the reason in general words', () => {
    for (const lang of LANGS) {
      expect(hintWhyParts({ reason: 'keep-joker-for-tricks' }, lang)).toEqual([aiReasonText('keep-joker-for-tricks', lang)]);
      const turnUp: AuctionCite = { kind: 'turn-up', turnUp: { rank: 9, suit: 'H' }, bid: null };
      expect(hintWhyParts({ reason: 'lead-trump', cites: turnUp }, lang)).toEqual([aiReasonText('lead-trump', lang)]);
    }
  });
});
