// The auction just settled, as both players saw it: turn-up, both bids, the rung, take or cede, and (to its taker) the unseen card.
import type { AuctionRecord, PlayerView } from '../../../engine/index';
import type { Lang } from '../../../i18n/lang';
import { fill } from '../words/parts';
import Sentence from '../words/Sentence';
import { dict, other, rungText, type Seats } from '../words/words';

export interface LastAuctionProps {
  record: AuctionRecord;
  view: PlayerView;
  seats: Seats;
  lang: Lang;
}

export default function LastAuction(props: LastAuctionProps) {
  const { record, seats, lang } = props;
  const t = dict(lang);
  const { name, mid } = seats;
  const bidLine = fill(t['log.auction'], {
    n: record.number,
    turnUp: record.turnUp,
    p0: mid[0],
    b0: record.bids[0],
    p1: mid[1],
    b1: record.bids[1],
    winner: name[record.winner],
    rung: rungText(record.reason, lang),
  });
  const choice = fill(t[record.choice === 'take' ? 'log.take' : 'log.cede'], {
    winner: name[record.winner],
    loser: mid[other(record.winner)],
  });
  const mine = record.unseen !== null && record.unseenTo === props.view.player;
  return (
    <div class="gx-last" data-last-auction={record.number}>
      <h4 class="gx-last__title">{t['auction.last']}</h4>
      <Sentence parts={bidLine} lang={lang} />
      <Sentence parts={choice} lang={lang} />
      {mine ? <Sentence class="gx-private" parts={fill(t['auction.gotUnseen'], { card: record.unseen })} lang={lang} /> : null}
    </div>
  );
}
