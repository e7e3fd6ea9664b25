// Play-off combinations (R8, R11) in the page's language, written once for the play page and the play-off checker.
import { rankName } from './cards.ts';
import { words } from './books.ts';
import { format, type Lang } from './lang.ts';

type AnyCombo = { kind: 'single' | 'set' | 'sequence'; rank: number; size: number };

// Their own book, shelved only by the islands that speak them (play-off checker, play).

/** A play-off combination in words (R8, R11): "a pair of Sevens", "a sequence of 5 up to the Nine". */
export function comboName(combo: AnyCombo, lang: Lang): string {
  const t = words('combos', lang);
  // R11: a Joker alone is the lowest single (rank 1); a Joker above the Ace tops a sequence (rank 15).
  if (combo.kind === 'single')
    return combo.rank < 2 ? t['combo.loneJoker'] : format(t['combo.single'], { rank: rankName(combo.rank, lang) });
  if (combo.kind === 'set') {
    const ranks = rankName(combo.rank, lang, true);
    return combo.size === 2 ? format(t['combo.pair'], { ranks }) : format(t['combo.set'], { size: combo.size, ranks });
  }
  if (combo.rank > 14) return format(t['combo.seqJoker'], { size: combo.size });
  return format(t['combo.seq'], { size: combo.size, rank: rankName(combo.rank, lang) });
}
