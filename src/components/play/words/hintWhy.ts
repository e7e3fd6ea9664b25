// The hint's "why" in one sentence that names the cards its reason is about (the engine's cites), or the reason in general words.
import type { AiDecision, AiReason, AuctionCite } from '../../../engine/ai/index.ts';
import type { MeldShape } from '../../../engine/index.ts';
import { words } from '../../../i18n/books.ts';
import { format, type Lang } from '../../../i18n/lang.ts';
import { fill, type Part, type Value } from './parts.ts';
import { aiReasonText } from './words.ts';

/** The dictionary key of a reason said with its cited cards (in the later words: reasons-en.ts, reasons-ja.ts). */
export const citedKey = (reason: AiReason, kind: AuctionCite['kind']) => `cited.${reason}.${kind}` as const;

/** The melds a card makes, in words ("a 3-card sequence and a set of 4"). */
function meldsText(melds: readonly MeldShape[], reasons: Record<string, string>): string {
  return melds.map((m) => format(reasons[`cited.meld.${m.kind}`], { n: m.size })).join(reasons['cited.and']);
}

/** The values a cite fills its sentence with: cards as cards (drawn as faces, read by name), numbers as numbers. */
function citeValues(cites: AuctionCite, reasons: Record<string, string>): Record<string, Value> {
  switch (cites.kind) {
    case 'turn-up':
      return cites.bid === null ? { turnUp: cites.turnUp } : { turnUp: cites.turnUp, bid: cites.bid };
    case 'meld': {
      const values = { card: cites.card, partners: cites.partners, melds: meldsText(cites.melds, reasons), gain: cites.gain };
      return cites.bid === null ? values : { ...values, bid: cites.bid };
    }
    case 'turn-up-idle':
      return { turnUp: cites.turnUp, melding: cites.melding, unseen: cites.unseen };
    case 'all-idle':
      return { turnUp: cites.turnUp };
    case 'spare':
      return { bid: cites.bid };
    case 'pile-rank':
    case 'pile-run':
      return { bid: cites.bid, pile: cites.pile };
    case 'taken-back':
      return { card: cites.card };
    default:
      return cites satisfies never;
  }
}

/** Why the computer chose its action, as a sentence part list (needs the later words, laterWords.ts). */
export function hintWhyParts(decision: Pick<AiDecision, 'reason' | 'cites'>, lang: Lang): Part[] {
  const reasons = words('reasons', lang) as Record<string, string>;
  const { cites } = decision;
  const key = cites === undefined ? null : citedKey(decision.reason, cites.kind);
  if (cites === undefined || key === null || !Object.hasOwn(reasons, key)) return [aiReasonText(decision.reason, lang)];
  return fill(reasons[key], citeValues(cites, reasons));
}
