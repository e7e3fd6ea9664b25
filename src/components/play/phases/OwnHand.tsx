// The person's own hand in a phase panel: named after its owner, its order said, the hint's cards marked; where asked, a
// card pressed when it cannot be played is refused in words under the hand.
import { useState } from 'preact/hooks';
import type { Card } from '../../../engine/index.ts';
import { cardName } from '../../../i18n/cards.ts';
import { format } from '../../../i18n/lang.ts';
import { byRank, bySuit } from '../../cards/handOrder.ts';
import Hand, { type HandProps } from '../hand/Hand.tsx';
import { dict } from '../words/words.ts';
import type { PanelProps } from './panelTypes.ts';

export interface OwnHandProps extends Pick<HandProps, 'active' | 'blockedReason' | 'badge' | 'pressed' | 'onEnter'> {
  /** The panel's props: whose hand (the view's player), their name, the language, the ids and the hint. */
  panel: PanelProps;
  /** By suit (the auction and the tricks) or by rank (the play-off, where a combination is gathered). */
  order: 'suit' | 'rank';
  /** A card that can be chosen now was pressed; false when the engine refused the move. */
  onPlay(card: Card): boolean | void;
  /** Say under the hand why a pressed card cannot be played (else such a press does nothing). */
  refuse?: boolean;
}

export default function OwnHand(props: OwnHandProps) {
  const { panel, order, onPlay, refuse, ...hand } = props;
  const { view, seats, lang } = panel;
  const t = dict(lang);
  const [refusal, setRefusal] = useState<string | null>(null);
  const cards = (
    <Hand
      {...hand}
      cards={order === 'suit' ? bySuit(view.hand) : byRank(view.hand)}
      lang={lang}
      label={format(t['hand.label'], { poss: seats.poss[view.player] })}
      idBase={`${panel.idBase}-hand`}
      sortNote={t[order === 'suit' ? 'hand.sortSuit' : 'hand.sortRank']}
      hint={panel.hint}
      onPress={(card, blocked) => {
        if (!blocked) {
          if (onPlay(card) !== false) setRefusal(null);
        } else if (refuse) setRefusal(format(t['card.refusal'], { card: cardName(card, lang), reason: blocked }));
      }}
    />
  );
  if (!refuse) return cards;
  return (
    <>
      {cards}
      <p class="gx-refusal" role="status" data-refusal="">
        {refusal ?? ''}
      </p>
    </>
  );
}
