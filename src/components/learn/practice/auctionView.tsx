// What only auction positions show: the rest of the scene (the turn-up, the bids revealed, the piles, the score) and why the best
// choice is best. Loaded by the practice item only for an auction position, so the page's first load stays within its budget.
import type { Card } from '../../../engine/index.ts';
import type { Lang } from '../../../i18n/lang.ts';
import type { LearnWords } from '../../../i18n/learn.ts';
import CardChip from '../../cards/CardChip.tsx';
import { cardList, gap, say, sep } from '../words.ts';
import { optionWords } from './feedback.ts';
import SceneRow from './SceneRow.tsx';
import type { AuctionReason, AuctionScene, PracticePosition } from '../../practice/types.ts';

function Cards(props: { readonly cards: readonly Card[]; readonly lang: Lang; readonly words: LearnWords }) {
  if (props.cards.length === 0) return <span>{say(props.words, 'practice.noneYet')}</span>;
  return (
    <>
      {props.cards.map((card, i) => (
        <CardChip key={i} card={card} lang={props.lang} />
      ))}
    </>
  );
}

/** An estimate's figure as the page shows it: whole points (at least 1 for a margin). */
const whole = (n: number): number => Math.round(n) + 0;

export default function AuctionSceneRows(props: { readonly scene: AuctionScene; readonly lang: Lang; readonly words: LearnWords }) {
  const { scene, lang, words } = props;
  return (
    <>
      {scene.turnUp.length > 0 && (
        <SceneRow label={say(words, 'practice.turnUp')}>
          <Cards cards={scene.turnUp} lang={lang} words={words} />
        </SceneRow>
      )}
      {scene.bids.length === 2 && (
        <>
          <SceneRow label={say(words, 'practice.yourBid')}>
            <Cards cards={scene.bids.slice(0, 1)} lang={lang} words={words} />
          </SceneRow>
          <SceneRow label={say(words, 'practice.theirBid')}>
            <Cards cards={scene.bids.slice(1)} lang={lang} words={words} />
          </SceneRow>
        </>
      )}
      <SceneRow label={say(words, 'practice.theirTurnUps')}>
        <Cards cards={scene.theirTurnUps} lang={lang} words={words} />
      </SceneRow>
      <SceneRow label={say(words, 'practice.theirBids')}>
        <Cards cards={scene.theirBids} lang={lang} words={words} />
      </SceneRow>
      <SceneRow label={say(words, 'practice.pile')}>
        <Cards cards={scene.pile} lang={lang} words={words} />
      </SceneRow>
      {scene.unseen.length > 0 && (
        <SceneRow label={say(words, 'practice.unseen')}>
          <Cards cards={scene.unseen} lang={lang} words={words} />
        </SceneRow>
      )}
      <SceneRow label={say(words, 'practice.totals')}>
        {say(words, 'practice.totalsValue', { mine: scene.totals[0], theirs: scene.totals[1] })}
      </SceneRow>
    </>
  );
}

/** The reason an auction answer cites, in words (a fact from the cards: see auction-reasons.ts). */
function reasonWords(reason: AuctionReason, lang: Lang, words: LearnWords): string {
  const [card, ...rest] = reason.cards;
  const values = {
    card: card === undefined ? '' : cardList([card], lang),
    cards: cardList(rest, lang),
    // After the best bid and after the one played (keeps-melds); with the card and without it (the others).
    best: reason.points[0],
    played: reason.points[1],
    with: reason.points[0],
    without: reason.points[1],
    gain: reason.points[0] - reason.points[1],
  };
  return say(words, `practice.reason.${reason.code}`, values);
}

/**
 * Why an auction position's best choice is best: the estimate (how much better, give or take, over how many hands),
 * the other choices that count as right within its margin, and a fact from the cards where one holds.
 */
export function auctionAnswer(p: PracticePosition, lang: Lang, words: LearnWords): string {
  const scene = p.auction;
  if (scene === undefined) return '';
  const name = (id: string): string => {
    const option = p.options.find((o) => o.id === id);
    return option === undefined ? id : optionWords(option, lang, words);
  };
  const best = p.answers.filter((id) => p.outcomes?.[id]?.loss === 0);
  const parts = [
    say(words, 'practice.answer.auction', {
      best: best.map(name).join(say(words, 'practice.or')),
      played: name(p.played),
      gain: p.gain,
      margin: Math.max(1, whole(scene.margin)),
      samples: scene.samples,
    }),
  ];
  const within = p.answers.filter((id) => !best.includes(id));
  if (within.length > 0) parts.push(say(words, 'practice.answer.within', { others: within.map(name).join(sep(lang, 'list')) }));
  if (scene.reason !== null) parts.push(reasonWords(scene.reason, lang, words));
  return parts.join(gap(lang));
}

/** The question of an auction position. */
export function auctionQuestion(p: PracticePosition, words: LearnWords): string {
  return say(words, `practice.q.${p.kind}`, { n: p.auction?.number ?? 0 });
}

/** What a wrong auction choice does: how much worse it came out, give or take (a choice within the margin is right, never this). */
export function auctionWrongNote(p: PracticePosition, id: string, lang: Lang, words: LearnWords): string | null {
  const option = p.options.find((o) => o.id === id);
  const kept = p.outcomes?.[id];
  if (option === undefined || kept === undefined || kept.loss <= 0) return null;
  const margin = Math.max(1, whole(kept.margin ?? 0));
  return say(words, 'practice.loss.auction', { option: optionWords(option, lang, words), loss: whole(kept.loss), margin });
}
