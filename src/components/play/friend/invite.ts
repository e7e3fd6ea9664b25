// Invitations: room codes, the invitation link and the relay= parameter (the player's own relays / STUN / TURN: linkSettings.ts).
import { TRICK_RULES } from '../../../engine/index.ts';
import type { FriendOptions } from '../../../peer/index.ts';
import { relayProblem } from './linkSettings.ts';

/** Room codes: 10 letters and digits a person can read out (no 0/o, 1/l/i), about 49 bits. */
const CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const CODE_LENGTH = 10;

export function newRoomCode(random: (n: number) => Uint8Array): string {
  let code = '';
  while (code.length < CODE_LENGTH) {
    for (const b of random(16)) {
      // Rejection keeps every letter equally likely (31 letters: bytes ≥ 248 are dropped).
      if (b < 248 && code.length < CODE_LENGTH) code += CODE_ALPHABET[b % CODE_ALPHABET.length];
    }
  }
  return code;
}

/** The code as typed (spaces, dashes and case ignored), or null if it cannot be one. */
export function normaliseCode(text: string): string | null {
  const code = text.toLowerCase().replace(/[\s-]/g, '');
  return code.length === CODE_LENGTH && [...code].every((c) => CODE_ALPHABET.includes(c)) ? code : null;
}

/** Shown grouped for reading out: "abcde-fghjk". */
export function displayCode(code: string): string {
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

export interface Invitation {
  readonly room: string;
  readonly options: FriendOptions;
  /** The relay of the link (relay=), if any: then only it is used. */
  readonly relay: string | null;
  /** The inviter's name (from=), if they gave one: the friend sees who invited them. */
  readonly from: string | null;
}

/** The longest name an invitation carries, in characters. */
export const NAME_LIMIT = 24;
/**
 * Why a name typed or read from a link cannot be shown, or null: at most NAME_LIMIT characters once trimmed, and none of
 * Unicode's control, format or unassigned characters (a name is shown as text; these could hide or reorder it).
 */
export function nameProblem(text: string): 'name-long' | 'name-chars' | null {
  const name = text.trim();
  if ([...name].length > NAME_LIMIT) return 'name-long';
  return /\p{C}/u.test(name) ? 'name-chars' : null;
}
/** The name to carry: trimmed, or null when empty or not one to show. */
export function nameOf(text: string): string | null {
  const name = text.trim();
  return name === '' || nameProblem(name) !== null ? null : name;
}

/** The invitation's address (the page's own, with the room, the options and any relay=). */
export function invitationLink(base: URL, invitation: Invitation): string {
  const url = new URL(base.pathname, base.origin);
  url.searchParams.set('friend', invitation.room);
  url.searchParams.set('jokers', invitation.options.jokers ? '1' : '0');
  url.searchParams.set('target', String(invitation.options.target));
  url.searchParams.set('rule', invitation.options.trickRule);
  if (invitation.relay !== null) url.searchParams.set('relay', invitation.relay);
  if (invitation.from !== null) url.searchParams.set('from', invitation.from);
  return url.href;
}

export type InvitationProblem = 'code' | 'options' | 'relay' | 'name';

/** An invitation read from an address, or why it is not one (null: the address holds none). */
export function readInvitation(search: string): Invitation | { readonly problem: InvitationProblem } | null {
  const params = new URLSearchParams(search);
  const room = params.get('friend');
  if (room === null) return null;
  const code = normaliseCode(room);
  if (code === null) return { problem: 'code' };
  const target = Number(params.get('target') ?? '1000');
  const rule = params.get('rule') ?? 'parlett';
  const jokers = params.get('jokers') ?? '0';
  if (
    !Number.isInteger(target) ||
    target < 1 ||
    target > 100_000 ||
    !(TRICK_RULES as readonly string[]).includes(rule) ||
    !['0', '1'].includes(jokers)
  ) {
    return { problem: 'options' };
  }
  const relay = params.get('relay');
  if (relay !== null && relayProblem(relay) !== null) return { problem: 'relay' };
  const fromText = params.get('from');
  const from = fromText === null ? null : nameOf(fromText);
  if (fromText !== null && from === null && fromText.trim() !== '') return { problem: 'name' };
  return { room: code, relay, from, options: { jokers: jokers === '1', target, trickRule: rule as FriendOptions['trickRule'] } };
}

/** The `relay=` of the page's own address, if valid. */
export function pageRelay(search: string): string | null {
  const relay = new URLSearchParams(search).get('relay');
  return relay !== null && relayProblem(relay) === null ? relay : null;
}
