// The line above the table: phase, deal, game length, stock, whose turn (or who is thinking), and the latest notice (the
// deal's seed is with the game's details, under the log: GameSeed).
import type { ComponentChildren } from 'preact';
import type { PlayerView } from '../../../engine/index.ts';
import { format, type Lang } from '../../../i18n/lang.ts';
import type { SeatsAndLang } from '../phases/panelTypes.ts';
import { dict } from '../words/words.ts';

export interface StatusBarProps extends SeatsAndLang {
  view: PlayerView;
  /** The computer is thinking (it is always seat 1). */
  thinking: boolean;
  /** The computer waits for the person's answer elsewhere on the page (see LiveTable's `hold`). */
  waitsForYou?: boolean;
  children?: ComponentChildren;
}

export default function StatusBar(props: StatusBarProps) {
  const { view, seats, lang } = props;
  const t = dict(lang);
  const actors = view.phase === 'deal-over' ? [] : view.toAct;
  let turn: string;
  if (props.thinking) turn = format(t['status.thinking'], { name: seats.name[1] });
  else if (props.waitsForYou) turn = format(t['table.waitsForYou'], { name: seats.name[1] });
  else if (actors.length === 2) turn = t['status.bothBid'];
  else if (actors.length === 1) turn = format(t['status.turn'], { poss: seats.poss[actors[0]] });
  else turn = '';
  return (
    <div class="gx-status">
      <p class="gx-status__facts">
        <span class="gx-phase" data-phase-label="">
          {t[`phase.${view.phase}`]}
        </span>
        <span>{format(t['status.deal'], { n: view.dealNumber })}</span>
        <span>{view.options.target === 1 ? t['status.oneDeal'] : format(t['status.target'], { target: view.options.target })}</span>
        {view.phase === 'auction' ? <span>{format(t['status.stock'], { n: view.stockCount })}</span> : null}
      </p>
      <p
        class={`gx-status__turn${props.thinking ? ' gx-status__turn--thinking' : ''}`}
        aria-live="polite"
        data-thinking={props.thinking ? 'true' : 'false'}
      >
        {props.thinking ? <span class="gx-spinner" aria-hidden="true" /> : null}
        {turn}
      </p>
      {props.children}
    </div>
  );
}

/** The deal's seed (the same seed deals the same cards), shown with the game's details under the log or in the menu. */
export function GameSeed(props: { seed: string; lang: Lang }) {
  return <p class="gx-seed">{format(dict(props.lang)['status.seed'], { seed: props.seed })}</p>;
}
