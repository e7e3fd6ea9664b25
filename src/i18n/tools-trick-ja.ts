// Japanese words of the 'tools-trick' book, read with words('tools-trick', lang), key for key with tools-trick-en.ts (checked by the type system and tests/unit/i18n.test.ts).
import type { Strings } from './lang.ts';
import type { toolsTrickEn } from './tools-trick-en.ts';

export const toolsTrickJa: Strings<typeof toolsTrickEn> = {
  'trick.lead': 'リードされた札',
  'trick.follow': '2番手の札',
  'trick.leaderTrump': 'リードした人の切り札',
  'trick.followerTrump': '2番手の切り札',
  'trick.hand': '2番手の手札（任意）',
  'trick.handHint': '2番手が札を出す前の手札です。出した札は入れ忘れても手札にあったものとして数えます。',
  'trick.waiting': '2人の切り札と、リードされた札・2番手の札を選んでください。',
  'trick.winner.leader': 'リードした人の勝ち（{card}）',
  'trick.winner.follower': '2番手の勝ち（{card}）',
  'trick.why.parlett.suit-led-higher':
    '2番手はリードと同じスートを出したので、どちらの切り札のスートかに関係なくランクで比べます。高いのは{card}です',
  'trick.why.parlett.only-trump':
    '2番手の札は別のスートですが、2番手自身の切り札です。リードはリードした人の切り札ではないので、{card}がトリックを取ります',
  'trick.why.parlett.both-trumps-higher': 'リードした人の切り札に、2番手が自分の切り札を出したので、ランクの高い{card}が勝ちます',
  'trick.why.parlett.both-trumps-equal-leader':
    '2番手自身の切り札は、リードされた切り札と同じランクです。同じランクの切り札では勝てないので、リードした人が勝ちます',
  'trick.why.parlett.off-suit': '2番手の札はリードされたスートでも、2番手の切り札でもないので、リードした人が勝ちます',
  'trick.why.summary.only-trump':
    '自分の切り札（出した本人の切り札のスートの札）は{card}だけなので、R7-Sではランクに関係なくこれが勝ちます',
  'trick.why.summary.both-trumps-higher': 'どちらの札も出した本人の切り札なので、ランクの高い{card}が勝ちます',
  'trick.why.summary.both-trumps-equal-leader': 'どちらの札も出した本人の切り札で、ランクも同じなので、リードした人が勝ちます',
  'trick.why.summary.suit-led-higher': 'どちらの札も切り札ではないので、リードされたスートで高いほうの{card}が勝ちます',
  'trick.why.summary.off-suit': 'どちらの札も切り札ではなく、2番手の札はリードされたスートでもないので、リードした人が勝ちます',
  'trick.why.jokerTrump': 'ジョーカーはいつでも出した人の切り札で、ランクは2より下です',
  'trick.why.jokerLed': 'リードされたジョーカーは、リードした人の切り札スート（{suit}）の札として扱います',
  'trick.case': 'R7・第{n}項',
  'trick.caseSummary': 'R7-S・第{n}項',
  'trick.rule.label': 'トリックの勝ち負けのルール',
  'trick.rule.parlett': 'R7：英語の原文どおり',
  'trick.rule.summary': 'R7-S：日本語の要約の読み方',
  'trick.rule.bad': '「{text}」はトリックのルールではありません。parlett（R7）かsummary（R7-S）を指定してください。',
  'trick.other.summary': 'ハウスルール（日本語の要約の読み方）なら、{card}が勝ちます',
  'trick.other.parlett': '英語の原文どおり（このサイトの標準）なら、{card}が勝ちます',
  'trick.legal.followed': 'この出し方は正しいです。リードされたスートにフォローしています',
  'trick.legal.void': 'この出し方は正しいです。2番手は{suit}を持っていませんでした',
  'trick.legal.joker': 'この出し方は正しいです。2番手は{suit}を持っていなかったので、ジョーカーを出せます',
  'trick.illegalHeadline': '2番手の札は反則なので、このトリックに勝ち負けはつきません',
  'trick.illegal': '2番手は{suit}を持っていたので、そのスートを出さなければなりません（マストフォロー）',
  'trick.illegal.joker': '2番手は{suit}を持っていたので、ジョーカーは出せません（マストフォロー）',
};
