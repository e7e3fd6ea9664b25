// Engine values in the page's language: seat names, suits, meld announcements, combinations, reasons, actions.
import { classifyCombo } from '../../../engine/index.ts';
import type { Action, BidReason, ErrorCode, PlayerIndex, TrickReason } from '../../../engine/index.ts';
import { suitLabel } from '../../../i18n/cards.ts';
import { announcementText } from '../../../i18n/announce.ts';
import { comboName } from '../../../i18n/combos.ts';
import { format, type Lang } from '../../../i18n/lang.ts';
import type { PlayKey } from '../../../i18n/play.ts';
import { words } from '../../../i18n/books.ts';
import { errorKey, rungKey, rungShortKey, trickWhyKey } from './codeKeys.ts';
import { againstComputer, type GameConfig } from '../setup/config.ts';
import { fill, type Part } from './parts.ts';
import type { Entry } from '../session/session.ts';
import { stringsFor, type Dict } from './strings.ts';

export type { Dict };
// The game's words are written once, in src/i18n/cards.ts; the play page's modules read them from here too.
export { announcementText, comboName, suitLabel };

/** The page's words in `lang`; GameTable loads them before anything that speaks is shown. */
export function dict(lang: Lang): Dict {
  const strings = stringsFor(lang);
  if (!strings) throw new Error(`play strings for ${lang} are not loaded`);
  return strings;
}

/** A dictionary entry looked up by a key built at run time (engine codes), with a fallback for unknown codes. */
export function lookup(lang: Lang, key: string, fallback: PlayKey): string {
  const strings = dict(lang) as Record<string, string>;
  return Object.hasOwn(strings, key) ? strings[key] : strings[fallback];
}

/** How the two seats are called: "You" and "Computer", or "Player 1" and "Player 2". */
export interface Seats {
  readonly name: readonly [string, string];
  /** Possessive: "Your", "Computer’s" / 「あなたの」. */
  readonly poss: readonly [string, string];
  /** Inside a sentence: "you", "Computer". */
  readonly mid: readonly [string, string];
  /** Whether the seat is called "you" (its sentences then take the "you" form: "You declare", not "You declares"). */
  readonly you: readonly [boolean, boolean];
}

/** Sentences about a seat whose wording differs for "you": each has a `…You` twin in the dictionaries. */
const YOU_FORMS = {
  'melds.first': 'melds.firstYou',
  'melds.jokerSwap': 'melds.jokerSwapYou',
  'playoff.roundWon': 'playoff.roundWonYou',
  'log.jokerSwap': 'log.jokerSwapYou',
} as const satisfies Record<string, PlayKey>;
export type SeatSentenceKey = keyof typeof YOU_FORMS;

/** The template of a sentence about `player`: the "you" form when that seat is "you", else the form with {name}. */
export function seatTemplate(lang: Lang, seats: Seats, player: PlayerIndex, key: SeatSentenceKey): string {
  return dict(lang)[seats.you[player] ? YOU_FORMS[key] : key];
}

/** A sentence about `player` in words ("You declare first …" / "Computer declares first …"). */
export function seatSentence(
  lang: Lang,
  seats: Seats,
  player: PlayerIndex,
  key: SeatSentenceKey,
  values: Record<string, string | number> = {},
): string {
  return format(seatTemplate(lang, seats, player, key), { name: seats.name[player], ...values });
}

export function seatNames(config: GameConfig, lang: Lang): Seats {
  const t = dict(lang);
  return againstComputer(config)
    ? {
        name: [t['name.you'], t['name.computer']],
        poss: [t['poss.you'], t['poss.computer']],
        mid: [t['mid.you'], t['mid.computer']],
        you: [true, false],
      }
    : {
        name: [t['name.player1'], t['name.player2']],
        poss: [t['poss.player1'], t['poss.player2']],
        mid: [t['mid.player1'], t['mid.player2']],
        you: [false, false],
      };
}

export function other(player: PlayerIndex): PlayerIndex {
  return player === 0 ? 1 : 0;
}

export function rungText(reason: BidReason, lang: Lang): string {
  return dict(lang)[rungKey(reason)];
}

/** The rung in one word ("rank", "suit"…). */
export function rungShortText(reason: BidReason, lang: Lang): string {
  return dict(lang)[rungShortKey(reason)];
}

export function trickWhy(reason: TrickReason, lang: Lang): string {
  return dict(lang)[trickWhyKey(reason)];
}

export function valueText(value: number, lang: Lang): string {
  return lookup(lang, `value.${value}`, 'value.1');
}

/** Why the engine refused something, in words ('other' for a refusal that carries no engine code). */
export function engineErrorText(code: ErrorCode | 'other', lang: Lang): string {
  return dict(lang)[code === 'other' ? 'error.other' : errorKey(code)];
}

/** The computer player's reason code in words; codes this page does not know yet get a general phrase (needs the later words, laterWords.ts). */
export function aiReasonText(code: string, lang: Lang): string {
  const reasons = words('reasons', lang) as Record<string, string>;
  const key = `reason.${code}`;
  return Object.hasOwn(reasons, key) ? reasons[key] : reasons['reason.other'];
}

/** An action as a verb phrase ("bid the Seven of hearts", "pass"), for hints and replays. */
export function actionParts(entry: Entry | Action, lang: Lang): Part[] {
  const t = dict(lang);
  switch (entry.type) {
    case 'bid':
      return fill(t['act.bid'], { card: entry.card });
    case 'take':
      return [t['act.take']];
    case 'cede':
      return [t['act.cede']];
    case 'joker-exchange':
      return fill(t['act.exchange'], { card: entry.card });
    case 'keep-joker':
      return [t['act.keep']];
    case 'declare':
      return [format(t['act.declare'], { suit: suitLabel(entry.trump, lang) })];
    case 'play':
      return fill(t['act.play'], { card: entry.card });
    case 'playoff-play':
      return fill(t['act.playoff'], { combo: comboPhrase(entry.cards, lang), cards: entry.cards });
    case 'pass':
      return [t['act.pass']];
    case 'next-deal':
      return [t['act.nextDeal']];
    case 'resign':
      return [t['act.resign']];
  }
}

/** The name of the combination some cards make (the engine classifies them). */
function comboPhrase(cards: Parameters<typeof classifyCombo>[0], lang: Lang): string {
  const combo = classifyCombo(cards);
  return combo ? comboName(combo, lang) : '';
}
