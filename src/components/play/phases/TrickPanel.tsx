// Phase 2: the trick on the table, the last trick with its winner and the reason (R7 in words), and the hand with only legal cards playable.
import { cardId, isPersonalTrump, mustFollowSuit, suitLed } from '../../../engine/index.ts';
import type { Card, PlayerIndex, Suit, TrickRecord } from '../../../engine/index.ts';
import { cardName } from '../../../i18n/cards.ts';
import { format } from '../../../i18n/lang.ts';
import { localePath } from '../../../i18n/paths.ts';
import CardFace, { CardSpace } from '../../cards/CardFace.tsx';
import { cardKey } from '../../cards/cardFace.ts';
import OwnHand from './OwnHand.tsx';
import type { PanelProps } from './panelTypes.ts';
import { dict, other, suitLabel, trickWhy, type Seats } from '../words/words.ts';
import type { Lang } from '../../../i18n/lang.ts';

function TrickCard(props: {
  card: Card | null;
  player: PlayerIndex;
  trump: Suit | null;
  caption: string;
  won?: boolean;
  small?: boolean;
  lang: Lang;
}) {
  const t = dict(props.lang);
  const trump = props.card !== null && props.trump !== null && isPersonalTrump(props.card, props.trump);
  return (
    <figure class={`gx-slot${props.won ? ' gx-slot--won' : ''}`} data-trick-slot={props.player}>
      {props.card ? (
        <CardFace
          key={cardKey(props.card)}
          card={props.card}
          lang={props.lang}
          size={props.small ? 'small' : 'large'}
          note={trump ? t['tricks.trumpBadge'] : undefined}
          track
          owner={props.player}
        />
      ) : (
        <CardSpace kind="empty" size={props.small ? 'small' : 'large'} />
      )}
      <figcaption>
        {props.caption}
        {props.won ? <span class="gx-slot__won"> ✓</span> : null}
        {trump ? <span class="gx-tag">{t['tricks.trumpBadge']}</span> : null}
      </figcaption>
    </figure>
  );
}

function trickResult(trick: TrickRecord, seats: Seats, lang: Lang): string {
  return format(dict(lang)['tricks.result'], { name: seats.name[trick.winner], why: trickWhy(trick.reason, lang) });
}

export default function TrickPanel(props: PanelProps) {
  const { view, seats, lang, canAct, act, idBase } = props;
  const t = dict(lang);
  if (view.phase !== 'tricks') return null;
  const trick = view.trick;
  const me = view.player;
  const legal = new Set(view.legalActions.filter((a) => a.type === 'play').map((a) => cardId((a as { card: Card }).card)));
  const myTurn = canAct && legal.size > 0;
  const leaderTrump = view.trumps[trick.leader];
  const led = trick.lead !== null ? suitLed(trick.lead, leaderTrump) : null;
  const last = view.tricks[view.tricks.length - 1] ?? null;
  const follower = other(trick.leader);

  const blockedReason = (card: Card): string | null => {
    if (!myTurn) return t['tricks.notYourTurn'];
    if (legal.has(cardId(card))) return null;
    return format(t['tricks.mustFollow'], { suit: led ? suitLabel(led, lang) : '' });
  };

  let prompt: string;
  const toMove = trick.lead === null ? trick.leader : follower;
  if (!myTurn && props.replay) prompt = t['replay.waiting'];
  else if (!myTurn) prompt = format(t[props.waitsForYou ? 'table.waitsForYou' : 'tricks.wait'], { name: seats.name[toMove] });
  else if (trick.lead === null || led === null) prompt = t['tricks.lead'];
  else
    prompt = format(t[mustFollowSuit(view.hand, trick.lead, leaderTrump) ? 'tricks.follow' : 'tricks.followAny'], {
      suit: suitLabel(led, lang),
    });

  return (
    <section class="gx-panel gx-panel--tricks" aria-labelledby={`${idBase}-trick-title`} data-trick={trick.number}>
      <h3 id={`${idBase}-trick-title`} class="gx-panel__title">
        {format(t['tricks.title'], { n: trick.number })}
      </h3>
      <div class="gx-stage">
        <div class="gx-felt gx-felt--trick" data-table="">
          <TrickCard
            card={trick.lead}
            player={trick.leader}
            trump={view.trumps[trick.leader]}
            caption={seats.name[trick.leader]}
            lang={lang}
          />
          <TrickCard card={null} player={follower} trump={view.trumps[follower]} caption={seats.name[follower]} lang={lang} />
        </div>
        {last ? (
          <div class="gx-last" data-last-trick={last.number}>
            <h4 class="gx-last__title">
              {t['tricks.last']}
              {t['sep.dot']}
              {format(t['tricks.title'], { n: last.number })}
            </h4>
            <div class="gx-felt gx-felt--small">
              <TrickCard
                card={last.lead}
                player={last.leader}
                trump={view.trumps[last.leader]}
                caption={seats.name[last.leader]}
                won={last.winner === last.leader}
                small
                lang={lang}
              />
              <TrickCard
                card={last.follow}
                player={other(last.leader)}
                trump={view.trumps[other(last.leader)]}
                caption={seats.name[other(last.leader)]}
                won={last.winner !== last.leader}
                small
                lang={lang}
              />
            </div>
          </div>
        ) : null}
      </div>
      {last ? (
        <p class="gx-result gx-result--trick" data-trick-result={last.winner}>
          {trickResult(last, seats, lang)} <a href={localePath(lang, '/rulings/#r7')}>{t['tricks.rule']}</a>
        </p>
      ) : null}
      <p
        class={`gx-prompt${myTurn ? '' : ' gx-prompt--wait'}`}
        aria-live="polite"
        data-lead={trick.lead ? cardName(trick.lead, lang) : ''}
        data-waits-for-you={!myTurn && props.waitsForYou ? '' : undefined}
      >
        {prompt}
      </p>
      <OwnHand
        panel={props}
        order="suit"
        active={myTurn}
        blockedReason={blockedReason}
        onPlay={(card) => act({ type: 'play', player: me, card })}
        refuse
      />
    </section>
  );
}
