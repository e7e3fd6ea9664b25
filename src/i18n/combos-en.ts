// English words of play-off combinations (src/i18n/cards.ts speaks them; the source: Japanese has exactly these keys).

export const combosEn = {
  'combo.single': 'a single {rank}',
  'combo.loneJoker': 'a lone Joker as the lowest single',
  'combo.pair': 'a pair of {ranks}',
  'combo.set': 'a set of {size} {ranks}',
  'combo.seq': 'a sequence of {size} up to the {rank}',
  'combo.seqJoker': 'a sequence of {size} up to the Joker above the Ace',
};
