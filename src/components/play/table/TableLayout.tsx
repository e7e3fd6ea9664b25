// The table on one screen: a slim top bar, the opponent above, the cards in play and the decision in the middle, the player's
// own bar below; auction history and game log in drawers (narrow screens) or side panels (wide screens).
import type { ComponentChildren } from 'preact';
import type { Card, Pair } from '../../../engine/index.ts';
import AuctionHistory from '../log/AuctionHistory.tsx';
import type { LogLine } from '../log/describe.ts';
import GameLog from '../log/GameLog.tsx';
import type { PanelProps } from '../phases/panelTypes.ts';
import PhasePanel from '../phases/PhasePanel.tsx';
import SeatPanel from './SeatPanel.tsx';
// The table's styles in their cascade order: layout and top bar, the seats, the phase panels.
import './table.css';
import './seats.css';
import '../phases/panels.css';
import '../phases/panels-phone.css';
import { other } from '../words/words.ts';

export interface TableLayoutProps extends PanelProps {
  thinking: boolean;
  /** The computer's level (shown by its name), or null for two people. */
  level: string | null;
  /** Both hands face up (replays), else the opponent's is face down. */
  openHands: Pair<Card[]> | null;
  log: readonly LogLine[];
  /** Status bar, toolbar or replay controls above the table. */
  top: ComponentChildren;
  /** Hint and notices under the phase panel. */
  below?: ComponentChildren;
  /** Buttons under the log (export, load). */
  logTools?: ComponentChildren;
  /** Wide screen: history and log sit beside the table, open; narrow: drawers after it, closed until asked for. */
  wide: boolean;
  onNextDeal(): void;
  onAgain?(): void;
  onExport?(): void;
}

export default function TableLayout(props: TableLayoutProps) {
  const { view, seats, lang } = props;
  const me = view.player;
  const them = other(me);
  // The auction history stays at hand all deal (the bids are the play-off hands), open while it is the news.
  const historyOpen = props.wide && (view.phase === 'auction' || view.phase === 'melds');
  return (
    <div class="gx-layout">
      <div class="gx-main">
        <div class="gx-topbar">{props.top}</div>
        <SeatPanel
          view={view}
          player={them}
          seats={seats}
          lang={lang}
          level={them === 1 && props.level ? props.level : undefined}
          backs={!props.openHands}
          openHand={props.openHands ? props.openHands[them] : null}
          thinking={props.thinking}
          waitsForYou={props.waitsForYou}
        />
        <PhasePanel {...props} />
        {props.below}
        <SeatPanel
          view={view}
          player={me}
          seats={seats}
          lang={lang}
          openHand={props.openHands && (view.phase === 'deal-over' || view.phase === 'game-over') ? props.openHands[me] : null}
        />
      </div>
      <div class="gx-aside">
        <AuctionHistory
          key={historyOpen ? 'open' : 'closed'}
          open={historyOpen}
          view={view}
          seats={seats}
          lang={lang}
          idBase={props.idBase}
        />
        <GameLog lines={props.log} lang={lang} idBase={props.idBase} drawer={!props.wide}>
          {props.logTools}
        </GameLog>
      </div>
    </div>
  );
}
