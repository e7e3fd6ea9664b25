// 振り返りの結果の日本語（issue 11）：各手の判定（最善の流れでのトリック数を含む）とまとめ。振り返りを始めたときにだけ読み込む。
import type { Strings } from './lang';
import type { reviewResultEn } from './review-result-en';

export const reviewResultJa: Strings<typeof reviewResultEn> = {
  'review.trick': 'トリック{n}',
  'review.playOff': 'プレイオフ{n}手目',
  'review.lead': 'あなたは{card}をリードしました。',
  'review.follow': 'あなたは{card}を出しました。',
  'review.play': 'あなたは{cards}を出しました。',
  'review.pass': 'あなたはパスしました。',
  'review.best': '✓最善手です。',
  'review.better': '✗最善手は{move}で、あと{gain}点取れました。',
  'review.theCards': '{cards}',
  'review.tricksOne': '1トリック',
  'review.tricksMany': '{n}トリック',
  'review.bestTricks': '✓最善手です。ここから2人とも最善を尽くすと、あなたは{tricks}取れます。',
  'review.choiceLead': '{card}をリードするのが最善で',
  'review.choiceFollow': '{card}を出すのが最善で',
  'review.betterTricks':
    '✗{choice}、あと{gain}点取れました。ここから2人とも最善を尽くすと、あなたが取るトリックは{best}なら{bestTricks}、{played}なら{playedCount}トリックです。',
  'review.sameTricks':
    '✗{choice}、あと{gain}点取れました。ここから2人とも最善を尽くすと、どちらでもあなたは{tricks}取れますが、最後のトリックを取る人、つまりプレイオフでリードする人が入れ替わります。',
  'review.youLeadPlayOff': '{card}なら最後のトリックはあなたが取り、プレイオフではあなたがリードします。',
  'review.otherLeadsPlayOff': '{card}なら最後のトリックは相手が取り、プレイオフでは相手がリードします。',
  'review.oddTricks': 'ここではトリックが少ないほうが得点は高くなります。取ったトリックが奇数なら1トリック10点、偶数なら5点だからです。',
  'review.sentences': '{first}{next}',
  'review.cardsOne': '1枚',
  'review.cardsMany': '{n}枚',
  'review.youGoOut': 'あなたが先に上がり、相手の手札に{cards}残ります',
  'review.otherGoesOut': '相手が先に上がり、あなたの手札に{cards}残ります',
  'review.bestPlayOff': '✓最善手です。ここから2人とも最善を尽くすと、{end}。',
  'review.betterPlayOff':
    '✗最善手は{move}で、あと{gain}点取れました。ここから2人とも最善を尽くすと、{move}なら{bestEnd}。あなたの選んだ手では{playedEnd}。',
  'review.unknown': 'ここで正確に解くには時間がかかりすぎるため、集計に含めません。',
  'review.passWord': 'パス',
  'review.summary': '最善手と比べて失った点：トリックで{tricks}点、プレイオフで{playOff}点。',
  'review.perfect': 'すべての手が最善手でした。',
  'review.list': 'あなたの手',
  'review.item': '{label}：{said}{verdict}',
  'review.cardSeparator': '、',
  'review.declaration': '宣言：あなたは{played}を自分の切り札に宣言しました。',
  'review.declBest': '✓最善の切り札です。そのあと2人とも最善を尽くすと、このディールの得点差はあなたから見て{value}点です。',
  'review.declBetter':
    '✗最善の切り札は{best}で、あと{gain}点取れました。そのあと2人とも最善を尽くすと、得点差はあなたから見て{best}なら{bestValue}点、{played}なら{playedValue}点です。',
  'review.declReply': '{best}に対する相手の最善の切り札は{reply}でした。',
  'review.declPlacements': '相手がジョーカーと交換して手札に戻した可能性のある{n}枚すべてについての平均です。',
  'review.declSummary': '宣言で最善と比べて失った点：{gain}点。',
  'practice.collecting': 'あなたの手から練習問題を探しています…',
  'practice.saved': 'このディールから新しい練習問題が{n}問できました。',
  'practice.savedOne': 'このディールから新しい練習問題が1問できました。',
  'practice.none': 'このディールからは新しい練習問題はありません。最善手と比べて{min}点以上失った手はありませんでした。',
  'practice.link': '練習する',
};
