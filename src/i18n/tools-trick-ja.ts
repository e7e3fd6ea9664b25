// Japanese words of tools-trick.ts, key for key with tools-trick-en.ts (checked by the type system and tests/unit/i18n.test.ts).
import type { Strings } from './lang';
import type { toolsTrickEn } from './tools-trick-en';

export const toolsTrickJa: Strings<typeof toolsTrickEn> = {
    'trick.lead': 'リードされた札',
    'trick.follow': '後手の札',
    'trick.leaderTrump': '先手（リード側）の切り札',
    'trick.followerTrump': '後手の切り札',
    'trick.hand': '後手の手札（任意）',
    'trick.handHint': '札を出したときの後手の手札。出した札は省いても数えます。',
    'trick.waiting': '二人の切り札と、リードされた札・後手の札を選んでください。',
    'trick.winner.leader': '先手の勝ち（{card}）',
    'trick.winner.follower': '後手の勝ち（{card}）',
    'trick.why.only-trump': '自分だけの切り札（出した本人の切り札スートの札）は{card}だけなので、ランクに関係なくこれが勝ちます',
    'trick.why.both-trumps-higher': 'どちらの札も出した本人の切り札なので、ランクの高い{card}が勝ちます',
    'trick.why.both-trumps-equal-leader': 'どちらの札も出した本人の切り札で、ランクも同じなので先手が勝ちます',
    'trick.why.suit-led-higher': 'どちらの札も切り札ではないので、リードされたスートで高いほうの{card}が勝ちます',
    'trick.why.off-suit': 'どちらの札も切り札ではなく、後手はリードされたスートを出していないので先手が勝ちます',
    'trick.why.plainFollow': '後手はリードと同じスートを出しましたが、それは後手の切り札ではないのでただの札です',
    'trick.why.jokerTrump': 'ジョーカーはいつでも自分だけの切り札で、ランクは2より下です',
    'trick.why.jokerLed': 'リードされたジョーカーは先手の切り札スート（{suit}）の札として扱います',
    'trick.case': 'R7・第{n}項',
    'trick.legal.followed': 'この出し方は正しいです。リードされたスートにフォローしています',
    'trick.legal.void': 'この出し方は正しいです。後手は{suit}を持っていませんでした',
    'trick.legal.joker': 'この出し方は正しいです。ジョーカーはフォローできるときでもいつでも出せます',
    'trick.illegal': 'この出し方は反則です。後手は{suit}を持っていたので、そのスートを出さなければなりません（マストフォロー）',
    'trick.alternative': 'R7には、同じスートにフォローしたら必ずランクで比べるという別の読み方もあり、それなら{card}が勝ちます。このサイトは書かれたとおりのR7で判定します',
  };
