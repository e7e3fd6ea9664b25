// Japanese words of play-off combinations, key for key with combos-en.ts.
import type { Strings } from './lang.ts';
import type { combosEn } from './combos-en.ts';

export const combosJa: Strings<typeof combosEn> = {
  'combo.single': '{rank}のシングル',
  'combo.loneJoker': 'ジョーカー1枚だけの最弱のシングル',
  'combo.pair': '{ranks}のペア',
  'combo.set': '{ranks}の{size}枚のセット',
  'combo.seq': '{rank}までの{size}枚のシークエンス',
  'combo.seqJoker': 'Aの上のジョーカーまでの{size}枚のシークエンス',
};
