// The tools rendered to HTML (as the server sends them): verdicts from the engine, card buttons named in each language, hostile input as text.
import { render } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { fullDeck, parseCard, parseCards, resolveBid, scoreMelds } from '../../src/engine/index.ts';
import { cardName } from '../../src/i18n/cards.ts';
import BidTool from '../../src/components/tools/BidTool.tsx';
import MeldTool from '../../src/components/tools/MeldTool.tsx';
import TrickTool from '../../src/components/tools/TrickTool.tsx';
import PlayoffTool from '../../src/components/tools/PlayoffTool.tsx';
import ScoreSheet from '../../src/components/tools/ScoreSheet.tsx';
import CardButton from '../../src/components/cards/CardButton.tsx';

const verdictOf = (html: string) =>
  /role="status"[^>]*data-verdict="([^"]*)"|data-verdict="([^"]*)"[^>]*role="status"/.exec(html)?.slice(1).find(Boolean) ?? '';
const labels = (html: string) => [...html.matchAll(/<button[^>]*class="gx-card[^"]*"[^>]*aria-label="([^"]*)"/g)].map((m) => m[1]);

describe('tools rendered with presets', () => {
  it('bid tool: the verdict is the engine’s', () => {
    const html = render(<BidTool lang="en" turnup="AS" a="5C" b="5D" />);
    expect(verdictOf(html)).toBe(resolveBid(parseCard('AS'), parseCard('5C'), parseCard('5D')).winner);
  });
  it('bid tool: two Jokers link to S1 on the rulings page of the page’s language', () => {
    expect(render(<BidTool lang="en" jokers turnup="AH" a="BJ" b="RJ" />)).toContain('<a href="/rulings/#s1">S1</a>');
    expect(render(<BidTool lang="ja" jokers turnup="AH" a="BJ" b="RJ" />)).toContain('<a href="/ja/rulings/#s1">S1</a>');
  });
  it('trick resolver: R7-S is linked to its own anchor, and the rule buttons say which rule is in force', () => {
    const html = render(<TrickTool lang="en" lead="7S" follow="KS" leader="S" follower="H" rule="summary" />);
    expect(html).toContain('<a href="/rulings/#r7-s">R7-S, case 1</a>');
    expect(html).toMatch(/aria-pressed="true"[^>]*>.*R7-S: the Japanese summary’s reading/);
  });
  it('meld scorer: the verdict is the engine’s total for the trump', () => {
    const hand = 'AH,2H,3H,4H,QC,KC,AC,KS,KD,7S,7D,7C,9D';
    const html = render(<MeldTool lang="ja" hand={hand} trump="S" />);
    expect(verdictOf(html)).toBe(String(scoreMelds(parseCards(hand), 'S').total));
  });
  it('meld scorer: the star marks the most meld points in words (hidden from screen readers) and links to where the trump is judged', () => {
    const hand = 'AH,2H,3H,4H,QC,KC,AC,KS,KD,7S,7D,7C,9D';
    const html = render(<MeldTool lang="ja" hand={hand} trump="S" />);
    expect(html).toContain('<span aria-hidden="true">★</span> 役の点が最高');
    expect(html).not.toMatch(/★ ?最高/);
    expect(html).toContain('<a href="/ja/play/">「遊ぶ」ページ</a>');
    expect(html).toContain('<a href="/ja/learn/practice/">練習ページ</a>');
  });
  it('trick resolver: an illegal follow has no winner, and the headline says so', () => {
    const html = render(<TrickTool lang="en" lead="9D" follow="9S" leader="S" follower="S" hand="9S,2D" />);
    expect(verdictOf(html)).toBe('illegal');
    expect(html).toContain('The follow is not legal, so the trick has no winner');
    expect(html).not.toContain('wins with');
  });
  it('trick resolver, play-off checker and score sheet render a status', () => {
    expect(verdictOf(render(<TrickTool lang="en" lead="7S" follow="KS" leader="S" follower="H" />))).toBe('follower');
    expect(verdictOf(render(<TrickTool lang="en" lead="7S" follow="KS" leader="S" follower="H" rule="summary" />))).toBe('leader');
    expect(verdictOf(render(<PlayoffTool lang="ja" previous="5S,5H" next="7C,7D" />))).toBe('beats');
    expect(verdictOf(render(<ScoreSheet lang="en" />))).toBe('in-progress');
  });
});

describe('card buttons', () => {
  it('are named with the card’s name in the page’s language', () => {
    const en = labels(render(<MeldTool lang="en" />));
    expect(en).toHaveLength(52);
    expect(en).toContain('Ace of spades');
    const ja = labels(render(<MeldTool lang="ja" jokers />));
    expect(ja).toHaveLength(54);
    expect(ja).toContain('スペードのA');
    expect(ja).toContain('赤のジョーカー');
  });
  it('show rank and glyph on every face', () => {
    for (const card of fullDeck(true)) {
      const html = render(<CardButton card={card} lang="en" />);
      expect(html).toContain(`aria-label="${cardName(card, 'en')}"`);
      // The face is drawn by CSS from data-face (rank, then the suit glyph or the Joker's colour in words).
      expect(html).toMatch(/gx-card__rank"[^>]*data-face="[^"]+"/);
      expect(html).toMatch(/gx-card__mark"[^>]*data-face="[^"]+"/);
    }
  });
});

describe('hostile input', () => {
  it('is shown as escaped text with a message naming it, never as markup', () => {
    const html = render(<BidTool lang="en" turnup="<script>alert(1)</script>" a="5C" b="5D" />);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script>');
    expect(html).toContain('is not a card.');
    expect(verdictOf(html)).toBe('');
  });
  it('turns an unknown language into English rather than failing', () => {
    const html = render(<PlayoffTool lang={'xx' as 'en'} previous="5S" next="6S" />);
    expect(html).toContain('lang="en"');
  });
});
