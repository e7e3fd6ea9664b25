// 振り返り（issue 11）の日本語：トリックとプレイオフでのあなたの手を、両者の最善手と比べる。
import type { Strings } from './lang';
import type { reviewEn } from './review-en';

export const reviewJa: Strings<typeof reviewEn> = {
  'review.open': 'このディールを振り返る',
  'review.title': 'ディール{n}の振り返り',
  'review.intro': 'トリックとプレイオフでのあなたの手を、2人とも最善を尽くした場合と比べます。',
  'review.progress': '振り返り中…{done}／{total}手',
  'review.cancel': '振り返りを中止',
  'review.error': '振り返りを最後まで行えませんでした：{error}',
  'review.trick': 'トリック{n}',
  'review.playOff': 'プレイオフ{n}手目',
  'review.lead': 'あなたは{card}をリードしました。',
  'review.follow': 'あなたは{card}を出しました。',
  'review.play': 'あなたは{cards}を出しました。',
  'review.pass': 'あなたはパスしました。',
  'review.best': '✓最善手です。',
  'review.better': '✗最善手は{move}で、あと{gain}点取れました。',
  'review.unknown': 'ここで正確に解くには時間がかかりすぎるため、集計に含めません。',
  'review.passWord': 'パス',
  'review.summary': '最善手と比べて失った点：トリックで{tricks}点、プレイオフで{playOff}点。',
  'review.perfect': 'すべての手が最善手でした。',
  'review.list': 'あなたの手',
  'review.item': '{label}：{said}{verdict}',
  'review.cardSeparator': '、',
  'hint.solvedDeal': 'ここから2人とも最善を尽くすと、このディールの得点差はあなたから見て{value}点です。',
  'hint.solvedPlayOff': 'ここから2人とも最善を尽くすと、プレイオフの得点差はあなたから見て{value}点です。',
};
