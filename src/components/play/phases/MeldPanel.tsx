// Phase 1b: the Joker exchange when it applies, naming a trump (with the meld total each suit would give), both declarations.
import { useState } from 'preact/hooks';
import { announcedMelds, bestMeldTotal, bestTrumpTotals, handAfterExchange, isJoker, SUITS } from '../../../engine/index.ts';
import type { Card, Suit } from '../../../engine/index.ts';
import { cardName } from '../../../i18n/cards.ts';
import { format } from '../../../i18n/lang.ts';
import CardFace from '../../cards/CardFace.tsx';
import { cardKey } from '../../cards/cardFace.ts';
import ChoiceButton from './ChoiceButton.tsx';
import Declarations from './Declarations.tsx';
import MeldList from './MeldList.tsx';
import Hand from '../hand/Hand.tsx';
import { bySuit } from '../../cards/handOrder.ts';
import type { PanelProps } from './panelTypes.ts';
import { dict, seatSentence, suitLabel } from '../words/words.ts';
import './melds.css';

export default function MeldPanel(props: PanelProps) {
  const { view, seats, lang, canAct, act, idBase } = props;
  const t = dict(lang);
  const me = view.player;
  const step = view.melds?.step;
  const myTurn = canAct && view.melds?.toAct === me && view.legalActions.length > 0;
  const totals = bestTrumpTotals(view.hand);
  // How many cards of each suit the hand holds: the trumps it would take into the tricks (the melds are not all).
  const held = (suit: Suit): number => view.hand.filter((card) => !isJoker(card) && card.suit === suit).length;
  const mostMelds = SUITS.reduce((a, b) => (totals[b] > totals[a] ? b : a));
  const [preview, setPreview] = useState<Suit>(mostMelds);
  const previewMelds = announcedMelds(view.hand, preview);
  const exchangeable = view.legalActions
    .filter((a) => a.type === 'joker-exchange')
    .map((a) => (a as { card: (typeof view.hand)[number] }).card);
  const firstPlayer = view.firstPlayer;
  // What the exchange does to the melds (the Joker in hand is in none): the best total kept, and the card that would
  // score most taken back. Facts for the choice, not advice: the Joker is also a trump in the tricks.
  const richest = exchangeable
    .map((card) => ({ card, best: bestMeldTotal(handAfterExchange(view.hand, card)) }))
    .reduce<{ card: Card; best: number } | null>((a, b) => (a === null || b.best > a.best ? b : a), null);

  return (
    <section class="gx-panel gx-panel--melds" aria-labelledby={`${idBase}-melds-title`}>
      <h3 id={`${idBase}-melds-title`} class="gx-panel__title">
        {t['melds.title']}
      </h3>
      {firstPlayer !== null ? <p class="gx-note">{seatSentence(lang, seats, firstPlayer, 'melds.first')}</p> : null}
      <div class="gx-felt gx-felt--melds" data-table="">
        {view.declarations.length === 0 ? <p class="gx-muted">{t['melds.noneYet']}</p> : null}
        <Declarations declarations={view.declarations} seats={seats} lang={lang} />
      </div>
      {view.jokerChoices
        .filter((c) => c.player !== me && !view.declarations.some((d) => d.player === c.player))
        .map((c) => (
          <p key={c.player} class="gx-note">
            {c.exchanged
              ? seatSentence(lang, seats, c.player, 'melds.jokerSwap')
              : format(t['melds.jokerChoice'], { name: seats.name[c.player] })}
          </p>
        ))}
      {myTurn && step === 'joker' ? (
        <div class="gx-decision" data-decision="">
          <p class="gx-prompt">{t['melds.jokerPrompt']}</p>
          {richest !== null ? (
            <p class="gx-note" data-exchange-melds={`${bestMeldTotal(view.hand)},${richest.best}`}>
              {format(t['melds.jokerMelds'], { kept: bestMeldTotal(view.hand), card: cardName(richest.card, lang), best: richest.best })}
            </p>
          ) : null}
          <div class="gx-choices" role="group" aria-label={t['melds.keepJoker']} data-choice-group="active">
            {/* Not drawn as the one to press: keeping is no better a default than taking a card back. */}
            <ChoiceButton name="keep-joker" hint={props.hint} onPress={() => act({ type: 'keep-joker', player: me })}>
              {t['melds.keepJoker']}
            </ChoiceButton>
          </div>
          <p class="gx-prompt">{t['melds.pileLabel']}</p>
          <Hand
            cards={bySuit(exchangeable)}
            lang={lang}
            label={t['melds.pileLabel']}
            idBase={`${idBase}-pile`}
            active
            hint={props.hint}
            blockedReason={() => null}
            onPress={(card) => act({ type: 'joker-exchange', player: me, card })}
          />
        </div>
      ) : null}
      {myTurn && step === 'declare' ? (
        <div class="gx-decision">
          <p class="gx-prompt">{t['melds.declarePrompt']}</p>
          <div class="gx-choices gx-choices--suits" role="group" aria-label={t['seat.trump']} data-choice-group="active" data-decision="">
            {SUITS.map((suit) => (
              // No suit is drawn as the one to press: the most meld points is not always the best trump.
              <ChoiceButton
                key={suit}
                name={`declare-${suit}`}
                hint={props.hint}
                onPress={() => act({ type: 'declare', player: me, trump: suit })}
                onFocus={() => setPreview(suit)}
                onMouseEnter={() => setPreview(suit)}
              >
                <span class="gx-suitchoice">
                  <span class={`gx-suitchoice__name gx-tone-${suit}`}>{suitLabel(suit, lang)}</span>
                  <span class="gx-suitchoice__total" data-meld-total={totals[suit]}>
                    {format(t['melds.suitTotal'], { total: totals[suit] })}
                  </span>
                  <span class="gx-suitchoice__held" data-held={held(suit)}>
                    {format(t['melds.suitHeld'], { n: held(suit) })}
                  </span>
                </span>
              </ChoiceButton>
            ))}
          </div>
          <div class="gx-preview" aria-live="polite">
            <h4 class="gx-last__title">{format(t['melds.preview'], { suit: suitLabel(preview, lang) })}</h4>
            {previewMelds.melds.length === 0 ? (
              <p class="gx-muted">{t['melds.none']}</p>
            ) : (
              <MeldList melds={previewMelds.melds} lang={lang} points />
            )}
          </div>
        </div>
      ) : null}
      {!myTurn && view.melds ? (
        <p class="gx-prompt gx-prompt--wait" data-waits-for-you={props.waitsForYou ? '' : undefined}>
          {props.replay
            ? t['replay.waiting']
            : format(t[props.waitsForYou ? 'table.waitsForYou' : 'melds.wait'], { name: seats.name[view.melds.toAct] })}
        </p>
      ) : null}
      <div class="gx-handview" role="group" aria-label={format(t['hand.label'], { poss: seats.poss[me] })}>
        <h4 class="gx-last__title">{format(t['hand.label'], { poss: seats.poss[me] })}</h4>
        <div class="gx-cards-row">
          {bySuit(view.hand).map((card) => (
            <CardFace key={cardKey(card)} card={card} lang={lang} size="normal" />
          ))}
        </div>
      </div>
    </section>
  );
}
