// One deal's cryptographic record on one peer: seed, commitments, the three passes, keys, sealed bids, the R15 exchange, the reveals.
import type { GameState, PlayerIndex } from '../engine/index.ts';
import type { RandomBytes } from './bytes.ts';
import { bytesToHex, hashHex } from './bytes.ts';
import { deriveKeys, derivePermutation, openCard } from './deck-crypto.ts';
import type { DeckKeys, Point } from './deck-crypto.ts';
import { dealLayout, turnUpPosition, unseenPosition } from './layout.ts';
import type { DealLayout } from './layout.ts';
import { DealTable } from './table.ts';

export interface Opening {
  readonly position: number;
  readonly nonce: string;
}
export interface SeedReveal {
  readonly seed: string;
  readonly exchange: Opening | null;
}

export function seedCommitment(deal: number, seat: PlayerIndex, seedHex: string): string {
  return hashHex('seed', deal, seat, seedHex);
}
export function bidCommitment(deal: number, auction: number, seat: PlayerIndex, opening: Opening): string {
  return hashHex('bid', deal, auction, seat, opening.position, opening.nonce);
}
export function exchangeCommitment(deal: number, seat: PlayerIndex, opening: Opening): string {
  return hashHex('exchange', deal, seat, opening.position, opening.nonce);
}

export class DealRound {
  readonly layout: DealLayout;
  readonly seed: Uint8Array;
  readonly seedHex: string;
  readonly table: DealTable;
  readonly commits: [string | null, string | null] = [null, null];
  /**
   * The three passes (the inviter's shuffle, the friend's shuffle-and-lock, the inviter's lock), as points
   * and as the hex that was sent: each received point is decoded once, on arrival, and kept for the audit.
   */
  readonly passes: (Point[] | null)[] = [null, null, null];
  readonly passHex: (readonly string[] | null)[] = [null, null, null];
  /** The other player's keys received, by position. */
  readonly theirKeys = new Map<number, bigint>();
  /** Positions whose key this peer has sent. */
  readonly sharedByMe = new Set<number>();
  readonly bidCommits: [string | null, string | null] = [null, null];
  readonly bidOpenings: [Opening | null, Opening | null] = [null, null];
  readonly exchangeCommits: [string | null, string | null] = [null, null];
  myExchange: Opening | null = null;
  readonly reveals: [SeedReveal | null, SeedReveal | null] = [null, null];
  commitSent = false;
  /** This peer's sealed bid of the current auction has been opened. */
  myBidOpened = false;
  audited = false;
  private derived: { keys: DeckKeys; perm: number[] } | null = null;

  readonly number: number;
  readonly seat: PlayerIndex;

  constructor(number: number, seat: PlayerIndex, base: GameState, random: RandomBytes) {
    this.number = number;
    this.seat = seat;
    if (base.phase !== 'auction') throw new Error('a deal starts at an auction');
    this.layout = dealLayout(base.options.jokers, base.game.dealer);
    this.seed = random(32);
    this.seedHex = bytesToHex(this.seed);
    this.table = new DealTable(base, this.layout);
  }

  get final(): Point[] | null {
    return this.passes[2];
  }

  /** This player's keys and permutation for the deal, derived from its seed once (on first use). */
  get keys(): DeckKeys {
    return this.derive().keys;
  }
  get perm(): number[] {
    return this.derive().perm;
  }
  private derive(): { keys: DeckKeys; perm: number[] } {
    return (this.derived ??= { keys: deriveKeys(this.seed, this.layout.size), perm: derivePermutation(this.seed, this.layout.size) });
  }

  myKey(position: number): bigint {
    return this.keys.positions[position];
  }

  /** Open `position` with this peer's key and the other's: the card id, null for a wrong key or no key yet. */
  open(position: number): number | null {
    const final = this.final;
    const theirs = this.theirKeys.get(position);
    if (final === null || theirs === undefined) return null;
    // Secret while this player's key for the position is unshared (its hand, an unseen card it took).
    return openCard(final[position], [this.myKey(position), theirs], this.layout.size, !this.sharedByMe.has(position));
  }

  /** The positions `seat` may see now: its dealt cards, the turn-ups so far, the unseen cards it took (R2). */
  visibleTo(seat: PlayerIndex): number[] {
    const state = this.table.state;
    const out = [...this.layout.hands[seat]];
    const reached = state.phase === 'auction' ? state.auction.number : this.layout.auctions;
    for (let n = 1; n <= reached; n++) out.push(turnUpPosition(this.layout, n));
    for (const record of state.deal.auctions) if (record.unseenTo === seat) out.push(unseenPosition(this.layout, record.number));
    return out;
  }

  /** Every card this peer should see is open (it may act). */
  ready(): boolean {
    return this.final !== null && this.visibleTo(this.seat).every((p) => this.table.known[p]);
  }

  dealOver(): boolean {
    const phase = this.table.state.phase;
    return phase === 'deal-over' || phase === 'game-over';
  }
}
