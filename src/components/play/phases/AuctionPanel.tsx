// Phase 1a: the turn-up, the sealed bids (revealed together, with the rung that decided), take or cede, and the bid-card choice.
import { sameCard } from '../../../engine/index.ts';
import type { Card, PlayerIndex } from '../../../engine/index.ts';
import { cardName } from '../../../i18n/cards.ts';
import { format } from '../../../i18n/lang.ts';
import CardFace, { CardSpace } from '../../cards/CardFace.tsx';
import { cardKey } from '../../cards/cardFace.ts';
import ChoiceButton from './ChoiceButton.tsx';
import OwnHand from './OwnHand.tsx';
import LastAuction from './LastAuction.tsx';
import type { PanelProps } from './panelTypes.ts';
import Sentence from '../words/Sentence.tsx';
import { fill } from '../words/parts.ts';
import { dict, other, rungText } from '../words/words.ts';

export default function AuctionPanel(props: PanelProps) {
  const { view, seats, lang, canAct, act, idBase } = props;
  const t = dict(lang);
  const auction = view.auction;
  if (!auction) return null;
  const me = view.player;
  const them = other(me);
  const total = view.auctions.length + 1 + Math.floor(view.stockCount / 2);
  const bids = view.legalActions.filter((a) => a.type === 'bid');
  const myTurnToBid = canAct && bids.length > 0;
  const deciding = canAct && auction.outcome !== null && auction.outcome.winner === me;
  const lastRecord = view.auctions[view.auctions.length - 1] ?? null;
  const received = lastRecord
    ? [lastRecord.turnUpTo === me ? lastRecord.turnUp : lastRecord.unseen].filter((c): c is Card => c !== null)
    : [];

  const slot = (player: PlayerIndex) => {
    const bid = auction.bids[player];
    const label = format(t['auction.bidOf'], { poss: seats.poss[player] });
    let body;
    if (bid && (auction.outcome || player === me))
      body = <CardFace key={cardKey(bid)} card={bid} lang={lang} size="large" track owner={player} />;
    else if (auction.hasBid[player]) body = <CardSpace kind="back" label={format(t['auction.sealed'], { poss: seats.poss[player] })} />;
    else body = <CardSpace kind="empty" label={format(t['auction.notYet'], { poss: seats.poss[player] })} />;
    const won = auction.outcome?.winner === player;
    return (
      <figure class={`gx-slot${won ? ' gx-slot--won' : ''}`} data-bid-slot={player}>
        {body}
        <figcaption>
          {label}
          {won ? <span class="gx-slot__won"> ✓</span> : null}
        </figcaption>
      </figure>
    );
  };

  let prompt;
  if (auction.outcome) {
    const { winner, reason } = auction.outcome;
    prompt = (
      <>
        <p class="gx-result" data-auction-result={winner}>
          {format(t['auction.winner'], { name: seats.name[winner], rung: rungText(reason, lang) })}
        </p>
        {deciding ? (
          <>
            <p class="gx-prompt">{t['auction.choose']}</p>
            <div class="gx-choices" role="group" aria-label={t['auction.choose']} data-choice-group="active" data-decision="">
              <ChoiceButton primary shortcut="T" name="take" hint={props.hint} onPress={() => act({ type: 'take', player: me })}>
                {t['auction.take']}
              </ChoiceButton>
              <ChoiceButton shortcut="C" name="cede" hint={props.hint} onPress={() => act({ type: 'cede', player: me })}>
                {t['auction.cede']}
              </ChoiceButton>
            </div>
          </>
        ) : (
          <p class="gx-prompt gx-prompt--wait">
            {props.replay ? t['replay.waiting'] : format(t['auction.waitChoice'], { name: seats.name[winner] })}
          </p>
        )}
      </>
    );
  } else if (myTurnToBid) {
    prompt = <p class="gx-prompt">{t['auction.prompt']}</p>;
  } else if (auction.bids[me]) {
    prompt = (
      <Sentence
        class="gx-prompt gx-prompt--wait"
        lang={lang}
        parts={fill(t['auction.yourBid'], { card: auction.bids[me], name: seats.name[them] })}
      />
    );
  } else {
    prompt = (
      <p class="gx-prompt gx-prompt--wait">{props.replay ? t['replay.waiting'] : format(t['tricks.wait'], { name: seats.name[them] })}</p>
    );
  }

  return (
    <section class="gx-panel gx-panel--auction" aria-labelledby={`${idBase}-auction-title`}>
      <h3 id={`${idBase}-auction-title`} class="gx-panel__title">
        {format(t['auction.title'], { n: auction.number, total })}
      </h3>
      <div class="gx-stage">
        <div class="gx-felt" data-table="">
          <figure class="gx-slot gx-slot--turnup">
            <CardFace key={cardKey(auction.turnUp)} card={auction.turnUp} lang={lang} size="large" track />
            <figcaption>
              {t['auction.turnUp']}
              <span class="gx-slot__name">{cardName(auction.turnUp, lang)}</span>
            </figcaption>
          </figure>
          <div class="gx-felt__pair">
            {slot(me)}
            {slot(them)}
          </div>
        </div>
        {lastRecord ? <LastAuction record={lastRecord} view={view} seats={seats} lang={lang} /> : null}
      </div>
      <div class="gx-prompts" aria-live="polite">
        {prompt}
      </div>
      <OwnHand
        panel={props}
        order="suit"
        active={myTurnToBid}
        blockedReason={() => (myTurnToBid ? null : deciding ? t['auction.takeOrCedeFirst'] : t['auction.notYourTurn'])}
        badge={(card) => (received.some((c) => sameCard(c, card)) ? { text: '•', label: t['hand.newLabel'] } : null)}
        onPlay={(card) => act({ type: 'bid', player: me, card })}
        refuse
      />
    </section>
  );
}
