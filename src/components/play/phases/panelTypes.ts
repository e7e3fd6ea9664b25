// Props shared by the table's parts: the seats and language every one of them speaks with, and the phase panels' (auction, melds, tricks, play-off, deal summary).
import type { PlayerView } from '../../../engine/index.ts';
import type { Lang } from '../../../i18n/lang.ts';
import type { Entry } from '../session/session.ts';
import type { HintMark } from '../table/hintMark.ts';
import type { Seats } from '../words/words.ts';

/** What every part of the table says things with: how the two seats are called, and the page's language. */
export interface SeatsAndLang {
  readonly seats: Seats;
  readonly lang: Lang;
}

export interface PanelProps extends SeatsAndLang {
  /** What the person on screen may know; `view.player` is their seat. */
  readonly view: PlayerView;
  /** False in a replay (nothing can be played) and while a hand-off screen is up. */
  readonly canAct: boolean;
  /** Applies a decision through the engine; false (with a message shown) if it was refused. */
  act(entry: Entry): boolean;
  /** Unique prefix for element ids. */
  readonly idBase: string;
  /** False while the deal's review must wait (a friend's deal, until both browsers have checked it); default true. */
  readonly reviewable?: boolean;
  /** True while the computer waits for the person's answer elsewhere on the page (the coached deal's offer): the prompt says so. */
  readonly waitsForYou?: boolean;
  /**
   * Said instead of a result while the deal's scores are unchecked (a friend's deal before, or without, its check):
   * the totals show under it, never a winner.
   */
  readonly unchecked?: string;
  /** The hint on screen, if any: what it proposes is marked on the table (cards, take or cede, a trump, pass). */
  readonly hint?: HintMark | null;
  /** A replay: nobody waits for anybody, so a prompt that would say whose move is awaited says how to step on instead. */
  readonly replay?: boolean;
}
