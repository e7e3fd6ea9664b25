// One player's place at the table: name, whose turn, game total, this deal's points, cards in hand and pile, trump, tricks.
import { progressTotal } from '../../../engine/index.ts';
import type { Card, PlayerIndex, PlayerView } from '../../../engine/index.ts';
import { format } from '../../../i18n/lang.ts';
import CardFace from '../../cards/CardFace.tsx';
import { cardKey } from '../../cards/cardFace.ts';
import { byRank, bySuit } from '../../cards/handOrder.ts';
import type { SeatsAndLang } from '../phases/panelTypes.ts';
import { dict, lookup, suitLabel } from '../words/words.ts';

export interface SeatPanelProps extends SeatsAndLang {
  view: PlayerView;
  player: PlayerIndex;
  /** The computer's strength, shown beside its name. */
  level?: string;
  /** Show the hand face down (the opponent) … */
  backs?: boolean;
  /** … or face up (a replay shows both hands). */
  openHand?: readonly Card[] | null;
  thinking?: boolean;
  /** This seat (the computer) waits for the person's answer elsewhere on the page (see LiveTable's `hold`). */
  waitsForYou?: boolean;
}

export default function SeatPanel(props: SeatPanelProps) {
  const { view, player, seats, lang } = props;
  const t = dict(lang);
  const toAct = view.toAct.includes(player) && view.phase !== 'deal-over';
  const dealPoints = progressTotal(view.score)[player];
  const trump = view.trumps[player];
  const handCount = view.handCounts[player];
  const stats: [string, string, string][] = [
    ['total', t['seat.total'], String(view.totals[player])],
    ['deal', t['seat.deal'], String(dealPoints)],
    ['hand', t['seat.hand'], format(t['seat.cards'], { n: handCount })],
    ['pile', t['seat.pile'], format(t['seat.cards'], { n: view.bidPileCounts[player] })],
    ['trump', t['seat.trump'], trump ? suitLabel(trump, lang) : t['seat.noTrump']],
    ['tricks', t['seat.tricks'], String(view.tricksWon[player])],
  ];
  return (
    <section
      class={`gx-seat${toAct ? ' gx-seat--active' : ''}`}
      aria-label={seats.name[player]}
      data-seat={player}
      data-total={view.totals[player]}
      data-tricks={view.tricksWon[player]}
    >
      <div class="gx-seat__head">
        <h3 class="gx-seat__name">
          {seats.name[player]}
          {props.level ? (
            <span class="gx-seat__level">
              {t['sep.dot']}
              {format(t['seat.level'], { level: lookup(lang, `level.${props.level}`, 'level.medium') })}
            </span>
          ) : null}
        </h3>
        {toAct ? (
          <span class="gx-badge" data-to-act="">
            {props.thinking
              ? format(t['status.thinking'], { name: seats.name[player] })
              : props.waitsForYou
                ? t['seat.waitsForYou']
                : t['seat.toAct']}
            {props.thinking ? <span class="gx-spinner" aria-hidden="true" /> : null}
          </span>
        ) : null}
      </div>
      <dl class="gx-seat__stats">
        {stats.map(([key, label, value]) => (
          <div key={key} class={`gx-stat gx-stat--${key}`} data-pile={key === 'tricks' ? '' : undefined}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {props.backs && handCount > 0 ? (
        <div
          class="gx-backs"
          data-card-source={player}
          role="img"
          aria-label={format(t[handCount === 1 ? 'hand.backsOne' : 'hand.backs'], { poss: seats.poss[player], n: handCount })}
        >
          {Array.from({ length: Math.min(handCount, 14) }, (_, i) => (
            <span key={i} class="gx-back" />
          ))}
        </div>
      ) : null}
      {props.openHand ? (
        <div class="gx-openhand" role="group" aria-label={format(t['hand.open'], { poss: seats.poss[player] })}>
          {(view.phase === 'play-off' ? byRank(props.openHand) : bySuit(props.openHand)).map((card) => (
            <CardFace key={cardKey(card)} card={card} lang={lang} size="small" />
          ))}
        </div>
      ) : null}
    </section>
  );
}
