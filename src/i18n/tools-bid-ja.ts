// Japanese words of the 'tools-bid' book, read with words('tools-bid', lang), key for key with tools-bid-en.ts (checked by the type system and tests/unit/i18n.test.ts).
import type { Strings } from './lang.ts';
import type { toolsBidEn } from './tools-bid-en.ts';

export const toolsBidJa: Strings<typeof toolsBidEn> = {
  'bid.turnup': 'めくり札',
  'bid.a': 'Aさんの入札札',
  'bid.b': 'Bさんの入札札',
  'bid.waiting': 'めくり札と2枚の入札札を選んでください。',
  'bid.jokerTurnup': 'めくり札がジョーカーになることはありません（ジョーカーは配られる札で、山札には入りません）。',
  'bid.wins': '{slot}の勝ち：{card}',
  'bid.why.rank': '{winner}のほうがランクが上です。めくり札は関係しません',
  'bid.why.suit': 'どちらも{ranks}で同じランクです。{winner}はめくり札と同じスートなので勝ちます',
  'bid.why.colour': 'どちらも{ranks}で、めくり札と同じスートの札はありません。めくり札と同じ色（{colour}）の{winner}が勝ちます',
  'bid.why.parity':
    'どちらも{ranks}で、スートも色もめくり札と合いません。{winner}はめくり札とメジャー／マイナーが同じ（{parity}）なので勝ちます。この段階で必ず決着します',
  'bid.why.joker': 'ジョーカーの入札はジョーカー以外のどの札にも勝ちます。入札したジョーカーはそのディールではもう使えません',
  'bid.why.jokers': '両方ともジョーカーです。めくり札と同じ色（{colour}）のジョーカーが勝ち、2枚ともこのディールではもう使えません',
  'bid.ladder': '入札の勝ち負けの決め方',
  'bid.rung.joker': 'ジョーカーはジョーカー以外のどの札にも勝つ',
  'bid.rung.rank': 'ランクの高いほうが勝つ',
  'bid.rung.suit': '同じランクなら、めくり札と同じスート',
  'bid.rung.colour': 'それもなければ、めくり札と同じ色',
  'bid.rung.parity': 'それもなければ、メジャー（♠♥）／マイナー（♦♣）が同じほう',
  'bid.decided': 'ここで決着',
  'colour.black': '黒',
  'colour.red': '赤',
  'parity.major': 'メジャー',
  'parity.minor': 'マイナー',
};
