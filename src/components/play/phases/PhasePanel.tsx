// The centre of the table: the panel of the current phase.
import AuctionPanel from './AuctionPanel';
import DealSummary from './DealSummary';
import GameOver from './GameOver';
import MeldPanel from './MeldPanel';
import type { PanelProps } from './panelTypes';
import PlayoffPanel from './PlayoffPanel';
import TrickPanel from './TrickPanel';

export interface PhasePanelProps extends PanelProps {
  onNextDeal(): void;
  onAgain?(): void;
  onExport?(): void;
}

export default function PhasePanel(props: PhasePanelProps) {
  switch (props.view.phase) {
    case 'auction':
      return <AuctionPanel {...props} />;
    case 'melds':
      return <MeldPanel {...props} />;
    case 'tricks':
      return <TrickPanel {...props} />;
    case 'play-off':
      return <PlayoffPanel {...props} />;
    case 'deal-over':
      return <DealSummary {...props} onNext={props.onNextDeal} />;
    case 'game-over':
      return <GameOver {...props} />;
  }
}
