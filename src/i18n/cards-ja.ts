// Japanese words of cards.ts, key for key with cards-en.ts (checked by the type system and tests/unit/i18n.test.ts).
// Island entries (src/components/islands/) shelve these words for their pages.
import type { Strings } from './lang.ts';
import type { cardsEn } from './cards-en.ts';

export const cardsJa: Strings<typeof cardsEn> = {
  'suit.S': 'スペード',
  'suit.H': 'ハート',
  'suit.D': 'ダイヤ',
  'suit.C': 'クラブ',
  'rank.14': 'A',
  'rank.13': 'K',
  'rank.12': 'Q',
  'rank.11': 'J',
  'rank.10': '10',
  'rank.9': '9',
  'rank.8': '8',
  'rank.7': '7',
  'rank.6': '6',
  'rank.5': '5',
  'rank.4': '4',
  'rank.3': '3',
  'rank.2': '2',
  'rank.plural': '{rank}',
  'rank.plural.6': '6',
  'card.suited': '{suit}の{rank}',
  'card.joker.red': '赤のジョーカー',
  'card.joker.black': '黒のジョーカー',
  'card.mark.red': '赤',
  'card.mark.black': '黒',
  'suit.withGlyph': '{glyph}{name}',
};
