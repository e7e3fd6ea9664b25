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
  'review.tricksOne': '1トリック',
  'review.tricksMany': '{n}トリック',
  'review.bestTricks': '✓最善手です。ここから2人とも最善を尽くすと、あなたは{tricks}取れます。',
  'review.choiceLead': '{card}をリードするのが最善で',
  'review.choiceFollow': '{card}を出すのが最善で',
  'review.betterTricks': '✗{choice}、あと{gain}点取れました。ここから2人とも最善を尽くすと、あなたが取るトリックは{best}なら{bestTricks}、{played}なら{playedCount}トリックです。',
  'review.sameTricks': '✗{choice}、あと{gain}点取れました。ここから2人とも最善を尽くすと、どちらでもあなたは{tricks}取れますが、最後のトリックを取る人、つまりプレイオフでリードする人が入れ替わります。',
  'review.youLeadPlayOff': '{card}なら最後のトリックはあなたが取り、プレイオフではあなたがリードします。',
  'review.otherLeadsPlayOff': '{card}なら最後のトリックは相手が取り、プレイオフでは相手がリードします。',
  'review.oddTricks': 'ここではトリックが少ないほうが得点は高くなります。取ったトリックが奇数なら1トリック10点、偶数なら5点だからです。',
  'review.sentences': '{first}{next}',
  'review.unknown': 'ここで正確に解くには時間がかかりすぎるため、集計に含めません。',
  'review.passWord': 'パス',
  'review.summary': '最善手と比べて失った点：トリックで{tricks}点、プレイオフで{playOff}点。',
  'review.perfect': 'すべての手が最善手でした。',
  'review.list': 'あなたの手',
  'review.item': '{label}：{said}{verdict}',
  'review.cardSeparator': '、',
};
