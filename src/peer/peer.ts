// One player's side of a game between two devices: sends and checks the protocol's messages, keeps the engine game.
import { newGame, playerView, playersToAct, tryApplyAction } from '../engine/index.ts';
import type { Action, GameState, PlayerIndex, PlayerView } from '../engine/index.ts';
import { auditDeal } from './audit.ts';
import type { RandomBytes } from './bytes.ts';
import { bytesToHex } from './bytes.ts';
import { fail, HARMLESS_CODES, ok } from './codes.ts';
import type { PeerFailure, PeerResult } from './codes.ts';
import { bidCommitment, DealRound, exchangeCommitment, seedCommitment } from './deal-round.ts';
import { keyFromHex, keyToHex, lockPass, plainDeck, pointFromHex, pointToHex, shufflePass } from './deck-crypto.ts';
import type { Point } from './deck-crypto.ts';
import { parseMessage, PROTOCOL } from './messages.ts';
import type { FriendOptions, Message, MessageBody } from './messages.ts';
import type { PositionMove } from './table.ts';

/** What a page stores after every step to rebuild its side after a reload: the random bytes drawn, then every step in order. */
export interface PeerJournal {
  readonly seat: PlayerIndex;
  readonly options: FriendOptions;
  readonly draws: readonly string[];
  readonly steps: readonly ({ readonly received: string } | { readonly acted: Action } | { readonly abandoned: true })[];
}

export interface PeerConfig {
  /** 0: the inviter; 1: the friend who joined. */
  readonly seat: PlayerIndex;
  readonly options: FriendOptions;
  readonly random: RandomBytes;
}

/** The seed every friend game's engine state is made with: the deck never comes from it, only from the passes. */
const ENGINE_SEED = 'peer-to-peer';

export class Peer {
  readonly seat: PlayerIndex;
  readonly other: PlayerIndex;
  readonly options: FriendOptions;
  /** Every message sent, in order (resent after a reconnect from the other's next expected number). */
  readonly sent: Message[] = [];
  /** The deals audited so far, as their true final states. */
  readonly audited: GameState[] = [];
  failure: PeerFailure | null = null;
  abandonedBy: PlayerIndex | null = null;
  round: DealRound;
  private base: GameState;
  private received = 0;
  private helloSeen = false;
  private readonly random: RandomBytes;
  private readonly draws: string[] = [];
  private readonly steps: PeerJournal['steps'][number][] = [];

  constructor(config: PeerConfig) {
    this.seat = config.seat;
    this.other = config.seat === 0 ? 1 : 0;
    this.options = config.options;
    this.random = (length) => {
      const bytes = config.random(length);
      this.draws.push(bytesToHex(bytes));
      return bytes;
    };
    this.base = newGame({ seed: ENGINE_SEED, ...config.options });
    this.round = new DealRound(1, this.seat, this.base, this.random);
  }

  /** Everything needed to rebuild this side (store it after every step; it holds this deal's secret seed). */
  journal(): PeerJournal {
    return { seat: this.seat, options: this.options, draws: [...this.draws], steps: [...this.steps] };
  }

  /** This side rebuilt from its journal: the same state, the same messages sent (resend what the other lacks). */
  static restore(journal: PeerJournal, random: RandomBytes): Peer {
    const stored = journal.draws.map((hex) => Uint8Array.from(hex.match(/../g) ?? [], (h) => parseInt(h, 16)));
    let next = 0;
    const peer = new Peer({ seat: journal.seat, options: journal.options, random: (n) => (next < stored.length ? stored[next++] : random(n)) });
    peer.start();
    for (const step of journal.steps) {
      if ('received' in step) peer.receive(step.received);
      else if ('acted' in step) peer.act(step.acted);
      else peer.abandon();
    }
    return peer;
  }

  /** The first messages (hello and the seed commitment). */
  start(): Message[] {
    return this.advance();
  }

  /** The engine game as this player may see it (the other's hidden cards are not in it). */
  view(): PlayerView {
    return playerView(this.round.table.state, this.seat);
  }
  /** The engine state (with the cards this peer cannot see filled in arbitrarily: never show it). */
  get state(): GameState {
    return this.round.table.state;
  }
  /** The deck is dealt and every card this player should see is open. */
  ready(): boolean {
    return this.round.ready() && this.failure === null && this.abandonedBy === null;
  }
  /** This player has sealed a bid that is not open yet. */
  bidSealed(): boolean {
    return this.round.bidOpenings[this.seat] !== null && this.round.table.state.phase === 'auction'
      && this.round.table.state.auction.bids[this.seat] === null;
  }
  /** Messages sent after number `seq` (what the other has not seen). */
  messagesAfter(seq: number): Message[] {
    return this.sent.slice(seq);
  }
  /** The last message number received (the other resends what follows). */
  get lastReceived(): number {
    return this.received;
  }

  /** Abandon the game: the message to send. */
  abandon(): Message[] {
    this.steps.push({ abandoned: true });
    this.abandonedBy = this.seat;
    return [this.send({ kind: 'abandon' })];
  }

  /** A message arrived: check it, apply it, and return the messages to send in reply. */
  receive(text: unknown): PeerResult<Message[]> {
    if (this.failure !== null) return { ok: false, error: this.failure };
    const parsed = parseMessage(text);
    if (!parsed.ok) {
      this.steps.push({ received: String(text) });
      return this.stop(parsed.error);
    }
    const m = parsed.value;
    if (m.seq <= this.received) return fail('replayed', `seq ${m.seq}`);
    if (m.seq > this.received + 1) return fail('out-of-order', `seq ${m.seq}, expected ${this.received + 1}`);
    this.steps.push({ received: text as string });
    const result = this.handle(m);
    if (!result.ok) return HARMLESS_CODES.has(result.error.code) ? result : this.stop(result.error);
    this.received = m.seq;
    return ok(this.advance());
  }

  /** This player's move (an engine action with its cards): the messages to send, or why not. */
  act(action: Action): PeerResult<Message[]> {
    if (this.failure !== null) return { ok: false, error: this.failure };
    if (action.player !== this.seat) return fail('not-your-turn');
    if (!this.ready()) return fail('unexpected-message', 'not ready');
    const r = this.round;
    const check = tryApplyAction(r.table.state, action);
    if (!check.ok) return fail('illegal-move', check.error.code);
    this.steps.push({ acted: action });
    const out: Message[] = [];
    const hand = r.table.hand(this.seat);
    const keysOf = (positions: number[]) => positions.map((p) => keyToHex(r.myKey(p)));
    switch (action.type) {
      case 'bid': {
        if (r.bidOpenings[this.seat] !== null) return fail('unexpected-message', 'already bid');
        const opening = { position: r.table.positionOf(action.card), nonce: bytesToHex(this.random(32)) };
        r.bidOpenings[this.seat] = opening;
        r.bidCommits[this.seat] = bidCommitment(r.number, auctionNumber(r.table.state), this.seat, opening);
        out.push(this.send({ kind: 'bid-commit', commitment: r.bidCommits[this.seat] as string }));
        break;
      }
      case 'joker-exchange': {
        const opening = { position: r.table.positionOf(action.card), nonce: bytesToHex(this.random(32)) };
        r.myExchange = opening;
        r.exchangeCommits[this.seat] = exchangeCommitment(r.number, this.seat, opening);
        r.table.apply({ type: 'joker-exchange', player: this.seat, position: opening.position });
        out.push(this.send({ kind: 'exchange-commit', commitment: r.exchangeCommits[this.seat] as string }));
        break;
      }
      case 'play': {
        const position = r.table.positionOf(action.card);
        if (!hand.includes(position)) return fail('card-not-held');
        r.table.apply({ type: 'play', player: this.seat, position });
        out.push(this.send({ kind: 'move', move: 'play', positions: [position], keys: keysOf([position]) }));
        break;
      }
      case 'playoff-play': {
        const positions = action.cards.map((c) => r.table.positionOf(c));
        r.table.apply({ type: 'playoff-play', player: this.seat, positions });
        out.push(this.send({ kind: 'move', move: 'playoff-play', positions, keys: keysOf(positions) }));
        break;
      }
      case 'next-deal': {
        if (!r.audited) return fail('unexpected-message', 'deal not audited');
        this.startNextDeal(check.state);
        out.push(this.send({ kind: 'move', move: 'next-deal' }, r.number));
        break;
      }
      case 'declare':
        r.table.apply({ type: 'declare', player: this.seat, trump: action.trump });
        out.push(this.send({ kind: 'move', move: 'declare', trump: action.trump }));
        break;
      case 'take':
      case 'cede':
      case 'keep-joker':
      case 'pass':
        r.table.apply({ type: action.type, player: this.seat });
        out.push(this.send({ kind: 'move', move: action.type }));
        break;
    }
    return ok([...out, ...this.advance()]);
  }

  private stop(error: PeerFailure): PeerResult<Message[]> {
    this.failure = error.culprit === undefined ? { ...error, culprit: this.other } : error;
    return { ok: false, error: this.failure };
  }

  private send(body: MessageBody, deal = this.round.number): Message {
    const message = { ...body, protocol: PROTOCOL, seq: this.sent.length + 1, deal } as Message;
    this.sent.push(message);
    return message;
  }

  private startNextDeal(nextDealState: GameState): void {
    this.base = nextDealState;
    this.round = new DealRound(this.round.number + 1, this.seat, nextDealState, this.random);
  }

  /** Send whatever the protocol now needs from this player. */
  private advance(): Message[] {
    const out: Message[] = [];
    const r = this.round;
    if (this.sent.length === 0) out.push(this.send({ kind: 'hello', options: this.options }));
    if (!r.commitSent) {
      r.commitSent = true;
      r.commits[this.seat] = seedCommitment(r.number, this.seat, r.seedHex);
      out.push(this.send({ kind: 'commit', commitment: r.commits[this.seat] as string }));
    }
    const pass = (index: number, points: Point[]) => {
      r.passes[index] = points;
      r.passHex[index] = points.map(pointToHex);
      out.push(this.send({ kind: 'pass', points: r.passHex[index] as string[] }));
    };
    if (this.seat === 0 && r.commits[1] !== null && r.passes[0] === null) pass(0, shufflePass(r.seed, plainDeck(r.layout.size)));
    if (this.seat === 1 && r.passes[0] !== null && r.passes[1] === null) pass(1, shufflePass(r.seed, r.passes[0]));
    if (this.seat === 0 && r.passes[1] !== null && r.passes[2] === null) pass(2, lockPass(r.seed, r.passes[1]));
    if (this.seat === 1 && r.passes[2] !== null && r.passes[3] === null) pass(3, lockPass(r.seed, r.passes[2]));
    if (r.final !== null) {
      const owed = r.visibleTo(this.other).filter((p) => !r.sharedByMe.has(p));
      if (owed.length > 0) {
        for (const p of owed) r.sharedByMe.add(p);
        out.push(this.send({ kind: 'keys', positions: owed, keys: owed.map((p) => keyToHex(r.myKey(p))) }));
      }
    }
    const mine = r.bidOpenings[this.seat];
    if (mine !== null && r.bidCommits[this.other] !== null && !r.myBidOpened) {
      r.myBidOpened = true;
      out.push(this.send({ kind: 'bid-reveal', position: mine.position, key: keyToHex(r.myKey(mine.position)), nonce: mine.nonce }));
      this.applyBidsIfOpen();
    }
    if (r.dealOver() && r.reveals[this.seat] === null) {
      r.reveals[this.seat] = { seed: r.seedHex, exchange: r.myExchange };
      out.push(this.send({ kind: 'reveal', seed: r.seedHex, exchange: r.myExchange }));
    }
    return out;
  }

  /** Once both bids are open, apply them to the engine (player 0's first, on both sides). */
  private applyBidsIfOpen(): PeerResult<void> {
    const r = this.round;
    const [a, b] = r.bidOpenings;
    if (a === null || b === null || !r.myBidOpened) return ok(undefined);
    if (!r.theirKeys.has(r.bidOpenings[this.other]?.position ?? -1)) return ok(undefined);
    for (const [player, opening] of [[0, a], [1, b]] as const) {
      const result = r.table.apply({ type: 'bid', player, position: opening.position });
      if (!result.ok) return fail('illegal-move', result.error.code, player);
    }
    r.bidOpenings[0] = null;
    r.bidOpenings[1] = null;
    r.bidCommits[0] = null;
    r.bidCommits[1] = null;
    r.myBidOpened = false;
    return ok(undefined);
  }

  /** Record the other's key for a position (a second, different key for it is a wrong share). */
  private takeKey(position: number, hex: string): PeerResult<bigint> {
    const key = keyFromHex(hex);
    if (key === null) return fail('wrong-share', 'not a scalar');
    const before = this.round.theirKeys.get(position);
    if (before !== undefined && before !== key) return fail('wrong-share', `second key for ${position}`);
    this.round.theirKeys.set(position, key);
    return ok(key);
  }

  /** Open `position` with the keys now known and fill it into the table. */
  private openInto(position: number): PeerResult<number> {
    const r = this.round;
    // Opened before with the same key (takeKey refuses a different one): nothing new to check.
    if (r.table.known[position]) return ok(r.table.assignment[position]);
    const card = r.open(position);
    if (card === null) return fail('wrong-share', `position ${position}`);
    const placed = r.table.reveal(position, card);
    return placed === 'ok' ? ok(card) : fail(placed, `position ${position}`);
  }

  private handle(m: Message): PeerResult<void> {
    if (m.kind === 'abandon') {
      this.abandonedBy = this.other;
      return ok(undefined);
    }
    if (!this.helloSeen) {
      if (m.kind !== 'hello') return fail('unexpected-message', 'hello first');
      this.helloSeen = true;
      const o = m.options;
      const same = o.jokers === this.options.jokers && o.target === this.options.target && o.trickRule === this.options.trickRule;
      return same ? ok(undefined) : fail('wrong-options', `${JSON.stringify(o)} / ${JSON.stringify(this.options)}`);
    }
    const r = this.round;
    if (m.deal !== r.number) return fail('unexpected-message', `deal ${m.deal}`);
    switch (m.kind) {
      case 'hello':
        return fail('unexpected-message', 'second hello');
      case 'commit':
        if (r.commits[this.other] !== null) return fail('unexpected-message', 'second commit');
        r.commits[this.other] = m.commitment;
        return ok(undefined);
      case 'pass':
        return this.receivePass(m.points);
      case 'keys':
        return this.receiveKeys(m.positions, m.keys);
      case 'bid-commit':
        if (r.table.state.phase !== 'auction' || r.bidCommits[this.other] !== null) return fail('unexpected-message', 'bid-commit');
        r.bidCommits[this.other] = m.commitment;
        r.bidOpenings[this.other] = null;
        return ok(undefined);
      case 'bid-reveal':
        return this.receiveBid(m.position, m.key, m.nonce);
      case 'move':
        return this.receiveMove(m);
      case 'exchange-commit': {
        if (!playersToAct(r.table.state).includes(this.other)) return fail('not-your-turn');
        r.exchangeCommits[this.other] = m.commitment;
        const result = r.table.apply({ type: 'joker-exchange', player: this.other, position: null });
        return result.ok ? ok(undefined) : fail('illegal-move', result.error.code);
      }
      case 'reveal': {
        if (!r.dealOver() || r.reveals[this.other] !== null) return fail('unexpected-message', 'reveal');
        r.reveals[this.other] = { seed: m.seed, exchange: m.exchange };
        const audit = auditDeal(r, this.dealBase());
        if (!audit.ok) return audit;
        r.audited = true;
        // From here on both sides hold the same true state (the next deal starts from it).
        r.table.settle(audit.value);
        this.audited.push(audit.value);
        return ok(undefined);
      }
    }
  }

  private dealBase(): GameState {
    return this.base;
  }

  private receivePass(points: readonly string[]): PeerResult<void> {
    const r = this.round;
    const index = r.passes.findIndex((p) => p === null);
    const theirs = this.seat === 0 ? index === 1 || index === 3 : index === 0 || index === 2;
    if (index < 0 || !theirs || r.commits[this.other] === null) return fail('unexpected-message', 'pass');
    if (points.length !== r.layout.size) return fail('malformed-message', 'deck size');
    const parsed: Point[] = [];
    for (const hex of points) {
      const p = pointFromHex(hex);
      if (p === null || p.is0()) return fail('bad-point');
      parsed.push(p);
    }
    if (new Set(points).size !== points.length) return fail('duplicate-card', 'equal points');
    r.passes[index] = parsed;
    r.passHex[index] = points;
    return ok(undefined);
  }

  private receiveKeys(positions: readonly number[], keys: readonly string[]): PeerResult<void> {
    const r = this.round;
    if (r.final === null) return fail('unexpected-message', 'keys before the deck');
    const visible = new Set(r.visibleTo(this.seat));
    for (let i = 0; i < positions.length; i++) {
      if (!visible.has(positions[i]) || positions[i] >= r.layout.size) return fail('unexpected-message', `key for ${positions[i]}`);
      const taken = this.takeKey(positions[i], keys[i]);
      if (!taken.ok) return taken;
    }
    for (const p of positions) {
      const opened = this.openInto(p);
      if (!opened.ok) return opened;
    }
    return ok(undefined);
  }

  private receiveBid(position: number, key: string, nonce: string): PeerResult<void> {
    const r = this.round;
    const commitment = r.bidCommits[this.other];
    if (commitment === null || r.bidCommits[this.seat] === null || r.table.state.phase !== 'auction') return fail('unexpected-message', 'bid-reveal');
    if (bidCommitment(r.number, auctionNumber(r.table.state), this.other, { position, nonce }) !== commitment) {
      return fail('bid-differs-from-commitment');
    }
    if (!r.table.hand(this.other).includes(position)) return fail('card-not-held', `position ${position}`);
    const taken = this.takeKey(position, key);
    if (!taken.ok) return taken;
    const opened = this.openInto(position);
    if (!opened.ok) return opened;
    r.bidOpenings[this.other] = { position, nonce };
    return this.applyBidsIfOpen();
  }

  private receiveMove(m: Extract<Message, { kind: 'move' }>): PeerResult<void> {
    const r = this.round;
    const state = r.table.state;
    if (!playersToAct(state).includes(this.other)) return fail('not-your-turn', m.move);
    const player = this.other;
    let move: PositionMove;
    switch (m.move) {
      case 'next-deal': {
        if (!r.audited) return fail('unexpected-message', 'deal not audited');
        const result = tryApplyAction(state, { type: 'next-deal', player });
        if (!result.ok) return fail('illegal-move', result.error.code);
        this.startNextDeal(result.state);
        return ok(undefined);
      }
      case 'declare':
        move = { type: 'declare', player, trump: m.trump as NonNullable<typeof m.trump> };
        break;
      case 'play':
      case 'playoff-play': {
        const positions = m.positions ?? [];
        const keys = m.keys ?? [];
        for (const p of positions) {
          if (!r.table.hand(player).includes(p) && !(r.table.mayBeExchanged(p) && r.table.settleExchange(p) && r.table.hand(player).includes(p))) {
            return fail('card-not-held', `position ${p}`);
          }
        }
        for (let i = 0; i < positions.length; i++) {
          const taken = this.takeKey(positions[i], keys[i]);
          if (!taken.ok) return taken;
          const opened = this.openInto(positions[i]);
          if (!opened.ok) return opened;
        }
        move = m.move === 'play' ? { type: 'play', player, position: positions[0] } : { type: 'playoff-play', player, positions };
        break;
      }
      case 'take':
      case 'cede':
      case 'keep-joker':
      case 'pass':
        move = { type: m.move, player };
        break;
    }
    const result = r.table.apply(move);
    return result.ok ? ok(undefined) : fail('illegal-move', result.error.code);
  }
}

function auctionNumber(state: GameState): number {
  return state.phase === 'auction' ? state.auction.number : 0;
}
