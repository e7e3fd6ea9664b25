// Checks a parsed practice record (from this browser or an imported file) field by field: anything unexpected is refused whole.
import type { Card, Suit } from '../../engine/index.ts';
import type { PracticeEntry, PracticeStore } from './schedule.ts';
import { AUCTION_CHOICES, AUCTION_REASONS, POSITION_KINDS, PRACTICE_RULINGS, THEMES } from './types.ts';
import type { AuctionReason, AuctionScene, OptionOutcome, PracticeOption, PracticePosition } from './types.ts';

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown, max = 1e9): v is number => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= max;
const isId = (v: unknown): v is string => typeof v === 'string' && /^[A-Za-z0-9.-]{1,40}$/.test(v);
// The shapes of the engine's card and suit values, checked here without loading the engine on a lesson page (its budget).
const SUIT_CODES: readonly string[] = ['S', 'H', 'D', 'C'];
const isSuit = (v: unknown): v is Suit => typeof v === 'string' && SUIT_CODES.includes(v);

/** A card as the engine writes it ({ rank: 2–14, suit } or { joker: 'red' | 'black' }), as a fresh plain object, or null. */
function toCard(v: unknown): Card | null {
  if (!isObject(v)) return null;
  const keys = Object.keys(v);
  if (keys.length === 1 && (v.joker === 'red' || v.joker === 'black')) return { joker: v.joker };
  if (keys.length === 2 && Number.isInteger(v.rank) && (v.rank as number) >= 2 && (v.rank as number) <= 14 && isSuit(v.suit)) {
    return { rank: v.rank, suit: v.suit } as Card;
  }
  return null;
}

function cards(v: unknown, max = 28): Card[] | null {
  if (!Array.isArray(v) || v.length > max) return null;
  const out: Card[] = [];
  for (const c of v) {
    const card = toCard(c);
    if (card === null) return null;
    out.push(card);
  }
  return out;
}

function option(v: unknown): PracticeOption | null {
  if (!isObject(v) || !isId(v.id)) return null;
  if (v.type === 'suit') return isSuit(v.suit) ? { id: v.id, type: 'suit', suit: v.suit } : null;
  if (v.type === 'pass') return { id: v.id, type: 'pass' };
  if (v.type === 'choice')
    return (AUCTION_CHOICES as readonly unknown[]).includes(v.choice)
      ? { id: v.id, type: 'choice', choice: v.choice as (typeof AUCTION_CHOICES)[number] }
      : null;
  if (v.type === 'cards') {
    const c = cards(v.cards, 14);
    return c !== null && c.length > 0 ? { id: v.id, type: 'cards', cards: c } : null;
  }
  return null;
}

const isFigure = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= 1e4;

/** A position's outcomes by option id (each id one of its options), as a fresh plain object, or null. */
function outcomes(v: unknown, ids: ReadonlySet<string>): Record<string, OptionOutcome> | null {
  if (!isObject(v)) return null;
  const out: Record<string, OptionOutcome> = {};
  for (const [id, o] of Object.entries(v)) {
    if (!ids.has(id) || !isObject(o) || !isFigure(o.loss)) return null;
    if (Object.keys(o).some((k) => !['loss', 'margin', 'tricks', 'wins', 'points'].includes(k))) return null;
    if ((o.tricks !== undefined && !isCount(o.tricks, 13)) || (o.wins !== undefined && typeof o.wins !== 'boolean')) return null;
    if ((o.points !== undefined && !isFigure(o.points)) || (o.margin !== undefined && !(isFigure(o.margin) && o.margin >= 0))) return null;
    out[id] = {
      loss: o.loss,
      ...(o.margin !== undefined ? { margin: o.margin } : {}),
      ...(o.tricks !== undefined ? { tricks: o.tricks } : {}),
      ...(o.wins !== undefined ? { wins: o.wins } : {}),
      ...(o.points !== undefined ? { points: o.points } : {}),
    };
  }
  return out;
}

function auctionReason(v: unknown): AuctionReason | null {
  if (!isObject(v)) return null;
  const c = cards(v.cards, 14);
  const p = v.points;
  if (c === null || !(AUCTION_REASONS as readonly unknown[]).includes(v.code) || !Array.isArray(p) || p.length !== 2 || !p.every(isFigure))
    return null;
  return { code: v.code as AuctionReason['code'], cards: c, points: [p[0], p[1]] };
}

/** The card lists of an auction position's scene. */
const SCENE_CARDS = ['turnUp', 'bids', 'theirTurnUps', 'theirBids', 'unseen', 'pile'] as const;

/** An auction position's scene, as a fresh plain object, or null. */
function auctionScene(v: unknown): AuctionScene | null {
  if (!isObject(v)) return null;
  const lists = SCENE_CARDS.map((k) => cards(v[k], 14));
  const reason = v.reason === null ? null : auctionReason(v.reason);
  const t = Array.isArray(v.totals) && v.totals.length === 2 ? v.totals : [NaN];
  if (lists.some((l) => l === null) || (v.reason !== null && reason === null) || ![v.margin, ...t].every(isFigure)) return null;
  if (!isCount(v.number, 14) || !isCount(v.samples, 1e6) || (v.margin as number) < 0) return null;
  const [turnUp, bids, theirTurnUps, theirBids, unseen, pile] = lists as Card[][];
  const scene = { number: v.number, turnUp, bids, theirTurnUps, theirBids, unseen, pile, totals: [t[0], t[1]] as [number, number] };
  return { ...scene, samples: v.samples, margin: v.margin as number, reason };
}

function position(v: unknown): PracticePosition | null {
  if (!isObject(v) || !isId(v.id)) return null;
  if (!(THEMES as readonly unknown[]).includes(v.theme) || !(POSITION_KINDS as readonly unknown[]).includes(v.kind)) return null;
  const hand = cards(v.hand);
  const otherHand = cards(v.otherHand);
  const toBeat = v.toBeat === null ? null : cards(v.toBeat, 14);
  const lead = v.lead === null ? null : toCard(v.lead);
  const trumps = v.trumps;
  if (hand === null || otherHand === null || (v.toBeat !== null && toBeat === null) || (v.lead !== null && lead === null)) return null;
  if (!isObject(trumps) || !(trumps.mine === null || isSuit(trumps.mine)) || !(trumps.theirs === null || isSuit(trumps.theirs)))
    return null;
  const won = v.tricksWon;
  if (!isCount(v.trick, 13) || !Array.isArray(won) || won.length !== 2 || !isCount(won[0], 13) || !isCount(won[1], 13)) return null;
  if (!Array.isArray(v.options) || v.options.length === 0 || v.options.length > 40) return null;
  const options = v.options.map(option);
  if (options.some((o) => o === null)) return null;
  const ids = new Set(options.map((o) => o!.id));
  if (!Array.isArray(v.answers) || v.answers.length === 0 || !v.answers.every((a) => typeof a === 'string' && ids.has(a))) return null;
  if (typeof v.played !== 'string' || typeof v.gain !== 'number' || !Number.isFinite(v.gain) || v.gain <= 0) return null;
  if (!(v.ruling === null || (PRACTICE_RULINGS as readonly unknown[]).includes(v.ruling))) return null;
  const kept = v.outcomes === undefined ? undefined : outcomes(v.outcomes, ids);
  if (kept === null) return null;
  // An auction position needs its scene (the turn-up, the bids…); no other position has one.
  const auctionKind = v.kind === 'bid' || v.kind === 'take' || v.kind === 'joker';
  if ((v.theme === 'auction') !== auctionKind || (v.auction !== undefined) !== auctionKind) return null;
  const auction = v.auction === undefined ? undefined : auctionScene(v.auction);
  if (auction === null) return null;
  return {
    id: v.id,
    theme: v.theme as PracticePosition['theme'],
    kind: v.kind as PracticePosition['kind'],
    hand,
    trumps: { mine: trumps.mine, theirs: trumps.theirs },
    lead,
    trick: v.trick,
    tricksWon: [won[0], won[1]],
    toBeat,
    otherHand,
    options: options as PracticeOption[],
    answers: v.answers as string[],
    played: v.played,
    gain: v.gain,
    ruling: v.ruling as PracticePosition['ruling'],
    ...(kept !== undefined ? { outcomes: kept } : {}),
    ...(auction !== undefined ? { auction } : {}),
  };
}

function entry(v: unknown): PracticeEntry | null {
  if (!isObject(v)) return null;
  const p = position(v.position);
  if (p === null || !isCount(v.due) || !isCount(v.wait) || v.wait === 0 || !isCount(v.streak, 100)) return null;
  if (!(v.firstTry === null || typeof v.firstTry === 'boolean') || typeof v.retired !== 'boolean') return null;
  return { position: p, due: v.due, wait: v.wait, streak: v.streak, firstTry: v.firstTry, retired: v.retired };
}

/** The practice record if it is exactly what this site writes, else null. */
export function validPracticeStore(v: unknown): PracticeStore | null {
  if (!isObject(v) || v.version !== 1 || !isCount(v.turn) || !Array.isArray(v.entries) || v.entries.length > 1000) return null;
  const entries = v.entries.map(entry);
  if (entries.some((e) => e === null)) return null;
  const ids = new Set(entries.map((e) => e!.position.id));
  if (ids.size !== entries.length) return null;
  return { version: 1, turn: v.turn, entries: entries as PracticeEntry[] };
}
