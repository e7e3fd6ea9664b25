// The inviter's name in an invitation (so the friend sees who invited them): carried by the link, checked when
// read, refused with its own problem when it cannot be shown, kept in the friend's stored game; and a stored game of an
// earlier protocol version told apart.
import { describe, expect, it } from 'vitest';
import { invitationLink, nameOf, nameProblem, NAME_LIMIT, readInvitation } from '../../src/components/play/friend/invite.ts';
import { loadFriendSave } from '../../src/components/play/friend/storage.ts';
import { FRIEND_SAVE_KEY } from '../../src/components/play/friend/entry.ts';

const options = { jokers: true, target: 300, trickRule: 'summary' } as const;
const base = new URL('https://example.org/ja/play/');
const search = (href: string) => new URL(href).search;

describe("the inviter's name", () => {
  it('goes into the link and comes back, in any script, trimmed', () => {
    for (const name of ['Ken', '  Ken  ', 'けんじ', 'Zoë van Dijk', '李 明']) {
      const href = invitationLink(base, { room: 'abcdefghjk', options, relay: null, from: nameOf(name) });
      const read = readInvitation(search(href));
      expect(read).toMatchObject({ room: 'abcdefghjk', from: name.trim(), options });
    }
  });

  it('is left out of the link when empty, and an empty from= reads as no name', () => {
    const href = invitationLink(base, { room: 'abcdefghjk', options, relay: null, from: nameOf('   ') });
    expect(new URL(href).searchParams.has('from')).toBe(false);
    expect(readInvitation('?friend=abcdefghjk&from=')).toMatchObject({ from: null });
  });

  it('is refused when too long or holding invisible or control characters, with the problem named', () => {
    const long = 'x'.repeat(NAME_LIMIT + 1);
    expect(nameProblem(long)).toBe('name-long');
    expect(nameProblem('x'.repeat(NAME_LIMIT))).toBeNull();
    expect(nameProblem('Ken\u202Eevil')).toBe('name-chars');
    expect(nameProblem('Ken\u0007')).toBe('name-chars');
    expect(nameOf(long)).toBeNull();
    expect(readInvitation(`?friend=abcdefghjk&from=${encodeURIComponent(long)}`)).toEqual({ problem: 'name' });
    expect(readInvitation(`?friend=abcdefghjk&from=${encodeURIComponent('A\u200Bb')}`)).toEqual({ problem: 'name' });
  });

  it("is kept in the friend's stored game; a stored name that cannot be shown makes the save unreadable", () => {
    const save = { room: 'abcdefghjk', seat: 1, options, relay: null, journal: null };
    const storage = (value: object) => ({ getItem: (key: string) => (key === FRIEND_SAVE_KEY ? JSON.stringify(value) : null) });
    expect(loadFriendSave(storage({ ...save, opponentName: 'Ken' }))?.opponentName).toBe('Ken');
    expect(loadFriendSave(storage(save))).not.toBeNull();
    expect(loadFriendSave(storage({ ...save, opponentName: 'x'.repeat(NAME_LIMIT + 1) }))).toBeNull();
    expect(loadFriendSave(storage({ ...save, opponentName: 7 }))).toBeNull();
  });
});

describe("the game's secret in the stored game", () => {
  it('is kept with the save (a reload joins again with it); a damaged one makes the save unreadable', () => {
    const save = { room: 'abcdefghjk', seat: 0, options, relay: null, journal: null };
    const storage = (value: object) => ({ getItem: (key: string) => (key === FRIEND_SAVE_KEY ? JSON.stringify(value) : null) });
    const bond = { secret: 'ab'.repeat(32), confirmed: true };
    expect(loadFriendSave(storage({ ...save, bond }))?.bond).toEqual(bond);
    expect(loadFriendSave(storage({ ...save, bond: null }))).not.toBeNull();
    expect(loadFriendSave(storage({ ...save, bond: { secret: 'ab', confirmed: true } }))).toBeNull();
    expect(loadFriendSave(storage({ ...save, bond: { secret: 'ab'.repeat(32) } }))).toBeNull();
    expect(loadFriendSave(storage({ ...save, bond: 'ab'.repeat(32) }))).toBeNull();
  });
});

describe('a game stored by an earlier version of the protocol', () => {
  it('is told apart (its journal cannot be replayed); one of this version, or none, is not', async () => {
    const { storedFriendSaveIsOld } = await import('../../src/components/play/friend/storage.ts');
    const { PROTOCOL } = await import('../../src/peer/index.ts');
    const save = (journal: object | null) => ({ room: 'abcdefghjk', seat: 0, options, relay: null, journal });
    const storage = (value: object | null) => ({ getItem: () => (value === null ? null : JSON.stringify(value)) });
    const journal = { seat: 0, options, draws: [], steps: [] };
    expect(storedFriendSaveIsOld(storage(save(journal)))).toBe(true);
    expect(storedFriendSaveIsOld(storage(save({ ...journal, protocol: 'galapagos-p2p/1' })))).toBe(true);
    expect(storedFriendSaveIsOld(storage(save({ ...journal, protocol: PROTOCOL })))).toBe(false);
    expect(storedFriendSaveIsOld(storage(save(null)))).toBe(false);
    expect(storedFriendSaveIsOld(storage(null))).toBe(false);
  });
});
