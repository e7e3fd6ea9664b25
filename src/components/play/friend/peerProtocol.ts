// The messages between the page and its peer worker (peer.worker.ts).
import type { Action, GameState, PlayerIndex, PlayerView } from '../../../engine/index.ts';
import type { FriendOptions, PeerFailure, PeerJournal } from '../../../peer/index.ts';

export type WorkerRequest =
  | { readonly type: 'start'; readonly seat: PlayerIndex; readonly options: FriendOptions; readonly journal: PeerJournal | null }
  | { readonly type: 'receive'; readonly text: string }
  | { readonly type: 'act'; readonly action: Action }
  | { readonly type: 'resend'; readonly after: number }
  | { readonly type: 'abandon' }
  /** The friend's end-of-deal keys did not come in the time allowed: stop the game with that verdict. */
  | { readonly type: 'withheld' };

export interface WorkerReply {
  /** Protocol messages to send to the friend, as text. */
  readonly out: readonly string[];
  readonly view: PlayerView;
  readonly ready: boolean;
  readonly sealed: boolean;
  readonly audited: boolean;
  readonly failure: PeerFailure | null;
  readonly abandonedBy: PlayerIndex | null;
  readonly lastReceived: number;
  readonly journal: PeerJournal;
  /** Why the last request was refused (a code), if it was. */
  readonly refused: string | null;
  /** The last audited deal as this player's view (every card open). */
  readonly finished: PlayerView | null;
  /** This player has sent its end-of-deal keys and waits for the friend's (the page counts down to a verdict). */
  readonly awaitingReveal: boolean;
  /** How many messages this player has sent (the friend's acknowledgement of them all lets the page leave the room). */
  readonly sentCount: number;
  /** Every audited deal: its true first state and moves (the record; both hands are known to both browsers only now). */
  readonly deals: readonly { readonly start: GameState; readonly actions: readonly Action[] }[];
}
