// The auction just settled, as both players saw it: turn-up, both bids, the rung, take or cede, and (to its taker) the unseen card.
import type { AuctionRecord, PlayerView } from '../../../engine/index.ts';
import { fill } from '../words/parts.ts';
import Sentence from '../words/Sentence.tsx';
import { dict } from '../words/words.ts';
import { auctionSentences } from '../log/describe.ts';
import type { SeatsAndLang } from './panelTypes.ts';

export interface LastAuctionProps extends SeatsAndLang {
  record: AuctionRecord;
  view: PlayerView;
}

export default function LastAuction(props: LastAuctionProps) {
  const { record, seats, lang } = props;
  const t = dict(lang);
  const { bids, choice } = auctionSentences(record, seats, lang);
  const mine = record.unseen !== null && record.unseenTo === props.view.player;
  return (
    <div class="gx-last" data-last-auction={record.number}>
      <h4 class="gx-last__title">{t['auction.last']}</h4>
      <Sentence parts={bids} lang={lang} />
      <Sentence parts={choice} lang={lang} />
      {mine ? <Sentence class="gx-private" parts={fill(t['auction.gotUnseen'], { card: record.unseen })} lang={lang} /> : null}
    </div>
  );
}
