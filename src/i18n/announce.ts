// Meld announcements (R6: "Three Aces", 「Aが3枚」) in the page's language, written once for the play page and the meld scorer.
import { rankName, suitName, type SuitCode } from './cards.ts';
import { words } from './books.ts';
import { format, type Lang } from './lang.ts';

type Announcement = { kind: 'set'; rank: number; count: number } | { kind: 'sequence'; suit: SuitCode; length: number };

// Their own book, shelved only by the islands that speak them (meld scorer, play).

/** R6 announcement: "Three Aces", "Six clubs" / 「Aが3枚」「クラブの6枚続き」. */
export function announcementText(announcement: Announcement, lang: Lang): string {
  const t = words('announce', lang);
  // The dictionary lists the words for 3 to 13 (every count the rules allow); any other is written in figures.
  const count = (n: number) => t['ann.counts'].split(' ')[n - 3] ?? String(n);
  if (announcement.kind === 'set')
    return format(t['ann.set'], { count: count(announcement.count), ranks: rankName(announcement.rank, lang, true) });
  return format(t['ann.seq'], { count: count(announcement.length), suit: suitName(announcement.suit, lang) });
}
