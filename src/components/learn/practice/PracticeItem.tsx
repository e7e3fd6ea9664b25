// One practice position: the cards as they were, the choices as buttons; retried until right (the answer after two misses), then scheduled.
import { useEffect, useState } from 'preact/hooks';
import type { Lang } from '../../../i18n/lang.ts';
import { localePath } from '../../../i18n/paths.ts';
import type { LearnWords } from '../../../i18n/learn.ts';
import CardChip from '../../cards/CardChip.tsx';
import { cardId, compareByRank, type Card } from '../../../engine/index.ts';
import { withNote } from '../../../i18n/lists.ts';
import { answerMark, gap, say, sep, suitLabel } from '../words.ts';
import { optionWords, wrongNote } from './feedback.ts';
import SceneRow from './SceneRow.tsx';
import type { PracticeEntry } from '../../practice/schedule.ts';
import type { PracticeOption, PracticePosition } from '../../practice/types.ts';
import OptionButton from '../OptionButton.tsx';

/** Misses before the answer is shown. */
export const PRACTICE_MISSES_BEFORE_ANSWER = 2;

type Verdict = 'unanswered' | 'wrong' | 'correct';

export interface PracticeItemProps {
  readonly entry: PracticeEntry;
  readonly number: number;
  readonly due: boolean;
  readonly lang: Lang;
  readonly words: LearnWords;
  /** The first answer of this showing: the schedule records it (right or not) and returns the entry as it now stands. */
  onFirstAnswer(right: boolean): { readonly entry: PracticeEntry; readonly turn: number } | null;
}

function question(p: PracticePosition, words: LearnWords): string {
  switch (p.kind) {
    // An auction position's: auctionView.tsx.
    case 'bid':
    case 'take':
    case 'joker':
      return '';
    case 'declaration':
      return say(words, 'practice.q.declaration');
    case 'lead':
      return say(words, 'practice.q.lead', { n: p.trick });
    case 'follow':
      return say(words, 'practice.q.follow', { n: p.trick });
    case 'play-off':
      return say(words, 'practice.q.playOff');
    default: {
      const never: never = p.kind;
      return never;
    }
  }
}

function Cards(props: { cards: readonly PracticePosition['hand'][number][]; lang: Lang }) {
  return (
    <>
      {props.cards.map((card, i) => (
        <CardChip key={i} card={card} lang={props.lang} />
      ))}
    </>
  );
}

/** ♠ ♥ ♣ ♦, high to low, Jokers last: the play page's hand order (cards/handOrder.ts). */
const SUIT_PLACE: Readonly<Record<string, number>> = { S: 0, H: 1, C: 2, D: 3 };
const suitPlace = (card: Card): number => ('joker' in card ? 4 : SUIT_PLACE[card.suit]);
const rankOf = (card: Card): number => ('rank' in card ? card.rank : 0);
const bySuit = (cards: readonly Card[]): Card[] => cards.slice().sort((a, b) => suitPlace(a) - suitPlace(b) || rankOf(b) - rankOf(a));
const byRank = (cards: readonly Card[]): Card[] => cards.slice().sort(compareByRank);

/**
 * The position's cards as the play page sorts a hand: by suit for the auction and tricks, by rank for the play-off; the
 * card choices of a trick in that same order (a play-off's combinations keep theirs: by size, then rank).
 */
function sortedPosition(p: PracticePosition): {
  hand: PracticePosition['hand'];
  otherHand: PracticePosition['otherHand'];
  options: readonly PracticeOption[];
} {
  const order = p.kind === 'play-off' ? byRank : bySuit;
  const place = new Map(order(p.options.flatMap((o) => (o.type === 'cards' ? o.cards : []))).map((card, i) => [cardId(card), i]));
  const at = (o: PracticeOption) => (o.type === 'cards' && o.cards.length === 1 ? (place.get(cardId(o.cards[0])) ?? 0) : -1);
  const options = p.options.map((o) => (o.type === 'cards' ? { ...o, cards: order(o.cards) } : o));
  return {
    hand: order(p.hand),
    otherHand: order(p.otherHand),
    options: p.kind === 'play-off' ? options : options.slice().sort((a, b) => at(a) - at(b)),
  };
}

export default function PracticeItem(props: PracticeItemProps) {
  const { entry, lang, words } = props;
  const p = entry.position;
  const sorted = sortedPosition(p);
  const [verdict, setVerdict] = useState<Verdict>('unanswered');
  const [misses, setMisses] = useState(0);
  const [after, setAfter] = useState<{ readonly entry: PracticeEntry; readonly turn: number } | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  // An auction position's own parts load with it (auctionView.tsx): most visits have none, and the page's first load is budgeted.
  const [auctionView, setAuctionView] = useState<typeof import('./auctionView.tsx') | null>(null);
  useEffect(() => {
    if (p.auction !== undefined)
      void import('./auctionView.tsx').then(
        (view) => setAuctionView(() => view),
        () => undefined,
      );
  }, [p.auction !== undefined]);
  const showAnswer = verdict === 'correct' || misses >= PRACTICE_MISSES_BEFORE_ANSWER;
  const headingId = `practice-${p.id}-q`;

  const press = (id: string) => {
    if (verdict === 'correct') return;
    const right = p.answers.includes(id);
    setChosen(id);
    if (verdict === 'unanswered' && misses === 0) setAfter(props.onFirstAnswer(right));
    if (right) setVerdict('correct');
    else {
      setVerdict('wrong');
      setMisses((m) => m + 1);
    }
  };
  const named = (ids: readonly string[]): string =>
    ids
      .map((id) => p.options.find((o) => o.id === id))
      .filter((o) => o !== undefined)
      .map((o) => optionWords(o, lang, words))
      .join(say(words, 'practice.or'));
  const ruling = p.ruling?.toLowerCase() ?? null;
  const chosenNote =
    chosen === null
      ? null
      : p.auction
        ? (auctionView?.auctionWrongNote(p, chosen, lang, words) ?? null)
        : wrongNote(p, chosen, lang, words);

  return (
    <section
      class="gx-ex not-content"
      lang={lang}
      data-exercise={p.id}
      data-exercise-state={verdict}
      data-practice-theme={p.theme}
      aria-labelledby={headingId}
    >
      <p class="gx-ex__q" id={headingId}>
        <strong>{say(words, 'practice.label', { n: props.number })}</strong>
        {sep(lang, 'heading')}
        {p.auction ? (auctionView?.auctionQuestion(p, words) ?? '') : question(p, words)}
        <span class="gx-note">{withNote('', say(words, props.due ? 'practice.due' : 'practice.early'), lang)}</span>
      </p>
      <dl class="gx-ex__scene">
        <SceneRow label={say(words, 'practice.hand')}>
          <Cards cards={sorted.hand} lang={lang} />
        </SceneRow>
        {p.auction && auctionView && <auctionView.default scene={p.auction} lang={lang} words={words} />}
        {p.kind === 'declaration' && (
          <SceneRow label={say(words, 'practice.theirTrump')}>
            {p.trumps.theirs !== null ? suitLabel(p.trumps.theirs, lang) : say(words, 'practice.first')}
          </SceneRow>
        )}
        {(p.kind === 'lead' || p.kind === 'follow') && (
          <>
            <SceneRow label={say(words, 'practice.yourTrump')}>{p.trumps.mine && suitLabel(p.trumps.mine, lang)}</SceneRow>
            <SceneRow label={say(words, 'practice.theirTrump')}>{p.trumps.theirs && suitLabel(p.trumps.theirs, lang)}</SceneRow>
            <SceneRow label={say(words, 'practice.tricksWon')}>
              {say(words, 'practice.tricksValue', { mine: p.tricksWon[0], theirs: p.tricksWon[1] })}
            </SceneRow>
            {p.lead && (
              <SceneRow label={say(words, 'practice.led')}>
                <CardChip card={p.lead} lang={lang} />
              </SceneRow>
            )}
          </>
        )}
        {p.kind === 'play-off' && (
          <SceneRow label={say(words, 'practice.toBeat')}>
            {p.toBeat ? <Cards cards={p.toBeat} lang={lang} /> : say(words, 'practice.youLead')}
          </SceneRow>
        )}
        {/* The other's cards (trick positions saved before they were kept have none). */}
        {p.otherHand.length > 0 && (
          <SceneRow label={say(words, 'practice.otherHand')}>
            <Cards cards={sorted.otherHand} lang={lang} />
          </SceneRow>
        )}
      </dl>
      <div class="gx-ex__options" role="group" aria-label={say(words, 'practice.options')}>
        {sorted.options.map((option) => {
          const isAnswer = showAnswer && p.answers.includes(option.id);
          return (
            <OptionButton
              key={option.id}
              id={option.id}
              chosen={chosen === option.id}
              mark={isAnswer ? answerMark(words, lang) : null}
              label={optionWords(option, lang, words)}
              onPress={press}
            >
              {option.type === 'cards' ? <Cards cards={option.cards} lang={lang} /> : <span>{optionWords(option, lang, words)}</span>}
            </OptionButton>
          );
        })}
      </div>
      <div class="gx-ex__feedback" role="status" aria-live="polite" data-feedback={verdict}>
        {verdict === 'correct' && (
          <p>
            <strong class="gx-ex__ok">✓ {say(words, 'practice.right')}</strong>
          </p>
        )}
        {verdict === 'wrong' && (
          <p>
            <strong class="gx-ex__no">✗ {say(words, showAnswer ? 'practice.wrongShown' : 'practice.wrong')}</strong>
          </p>
        )}
        {verdict === 'wrong' && chosenNote && <p data-wrong-note>{chosenNote}</p>}
        {showAnswer && p.auction && <p data-answer-text>{auctionView?.auctionAnswer(p, lang, words) ?? ''}</p>}
        {showAnswer && !p.auction && (
          <p data-answer-text>
            {say(words, 'practice.answer', { best: named(p.answers), played: named([p.played]), gain: p.gain })}
            {(p.theme === 'trump' || p.theme === 'odd-trick' || p.theme === 'play-off-lead') && (
              <>
                {gap(lang)}
                {say(words, `practice.note.${p.theme}`)}
              </>
            )}
          </p>
        )}
        {showAnswer && ruling && (
          <p class="gx-ex__rule">
            <a href={localePath(lang, `/rulings/#${ruling}`)}>{say(words, `rule.${ruling}`)}</a>
          </p>
        )}
        {showAnswer && after && (
          <p data-practice-next>
            {after.entry.retired
              ? say(words, 'practice.retired')
              : after.entry.due - after.turn > 1
                ? say(words, 'practice.comesBack', { n: after.entry.due - after.turn })
                : say(words, 'practice.comesBackOne')}
          </p>
        )}
      </div>
    </section>
  );
}
