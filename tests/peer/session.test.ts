// The players' private channel: the exchange on the room code, the binding to the first two browsers, sealed frames and
// everything that is refused (tampered, replayed, reordered, foreign, a third browser's).
import { describe, expect, it } from 'vitest';
import { FriendSession } from '../../src/peer/session.ts';
import type { Bond, SessionFrame, SessionStep } from '../../src/peer/session.ts';
import { seededRandom } from './harness.ts';

const ROOM = 'abcde-fghjk';
let clock = 0;
const now = () => clock;
const make = (seat: 0 | 1, label: string, room = ROOM, bond: Bond | null = null) =>
  new FriendSession({ seat, room, bond, random: seededRandom(label), now });

/** Delivers every frame each way until nothing is left to send; returns what each side received and noted. */
function exchange(a: FriendSession, b: FriendSession, first: SessionStep) {
  const got = { a: [] as SessionStep[], b: [] as SessionStep[] };
  let queue: { to: 'a' | 'b'; frame: SessionFrame }[] = first.send.map((frame) => ({ to: a.seat === 0 ? 'b' : 'a', frame }));
  while (queue.length > 0) {
    const next: typeof queue = [];
    for (const { to, frame } of queue) {
      const step = (to === 'a' ? a : b).receive(JSON.parse(JSON.stringify(frame)));
      got[to].push(step);
      for (const f of step.send) next.push({ to: to === 'a' ? 'b' : 'a', frame: f });
    }
    queue = next;
  }
  return got;
}
const notes = (steps: SessionStep[]) => steps.flatMap((s) => s.notes.map((n) => n.kind));

function bound(label: string) {
  const [a, b] = [make(0, `${label}/a`), make(1, `${label}/b`)];
  exchange(a, b, a.open());
  return [a, b] as const;
}

describe('the exchange on the room code', () => {
  it('agrees with the right code: both sides have a session and the same game secret, confirmed', () => {
    const [a, b] = [make(0, 'right/a'), make(1, 'right/b')];
    const got = exchange(a, b, a.open());
    expect(a.established() && b.established()).toBe(true);
    expect(notes(got.a)).toEqual(['bond', 'established']);
    // The friend keeps the secret on answering (unconfirmed), then again once the inviter's proof came.
    expect(notes(got.b)).toEqual(['bond', 'bond', 'established']);
    expect(a.bond?.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(b.bond).toEqual(a.bond);
    expect(b.bond?.confirmed).toBe(true);
    const sealed = a.seal({ t: 'm', text: 'hello' });
    expect(b.receive(sealed).received).toEqual([{ t: 'm', text: 'hello' }]);
    expect(a.receive(b.seal({ t: 'resume', last: 3 })).received).toEqual([{ t: 'resume', last: 3 }]);
  });

  it('fails with a wrong code: no session, no bond, the inviter counts the wrong proof', () => {
    const [a, b] = [make(0, 'wrong/a'), make(1, 'wrong/b', 'abcde-fghjm')];
    exchange(a, b, a.open());
    expect(a.established() || b.established()).toBe(false);
    expect(a.bond).toBeNull();
    expect(a.refused['wrong-secret']).toBe(1);
    expect(a.seal({ t: 'm', text: 'x' })).toBeNull();
  });

  it('the friend asking first gets an offer; asked twice in a row, the inviter sends the same offer and the friend the same answer', () => {
    const [a, b] = [make(0, 'ask/a'), make(1, 'ask/b')];
    const ask = b.open().send[0];
    expect(ask).toEqual({ t: 'ask' });
    const offer1 = a.receive(ask).send[0];
    const offer2 = a.receive(ask).send[0];
    expect(offer2).toEqual(offer1);
    const answer1 = b.receive(offer1).send[0];
    expect(b.receive(offer2).send[0]).toEqual(answer1);
    const confirm = a.receive(answer1);
    expect(notes([confirm])).toEqual(['bond', 'established']);
    expect(notes([b.receive(confirm.send[0])])).toEqual(['bond', 'established']);
  });

  it('a join where each side asks and offers at once (every exchange frame twice) counts nothing as refused', () => {
    const [a, b] = [make(0, 'twice/a'), make(1, 'twice/b')];
    const offer = a.open().send[0];
    const again = a.receive(b.open().send[0]).send[0];
    const answers = [b.receive(offer).send[0], b.receive(again).send[0]];
    const confirms = answers.map((answer) => a.receive(answer).send[0]);
    expect(confirms[1]).toEqual(confirms[0]);
    for (const confirm of confirms) b.receive(confirm);
    expect(a.established() && b.established()).toBe(true);
    expect([a.refusedCount(), b.refusedCount()]).toEqual([0, 0]);
    expect(b.receive(a.seal({ t: 'm', text: 'x' })).received).toEqual([{ t: 'm', text: 'x' }]);
  });

  it('a lost confirm: the first sealed frame from the inviter confirms the session', () => {
    const [a, b] = [make(0, 'lost/a'), make(1, 'lost/b')];
    const answer = b.receive(a.open().send[0]).send[0];
    a.receive(answer);
    expect(b.established()).toBe(false);
    const step = b.receive(a.seal({ t: 'resume', last: 0 }));
    expect(step.received).toEqual([{ t: 'resume', last: 0 }]);
    expect(notes([step])).toEqual(['bond', 'established']);
    expect(b.bond?.confirmed).toBe(true);
  });
});

describe('sealed frames', () => {
  it('refuses a tampered, replayed, reordered, reflected or foreign frame with a code, and goes on after', () => {
    const [a, b] = bound('box');
    const [, c] = bound('other');
    const f1 = a.seal({ t: 'm', text: 'one' }) as Extract<SessionFrame, { t: 'box' }>;
    const f2 = a.seal({ t: 'm', text: 'two' }) as Extract<SessionFrame, { t: 'box' }>;
    const f3 = a.seal({ t: 'm', text: 'three' }) as Extract<SessionFrame, { t: 'box' }>;
    const flipped = { ...f1, c: (f1.c[0] === 'A' ? 'B' : 'A') + f1.c.slice(1) };
    expect(b.receive(flipped).notes).toEqual([{ kind: 'refused', code: 'forged' }]);
    expect(b.receive({ ...f1, n: 5 }).notes).toEqual([{ kind: 'refused', code: 'forged' }]);
    expect(b.receive(f2).received).toEqual([{ t: 'm', text: 'two' }]);
    // f1 arrives after f2: too late, refused (the game's own numbering asks for what it lacks on the next resume).
    expect(b.receive(f1).notes).toEqual([{ kind: 'refused', code: 'replayed' }]);
    expect(b.receive(f2).notes).toEqual([{ kind: 'refused', code: 'replayed' }]);
    // A's own frame sent back to it (the other direction has another key).
    expect(a.receive(f3).notes).toEqual([{ kind: 'refused', code: 'forged' }]);
    // A frame of another game's session.
    expect(c.receive(f3).notes).toEqual([{ kind: 'refused', code: 'unknown-session' }]);
    expect(b.receive(f3).received).toEqual([{ t: 'm', text: 'three' }]);
    expect(b.refusedCount()).toBe(4);
  });

  it('drops plain frames and garbage (a forged abandon in the clear) without a word about the friend', () => {
    const [a] = bound('plain');
    const abandon = { t: 'm', text: JSON.stringify({ kind: 'abandon', protocol: 'galapagos-p2p/2', seq: 99, deal: 1 }) };
    for (const junk of [abandon, 'garbage', null, 42, { t: 'box', s: 'zz' }, { malformed: 'x' }]) {
      const step = a.receive(junk);
      expect(step.received).toEqual([]);
      expect(step.notes).toEqual([{ kind: 'refused', code: 'not-a-frame' }]);
    }
  });
});

describe('bound to the first two browsers', () => {
  it('a third browser with the room code is told the game has two players and cannot join or disturb it', () => {
    const [a, b] = bound('third');
    const c = make(1, 'third/c');
    // Someone joined: the inviter offers an exchange on the game's secret.
    const offer = a.open().send[0];
    expect(offer).toMatchObject({ t: 'offer', key: 'game' });
    expect(c.receive(offer).notes).toEqual([{ kind: 'full' }]);
    // The friend answers it (a new session on the game's secret), as after a reconnect.
    const got = exchange(a, b, { send: [offer], received: [], notes: [] });
    expect(notes(got.a)).toEqual(['established']);
    // The third browser posing as the inviter with the room code: the friend refuses the room once bound.
    const fake = make(0, 'third/fake');
    expect(b.receive(fake.open().send[0]).notes).toEqual([{ kind: 'refused', code: 'room-after-binding' }]);
    // A third browser answering the inviter's offer with a secret of its own making: a wrong proof, no session.
    const pretender = make(1, 'third/p', ROOM, { secret: '11'.repeat(32), confirmed: true });
    const answer = pretender.receive(a.open().send[0]).send[0];
    const sessionsBefore = a.refused['wrong-secret'];
    expect(a.receive(answer).notes).toEqual([{ kind: 'refused', code: 'wrong-secret' }]);
    expect(a.refused['wrong-secret']).toBe(sessionsBefore + 1);
    // The players' channel still works.
    expect(b.receive(a.seal({ t: 'm', text: 'on' })).received).toEqual([{ t: 'm', text: 'on' }]);
  });

  it('with the inviter away, the friend tells a third browser asking in its seat that the seat is taken', () => {
    const [a, b] = bound('taken');
    const c = make(1, 'taken/c');
    const reply = b.receive(c.open().send[0]);
    expect(reply.send).toEqual([{ t: 'taken' }]);
    expect(c.receive(reply.send[0]).notes).toEqual([{ kind: 'full' }]);
    // Only a browser with no seat takes it so: the players count it as stray.
    expect(a.receive({ t: 'taken' }).notes).toEqual([{ kind: 'refused', code: 'wrong-role' }]);
    expect(b.receive({ t: 'taken' }).notes).toEqual([{ kind: 'refused', code: 'wrong-role' }]);
    // A friend's page not bound yet says nothing of the kind.
    expect(make(1, 'taken/d').receive({ t: 'ask' }).send).toEqual([]);
  });

  it('a reload on either side joins again with the stored secret; the inviter never goes back to the room code', () => {
    const [a, b] = bound('reload');
    const a2 = make(0, 'reload/a2', ROOM, a.bond);
    const b2 = make(1, 'reload/b2', ROOM, b.bond);
    expect(a2.open().send[0]).toMatchObject({ key: 'game' });
    const got = exchange(a2, b2, a2.open());
    expect(notes(got.a)).toEqual(['established']);
    expect(notes(got.b)).toEqual(['established']);
    expect(b2.receive(a2.seal({ t: 'resume', last: 7 })).received).toEqual([{ t: 'resume', last: 7 }]);
    // A friend who lost its secret is a stranger now.
    const b3 = make(1, 'reload/b3');
    clock += 10_000;
    expect(b3.receive(a2.open().send[0]).notes).toEqual([{ kind: 'full' }]);
  });

  it('the first to answer an offer on the room code takes the seat; the later one gets no session', () => {
    const a = make(0, 'race/a');
    const [b, c] = [make(1, 'race/b'), make(1, 'race/c')];
    const offer = a.open().send[0];
    const [fromB, fromC] = [b.receive(offer).send[0], c.receive(offer).send[0]];
    const confirm = a.receive(fromB).send[0];
    expect(a.receive(fromC).notes).toEqual([{ kind: 'refused', code: 'unknown-session' }]);
    expect(notes([b.receive(confirm)])).toEqual(['bond', 'established']);
    expect(c.receive(confirm).notes).toEqual([{ kind: 'refused', code: 'wrong-secret' }]);
    expect(c.established()).toBe(false);
  });
});
