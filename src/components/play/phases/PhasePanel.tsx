// The centre of the table: the panel of the current phase. The auction's panel comes with the table; the later phases'
// panels (laterPanels.ts) are fetched as soon as the game is under way (the person's first bid, a game opened past it, a
// replay).
import AuctionPanel from './AuctionPanel.tsx';
import type { PanelProps } from './panelTypes.ts';
import { useLaterPanels } from './laterPanelsPart.ts';
import { dict } from '../words/words.ts';

export interface PhasePanelProps extends PanelProps {
  onNextDeal(): void;
  onAgain?(): void;
  onExport?(): void;
}

export default function PhasePanel(props: PhasePanelProps) {
  const { view } = props;
  const underWay = view.phase !== 'auction' || view.auction.number > 1 || view.auction.hasBid[view.player] || props.replay === true;
  const { panels, failed } = useLaterPanels(underWay);
  if (view.phase === 'auction') return <AuctionPanel {...props} />;
  if (panels === null) {
    // A moment at most (the file is fetched at the first bid), unless it could not be fetched.
    const t = dict(props.lang);
    return (
      <section class="gx-panel" aria-busy={failed ? undefined : 'true'} data-panel-pending="">
        <p class="gx-muted">{t[failed ? 'table.loadFailed' : 'table.loading']}</p>
      </section>
    );
  }
  switch (view.phase) {
    case 'melds':
      return <panels.MeldPanel {...props} />;
    case 'tricks':
      return <panels.TrickPanel {...props} />;
    case 'play-off':
      return <panels.PlayoffPanel {...props} />;
    case 'deal-over':
      return <panels.DealSummary {...props} onNext={props.onNextDeal} />;
    case 'game-over':
      return <panels.GameOver {...props} />;
  }
}
