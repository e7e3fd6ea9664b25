// A tampered or misdelivered message of each kind is refused with its own code; harmless ones leave the game going.
import { describe, expect, it } from 'vitest';
import { ristretto255 } from '@noble/curves/ed25519.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import type { PlayerIndex } from '../../src/engine/index.ts';
import type { Message, PeerErrorCode } from '../../src/peer/index.ts';
import { Match } from './harness.ts';
import type { Wire } from './harness.ts';

const OPTIONS = { jokers: true, trickRule: 'parlett', target: 100_000 } as const;

/** Play one deal, changing the first message that `pick` chooses with `change`; the code the other side stopped with. */
function stopCode(
  label: string,
  pick: (w: Wire, m: Match) => boolean,
  change: (m: Message, match: Match) => unknown,
): { code: PeerErrorCode | null; culprit: PlayerIndex | undefined; victim: PlayerIndex | null } {
  const match = new Match(OPTIONS, label);
  let done = false;
  match.tamper = (w) => {
    if (done || !pick(w, match)) return w.text;
    done = true;
    const changed = change(structuredClone<Message>(w.message), match);
    return typeof changed === 'string' ? changed : JSON.stringify(changed);
  };
  match.play(1);
  expect(done).toBe(true);
  const victim = match.peers.findIndex((p) => p.failure !== null);
  const failure = victim < 0 ? null : match.peers[victim].failure;
  return { code: failure?.code ?? null, culprit: failure?.culprit, victim: victim < 0 ? null : (victim as PlayerIndex) };
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
const kind =
  (k: Message['kind'], from: PlayerIndex = 0) =>
  (w: Wire) =>
    w.from === from && w.message.kind === k;

describe('a tampered message is refused with its own code', () => {
  it('malformed JSON', () => {
    expect(stopCode('t-json', kind('commit'), () => '{"protocol":"galapagos-p2p/1","seq":')).toMatchObject({
      code: 'malformed-message',
      victim: 1,
    });
  });
  it("a message of another version of the protocol (the friend's page is older or newer) is named as such", () => {
    expect(stopCode('t-version', kind('commit'), (m) => ({ ...m, protocol: 'galapagos-p2p/1' }))).toMatchObject({
      code: 'other-version',
      victim: 1,
    });
  });
  it('a message missing a field', () => {
    expect(stopCode('t-field', kind('keys'), (m) => ({ ...m, keys: undefined }))).toMatchObject({ code: 'malformed-message', victim: 1 });
  });
  it("a card not held: a play from a place that is not the player's hand", () => {
    const result = stopCode(
      't-held',
      (w) => w.from === 0 && w.message.kind === 'move' && w.message.move === 'play',
      (m, match) => {
        const move = m as Mutable<Extract<Message, { kind: 'move' }>>;
        move.positions = [match.peers[1].round.table.hand(1)[0]];
        return move;
      },
    );
    expect(result).toMatchObject({ code: 'card-not-held', victim: 1, culprit: 0 });
  });
  it('a bid that differs from its commitment', () => {
    const result = stopCode('t-bid', kind('bid-reveal'), (m, match) => {
      const reveal = m as Mutable<Extract<Message, { kind: 'bid-reveal' }>>;
      reveal.position = match.peers[0].round.table.hand(0).find((p) => p !== reveal.position) as number;
      return reveal;
    });
    expect(result).toMatchObject({ code: 'bid-differs-from-commitment', victim: 1 });
  });
  it('a wrong decryption share', () => {
    const result = stopCode('t-share', kind('keys'), (m) => {
      const keys = m as Mutable<Extract<Message, { kind: 'keys' }>>;
      keys.keys = [keys.keys[1], keys.keys[0], ...keys.keys.slice(2)];
      return keys;
    });
    expect(result).toMatchObject({ code: 'wrong-share', victim: 1 });
  });
  it('a point that is not on the curve', () => {
    const result = stopCode('t-point', kind('pass'), (m) => ({
      ...m,
      points: ['f'.repeat(64), ...(m as Extract<Message, { kind: 'pass' }>).points.slice(1)],
    }));
    expect(result).toMatchObject({ code: 'bad-point', victim: 1 });
  });
  it('a deck with a card twice', () => {
    const result = stopCode('t-dup', kind('pass'), (m) => {
      const points = (m as Extract<Message, { kind: 'pass' }>).points;
      return { ...m, points: [points[1], ...points.slice(1)] };
    });
    expect(result).toMatchObject({ code: 'duplicate-card', victim: 1 });
  });
  it('a shuffle the committed seed does not give (caught by the audit)', () => {
    const result = stopCode('t-shuffle', kind('pass'), (m) => {
      const points = (m as Extract<Message, { kind: 'pass' }>).points;
      return { ...m, points: [points[1], points[0], ...points.slice(2)] };
    });
    expect(result).toMatchObject({ code: 'shuffle-mismatch', victim: 1, culprit: 0 });
  });
  it('a seed that differs from its commitment', () => {
    const result = stopCode('t-seed', kind('reveal'), (m) => ({ ...m, seed: '0'.repeat(64) }));
    expect(result).toMatchObject({ code: 'seed-differs-from-commitment', victim: 1, culprit: 0 });
  });
  it('an R15 exchange that differs from its commitment', () => {
    let exchanger: PlayerIndex = 0;
    const result = stopCode(
      't-exchange',
      (w) => {
        if (w.message.kind === 'exchange-commit') exchanger = w.from;
        return w.message.kind === 'reveal' && w.message.exchange !== null && w.from === exchanger;
      },
      (m) => {
        const reveal = m as Extract<Message, { kind: 'reveal' }>;
        return { ...reveal, exchange: { position: ((reveal.exchange?.position ?? 0) + 1) % 52, nonce: reveal.exchange?.nonce } };
      },
    );
    expect(result.code).toBe('exchange-differs-from-commitment');
  });
  it('a move the rules do not allow', () => {
    const result = stopCode(
      't-illegal',
      (w) => w.from === 0 && w.message.kind === 'move' && w.message.move === 'play',
      (m) => ({
        protocol: m.protocol,
        seq: m.seq,
        deal: m.deal,
        kind: 'move',
        move: 'pass',
      }),
    );
    expect(result).toMatchObject({ code: 'illegal-move', victim: 1 });
  });
  it('a message of the protocol at the wrong step', () => {
    const result = stopCode('t-step', kind('bid-commit'), (m) => ({ ...m, kind: 'commit' }));
    expect(result).toMatchObject({ code: 'unexpected-message', victim: 1 });
  });
  it('a friend with other options', () => {
    const result = stopCode('t-options', kind('hello'), (m) => ({ ...m, options: { ...OPTIONS, jokers: false } }));
    expect(result).toMatchObject({ code: 'wrong-options', victim: 1 });
  });
});

const Point = ristretto255.Point;
const Fn = Point.Fn;
const hexOf = (p: InstanceType<typeof Point>) => p.toHex();

describe("the audit names the other's pass that its seed does not give", () => {
  it("the friend's shuffle-and-lock pass with two cards' places swapped, each still under its position's key: pass 2", () => {
    const match = new Match(OPTIONS, 't-pass2');
    let done = false;
    match.tamper = (w) => {
      const m = w.message;
      if (w.from === 1 && m.kind === 'pass' && !done) {
        done = true;
        // out'[0] = k₀·k₁⁻¹·out[1] and out'[1] = k₁·k₀⁻¹·out[0]: every card still opens, the deck is another permutation.
        const k = match.peers[1].round.keys.positions;
        const [p0, p1] = [Point.fromHex(m.points[0]), Point.fromHex(m.points[1])];
        const points = [p1.multiply(Fn.div(k[0], k[1])), p0.multiply(Fn.div(k[1], k[0]))].map(hexOf);
        return JSON.stringify({ ...m, points: [...points, ...m.points.slice(2)] });
      }
      // Only the inviter audits (its seed never reaches the friend, whose own record is the untampered pass).
      return w.from === 0 && m.kind === 'reveal' ? null : w.text;
    };
    expect(match.play(1)).toBe(false);
    expect(done).toBe(true);
    expect(match.peers[0].failure).toEqual({ code: 'shuffle-mismatch', culprit: 1, detail: 'pass 2' });
  });

  it("the inviter's lock pass under other keys, and those keys sent to match: pass 3", () => {
    const match = new Match(OPTIONS, 't-pass3');
    let passes = 0;
    const twice = (hex: string) => bytesToHex(Fn.toBytes(Fn.mul(Fn.fromBytes(hexToBytes(hex)), 2n)));
    match.tamper = (w) => {
      const m = w.message;
      if (w.from !== 0) return w.text;
      // Every lock key doubled: the friend opens every card as before, so only the audit can tell.
      if (m.kind === 'pass' && ++passes === 2)
        return JSON.stringify({ ...m, points: m.points.map((h) => hexOf(Point.fromHex(h).multiply(2n))) });
      if (m.kind === 'keys') return JSON.stringify({ ...m, keys: m.keys.map(twice) });
      if (m.kind === 'bid-reveal') return JSON.stringify({ ...m, key: twice(m.key) });
      if (m.kind === 'move' && m.keys !== undefined) return JSON.stringify({ ...m, keys: m.keys.map(twice) });
      return w.text;
    };
    expect(match.play(1)).toBe(false);
    expect(passes).toBeGreaterThanOrEqual(2);
    expect(match.log.refusals.map((r) => r.error.code)).toEqual(['shuffle-mismatch']);
    expect(match.peers[1].failure).toEqual({ code: 'shuffle-mismatch', culprit: 0, detail: 'pass 3' });
  });
});

describe('messages that come twice or out of order are ignored', () => {
  it('replayed and early messages are refused harmlessly and the deal still ends audited', () => {
    const match = new Match(OPTIONS, 'replay');
    const seen: PeerErrorCode[] = [];
    let count = 0;
    match.tamper = (w) => {
      count++;
      const to = match.peers[w.from === 0 ? 1 : 0];
      if (count % 7 === 0) {
        const early = to.receive(JSON.stringify({ ...w.message, seq: w.message.seq + 1 }));
        if (!early.ok) seen.push(early.error.code);
      }
      if (count % 5 === 0 && count > 5) {
        const again = to.receive(match.log.wires.filter((x) => x.from === w.from).at(-2)?.text);
        if (!again.ok) seen.push(again.error.code);
      }
      return w.text;
    };
    expect(match.play(1)).toBe(true);
    expect(seen).toContain('replayed');
    expect(seen).toContain('out-of-order');
    expect(new Set(seen)).toEqual(new Set(['replayed', 'out-of-order']));
    expect(match.peers.map((p) => p.failure)).toEqual([null, null]);
    expect(match.peers[0].audited[0].game).toEqual(match.peers[1].audited[0].game);
  });
});
