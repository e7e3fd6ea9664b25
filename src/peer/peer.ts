// One player's side of a game between two devices: sends and checks the protocol's messages, keeps the engine game.
import { newGame, playerView, playersToAct, tryApplyAction } from '../engine/index.ts';
import type { Action, GameState, PlayerIndex, PlayerView } from '../engine/index.ts';
import { auditDeal } from './audit.ts';
import type { AuditedDeal } from './audit.ts';
import type { RandomBytes } from './bytes.ts';
import { bytesToHex } from './bytes.ts';
import { fail, HARMLESS_CODES, ok } from './codes.ts';
import type { PeerFailure, PeerResult } from './codes.ts';
import { DealRound } from './deal-round.ts';
import { receiveBid, receiveKeys, receiveMove, receivePass } from './deal-inbound.ts';
import { advanceRound, sendMove } from './deal-outbound.ts';
import { prepareCardTables } from './deck-crypto.ts';
import { parseMessage, PROTOCOL } from './messages.ts';
import type { FriendOptions, Message, MessageBody } from './messages.ts';

/** What a page stores after every step to rebuild its side after a reload: the random bytes drawn, then every step in order. */
export interface PeerJournal {
  /** The protocol the journal was written under (absent before galapagos-p2p/2): another cannot be replayed. */
  readonly protocol?: string;
  readonly seat: PlayerIndex;
  readonly options: FriendOptions;
  readonly draws: readonly string[];
  readonly steps: readonly (
    | { readonly received: string }
    | { readonly acted: Action }
    | { readonly abandoned: true }
    /** The other's end-of-deal seed did not come in time: this page stopped the game (Peer.stopWaiting). */
    | { readonly withheld: true }
  )[];
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
  /** The deals audited so far, whole: true first state, moves with their cards, final state (the record and the review). */
  readonly auditedDeals: AuditedDeal[] = [];
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
    return { protocol: PROTOCOL, seat: this.seat, options: this.options, draws: [...this.draws], steps: [...this.steps] };
  }

  /** This side rebuilt from its journal: the same state, the same messages sent (resend what the other lacks). */
  static restore(journal: PeerJournal, random: RandomBytes): Peer {
    const stored = journal.draws.map((hex) => Uint8Array.from(hex.match(/../g) ?? [], (h) => parseInt(h, 16)));
    let next = 0;
    const peer = new Peer({
      seat: journal.seat,
      options: journal.options,
      random: (n) => (next < stored.length ? stored[next++] : random(n)),
    });
    peer.start();
    for (const step of journal.steps) {
      if ('received' in step) peer.receive(step.received);
      else if ('acted' in step) peer.act(step.acted);
      else if ('withheld' in step) peer.stopWaiting();
      else peer.abandon();
    }
    return peer;
  }

  /**
   * Build the tables this seat's cryptography keeps for the whole page (the inviter's card tables, ~250 ms
   * once): call it while waiting for the friend, so the first deal does not pay for it.
   */
  prepare(): void {
    if (this.seat === 0) prepareCardTables();
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
    return (
      this.round.bidOpenings[this.seat] !== null &&
      this.round.table.state.phase === 'auction' &&
      this.round.table.state.auction.bids[this.seat] === null
    );
  }
  /** Messages sent after number `seq` (what the other has not seen). */
  messagesAfter(seq: number): Message[] {
    return this.sent.slice(seq);
  }
  /** The last message number received (the other resends what follows). */
  get lastReceived(): number {
    return this.received;
  }

  /**
   * This player has sent its end-of-deal seed and waits for the other's, without which the deal cannot be checked
   * (the page gives it a stated time, then calls stopWaiting).
   */
  awaitingReveal(): boolean {
    const r = this.round;
    return (
      this.failure === null && this.abandonedBy === null && r.dealOver() && r.reveals[this.seat] !== null && r.reveals[this.other] === null
    );
  }

  /**
   * The other's seed did not come in the time the page allows: stop the game with that verdict (the deal's scores
   * stay unchecked). Nothing to send: the other's page has stopped talking. False if nothing was being waited for.
   */
  stopWaiting(): boolean {
    if (!this.awaitingReveal()) return false;
    this.steps.push({ withheld: true });
    this.failure = { code: 'keys-withheld', culprit: this.other };
    return true;
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
    if (action.type === 'next-deal') {
      if (!r.audited) return fail('unexpected-message', 'deal not audited');
      this.startNextDeal(check.value);
      return ok([this.send({ kind: 'move', move: 'next-deal' }, r.number), ...this.advance()]);
    }
    const moved = sendMove(r, action, this.random, (body) => this.send(body));
    if (!moved.ok) return moved;
    return ok([moved.value, ...this.advance()]);
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
    const hello = this.sent.length === 0 ? [this.send({ kind: 'hello', options: this.options })] : [];
    return [...hello, ...advanceRound(this.round, (body) => this.send(body))];
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
        return receivePass(r, m.points);
      case 'keys':
        return receiveKeys(r, m.positions, m.keys);
      case 'bid-commit':
        if (r.table.state.phase !== 'auction' || r.bidCommits[this.other] !== null) return fail('unexpected-message', 'bid-commit');
        r.bidCommits[this.other] = m.commitment;
        r.bidOpenings[this.other] = null;
        return ok(undefined);
      case 'bid-reveal':
        return receiveBid(r, m.position, m.key, m.nonce);
      case 'move':
        if (m.move === 'next-deal') return this.receiveNextDeal();
        return receiveMove(r, m);
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
        r.table.settle(audit.value.final);
        this.audited.push(audit.value.final);
        this.auditedDeals.push(audit.value);
        return ok(undefined);
      }
    }
  }

  /** The other player deals on (only once this deal is audited). */
  private receiveNextDeal(): PeerResult<void> {
    const r = this.round;
    if (!playersToAct(r.table.state).includes(this.other)) return fail('not-your-turn', 'next-deal');
    if (!r.audited) return fail('unexpected-message', 'deal not audited');
    const result = tryApplyAction(r.table.state, { type: 'next-deal', player: this.other });
    if (!result.ok) return fail('illegal-move', result.error.code);
    this.startNextDeal(result.value);
    return ok(undefined);
  }

  private dealBase(): GameState {
    return this.base;
  }
}
