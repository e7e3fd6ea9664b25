// The game log and the words for engine values: every bid with its rung, every trick with its reason, private cards only to their owner.
import { describe, expect, it } from 'vitest';
import { playerView } from '../../src/engine/index.ts';
import { describeGame } from '../../src/components/play/log/describe.ts';
import { partsText } from '../../src/components/play/words/parts.ts';
import { currentState } from '../../src/components/play/session/session.ts';
import { actionParts, aiReasonText, announcementText, comboName, seatNames, seatSentence } from '../../src/components/play/words/words.ts';
import { cardName } from '../../src/i18n/cards.ts';
import { playStrings } from '../../src/i18n/play.ts';
import { reasonsEn } from '../../src/i18n/reasons-en.ts';
import { reasonsJa } from '../../src/i18n/reasons-ja.ts';
import { AI_REASONS } from '../../src/engine/ai/index.ts';
import { newRandomGame, playConfig } from '../support/unit.ts';

/** A line of the log as the live region says it (cards joined by the language's list separator). */
const said = (parts: Parameters<typeof partsText>[0], lang: 'en' | 'ja'): string => partsText(parts, lang, playStrings[lang]['list.sep']);

describe('announcements and combinations in words', () => {
  it('says melds as the rules do, in both languages', () => {
    expect(announcementText({ kind: 'set', count: 3, rank: 14 }, 'en')).toBe('Three Aces');
    expect(announcementText({ kind: 'set', count: 4, rank: 2 }, 'en')).toBe('Four Twos');
    expect(announcementText({ kind: 'sequence', length: 6, suit: 'C' }, 'en')).toBe('Six clubs');
    expect(announcementText({ kind: 'set', count: 3, rank: 14 }, 'ja')).toBe('Aが3枚');
    expect(announcementText({ kind: 'sequence', length: 6, suit: 'C' }, 'ja')).toBe('クラブの6枚続き');
    expect(announcementText({ kind: 'sequence', length: 13, suit: 'H' }, 'en')).toBe('Thirteen hearts');
  });
  it('names play-off combinations', () => {
    expect(comboName({ kind: 'single', size: 1, rank: 7 }, 'en')).toBe('a single Seven');
    expect(comboName({ kind: 'single', size: 1, rank: 1 }, 'en')).toBe('a lone Joker as the lowest single');
    expect(comboName({ kind: 'set', size: 2, rank: 5 }, 'en')).toBe('a pair of Fives');
    expect(comboName({ kind: 'set', size: 3, rank: 12 }, 'ja')).toBe('Qの3枚のセット');
    expect(comboName({ kind: 'sequence', size: 5, rank: 9 }, 'en')).toBe('a sequence of 5 up to the Nine');
    expect(comboName({ kind: 'sequence', size: 4, rank: 15 }, 'ja')).toBe('Aの上のジョーカーまでの4枚のシークエンス');
  });
  it('has words for every reason the computer player gives, and a general phrase for any new one', () => {
    for (const reason of AI_REASONS) {
      expect(Object.keys(reasonsEn), reason).toContain(`reason.${reason}`);
      expect(aiReasonText(reason, 'ja')).not.toBe(reasonsJa['reason.other']);
    }
    expect(aiReasonText('some-future-reason', 'en')).toBe(reasonsEn['reason.other']);
  });
  it('describes actions for hints and replays', () => {
    expect(said(actionParts({ type: 'bid', player: 0, card: { rank: 7, suit: 'H' } }, 'en'), 'en')).toBe('bid the Seven of hearts');
    expect(said(actionParts({ type: 'declare', player: 0, trump: 'S' }, 'ja'), 'ja')).toBe('♠スペードを切り札に宣言する');
    expect(said(actionParts({ type: 'pass', player: 1 }, 'en'), 'en')).toBe('pass');
    // Several cards are joined as each language lists things (no half-width comma in Japanese).
    const pair = [
      { rank: 3, suit: 'S' },
      { rank: 3, suit: 'H' },
    ] as const;
    expect(said(actionParts({ type: 'playoff-play', player: 0, cards: [...pair] }, 'en'), 'en')).toContain(
      'Three of spades, Three of hearts',
    );
    expect(said(actionParts({ type: 'playoff-play', player: 0, cards: [...pair] }, 'ja'), 'ja')).toContain('スペードの3、ハートの3');
  });
});

describe('the game log', () => {
  const session = newRandomGame({ seed: 'log-1', target: 1, opponent: 'easy' }, 11);
  const state = currentState(session);
  const deal = state.game.deals[0];

  for (const lang of ['en', 'ja'] as const) {
    it(`has every auction with its rung, every trick with its reason and the result (${lang})`, () => {
      const seats = seatNames(session.config, lang);
      const lines = describeGame(playerView(state, 0), seats, lang, 0);
      const text = lines.map((l) => said(l.parts, lang));
      expect(lines.filter((l) => l.kind === 'auction' && l.id.match(/^d1a\d+$/))).toHaveLength(deal.auctions.length);
      expect(lines.filter((l) => l.kind === 'trick')).toHaveLength(13);
      for (const trick of deal.tricks) {
        const line = text.find((t) => t.startsWith(lang === 'en' ? `Trick ${trick.number}:` : `トリック${trick.number}：`))!;
        expect(line).toContain(cardName(trick.lead, lang));
        expect(line).toContain(cardName(trick.follow, lang));
      }
      expect(lines.filter((l) => l.kind === 'round')).toHaveLength(deal.rounds.length);
      expect(lines.at(-1)?.kind).toBe('end');
      if (lang === 'en') {
        expect(text[0]).toBe('Deal 1. Dealer: You.');
        expect(text.some((t) => /won the bid: (the higher rank|equal ranks)/.test(t))).toBe(true);
        expect(text.some((t) => t.startsWith('Melds scored: You '))).toBe(true);
      } else {
        expect(text[0]).toBe('第1ディール。ディーラー：あなた。');
      }
    });
  }

  it('names an unseen card only to the player who took it, and none on a shared screen', () => {
    const seats = seatNames(session.config, 'en');
    const mine = describeGame(playerView(state, 0), seats, 'en', 0)
      .map((l) => said(l.parts, 'en'))
      .join('\n');
    const shared = describeGame(playerView(state, 0), seats, 'en', null)
      .map((l) => said(l.parts, 'en'))
      .join('\n');
    for (const record of deal.auctions) {
      const unseen = `Your unseen card: ${cardName(record.unseen!, 'en')}.`;
      if (record.unseenTo === 0) expect(mine).toContain(unseen);
      else expect(mine).not.toContain(unseen);
      expect(shared).not.toContain(unseen);
    }
    expect(shared).not.toContain('Your unseen card');
  });

  it('is built from the view, so the opponent’s unseen cards cannot appear', () => {
    const seats = seatNames(session.config, 'en');
    const text = describeGame(playerView(state, 1), seats, 'en', 1)
      .map((l) => said(l.parts, 'en'))
      .join('\n');
    for (const record of deal.auctions)
      if (record.unseenTo === 0) expect(text).not.toContain(`Your unseen card: ${cardName(record.unseen!, 'en')}`);
  });

  it('shows a game in progress, including the current play-off round', () => {
    const partial = newRandomGame({ seed: 'log-2', target: 1, opponent: 'human' }, 3, (s) => {
      const st = currentState(s);
      return st.phase === 'play-off' && st.round.moves.length > 0;
    });
    const st = currentState(partial);
    const lines = describeGame(playerView(st, 0), seatNames(partial.config, 'en'), 'en', null);
    const last = said(lines.at(-1)!.parts, 'en');
    expect(last).toMatch(/^Play-off round \d+ so far: Player [12] led /);
    if (st.phase === 'play-off' && st.round.moves[0].type === 'play') expect(last).toContain(cardName(st.round.moves[0].cards[0], 'en'));
  });
});

describe('sentences about a seat read right for "you" and for a name', () => {
  const vsComputer = playConfig({ opponent: 'easy' });
  const hotSeat = playConfig({ opponent: 'human' });

  it('English: "You declare first", "Computer declares first", "Player 2 declares first"', () => {
    const seats = seatNames(vsComputer, 'en');
    expect(seatSentence('en', seats, 0, 'melds.first')).toBe(
      'You declare first and lead to the first trick (you took the bottom card of the stock).',
    );
    expect(seatSentence('en', seats, 1, 'melds.first')).toBe(
      'Computer declares first and leads to the first trick (took the bottom card of the stock).',
    );
    expect(seatSentence('en', seatNames(hotSeat, 'en'), 1, 'melds.first')).toBe(
      'Player 2 declares first and leads to the first trick (took the bottom card of the stock).',
    );
    expect(seatSentence('en', seats, 0, 'playoff.roundWon')).toBe('You won the round and lead the next.');
    expect(seatSentence('en', seats, 1, 'playoff.roundWon')).toBe('Computer won the round and leads the next.');
    expect(seatSentence('en', seats, 0, 'melds.jokerSwap')).toBe('You exchanged the Joker for a card of your bid pile.');
    expect(seatSentence('en', seats, 1, 'melds.jokerSwap')).toBe('Computer exchanged the Joker for a card of their bid pile.');
    expect(seatSentence('en', seatNames(hotSeat, 'en'), 0, 'log.jokerSwap')).toBe(
      'Player 1 exchanged the Joker for a card of their bid pile.',
    );
  });

  it('Japanese: あなた and a name both read naturally', () => {
    const seats = seatNames(vsComputer, 'ja');
    expect(seatSentence('ja', seats, 0, 'melds.first')).toBe(
      'あなたが先に宣言し、最初のトリックをリードします（山札の最後の札を取ったため）。',
    );
    expect(seatSentence('ja', seats, 1, 'melds.first')).toMatch(/^コンピューターが先に宣言し、/);
    expect(seatSentence('ja', seats, 0, 'playoff.roundWon')).toBe('あなたがラウンドに勝ち、次のラウンドをリードします。');
    expect(seatSentence('ja', seats, 1, 'playoff.roundWon')).toMatch(/^コンピューターがラウンドに勝ち/);
    expect(seatSentence('ja', seats, 0, 'melds.jokerSwap')).toMatch(/^あなたはジョーカーを/);
    expect(seatSentence('ja', seats, 1, 'log.jokerSwap')).toMatch(/^コンピューターはジョーカーを/);
  });

  it('no sentence in either dictionary puts a name before an English verb that does not agree with "You"', () => {
    // Every "{name} <verb>s" sentence must have a "you" form (a …You twin) that the page uses for "you".
    const agreeing =
      /\{name\} (is|has|declares|leads|plays|bids|takes|cedes|passes|wins|goes|gets|chooses|decides|holds|keeps|names)\b|\btheir\b/;
    const youForms = new Set(
      Object.keys(playStrings.en)
        .filter((key) => key.endsWith('You'))
        .map((key) => key.slice(0, -3)),
    );
    // Sentences only ever said of the computer or of "Player 1/2" (hot seat), never of "you".
    const neverYou = new Set(['status.thinking', 'auction.waitChoice', 'handoff.text']);
    for (const [key, value] of Object.entries(playStrings.en)) {
      if (agreeing.test(value) && value.includes('{name}')) expect(youForms.has(key) || neverYou.has(key), key).toBe(true);
    }
  });
});

describe('R15 in the game log: both Joker decisions come before the declarations', () => {
  it('lists the Joker decisions first, and "you" reads "You exchanged … your bid pile" on a shared screen', () => {
    let found = false;
    for (let seed = 1; seed < 60 && !found; seed++) {
      const session = newRandomGame(
        { seed: `r15-log-${seed}`, jokers: true, target: 1, opponent: 'easy' },
        seed,
        (s) => currentState(s).phase === 'tricks',
      );
      const st = currentState(session);
      if (st.phase !== 'tricks' || st.deal.jokerChoices.length < 2 || !st.deal.jokerChoices.some((c) => c.player === 0 && c.exchanged))
        continue;
      found = true;
      const lines = describeGame(playerView(st, 0), seatNames(session.config, 'en'), 'en', null);
      const meldLines = lines.filter((l) => l.kind === 'melds').map((l) => said(l.parts, 'en'));
      expect(meldLines).toHaveLength(4);
      expect(meldLines.slice(0, 2).every((t) => /Joker/.test(t))).toBe(true);
      expect(meldLines.slice(2).every((t) => / as trump: /.test(t) || / named /.test(t))).toBe(true);
      expect(meldLines).toContain('You exchanged the Joker for a card of your bid pile.');
    }
    expect(found).toBe(true);
  });
});

describe('R7-S in the game log', () => {
  it('a game under the house rule says so first, in both languages; a game under R7 does not', () => {
    for (const trickRule of ['summary', 'parlett'] as const) {
      const session = newRandomGame({ seed: 'log-rule', target: 1, opponent: 'easy', trickRule }, 4, (s) => s.entries.length === 3);
      for (const lang of ['en', 'ja'] as const) {
        const text = describeGame(playerView(currentState(session), 0), seatNames(session.config, lang), lang, 0).map((l) =>
          said(l.parts, lang),
        );
        if (trickRule === 'summary') expect(text[0]).toContain('R7-S');
        else expect(text.join('\n')).not.toContain('R7-S');
      }
    }
  });
});
