// 振り返りの日本語：トリックとプレイオフでのあなたの手を、両者の最善手と比べる。
import type { Strings } from './lang.ts';
import type { reviewEn } from './review-en.ts';

export const reviewJa: Strings<typeof reviewEn> = {
  'review.bestMoves': 'あなたのほかの{n}手は最善手でした（表示する）',
  'review.bestMovesOne': 'あなたのほかの1手は最善手でした（表示する）',
  'review.allBest': 'あなたの{n}手すべてが最善手でした（表示する）',
  'review.open': 'このディールを振り返る',
  'review.title': '第{n}ディールの振り返り',
  'review.titleSeat': '第{n}ディールの振り返り：{name}の判断',
  'review.intro':
    'あなたの入札、めくり札を取ったか譲ったか、ジョーカーの選択を、相手の手札としてありうる手札での見積もりで判定します。そして、あなたが宣言した切り札と、トリックとプレイオフでのあなたの手を、2人とも最善を尽くした場合と比べます。',
  'review.progressAuction': '競りを判定しています…{done}／{total}',
  'review.progressAuctionStart': '競りを判定しています…',
  'review.points':
    'ここでの点は、このディール全体での2人の得点差です。取ったトリックが奇数なら1トリック10点、偶数なら5点なので、1トリックの違いで点差が大きく動くことがあります。得点差には、プレイオフの点と100点ボーナスも含まれます。',
  'review.progress': '振り返り中…{done}／{total}手',
  'review.progressTrump': '切り札の選択を判定しています…ジョーカーの交換があったディールでは数秒かかることがあります。',
  'review.progressShared': '振り返り中…ディールが終わったときから進めています。',
  'review.cancel': '振り返りを中止',
  'review.error': '振り返りを最後まで行えませんでした：{error}',
  'hint.solvedDeal': 'ここから2人とも最善を尽くすと、このディールの得点差はあなたから見て{value}点です。',
  'hint.solvedPlayOff': 'ここから2人とも最善を尽くすと、プレイオフの得点差はあなたから見て{value}点です。',
  'hint.solvedDealMean':
    'ここから2人とも最善を尽くすと、このディールの得点差はあなたから見て{value}点です（相手がジョーカーと交換して手札に戻した札の候補{n}枚についての平均）。',
};
