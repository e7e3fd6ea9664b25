// Japanese words of the 'tools-melds' book, read with words('tools-melds', lang), key for key with tools-melds-en.ts (checked by the type system and tests/unit/i18n.test.ts).
import type { Strings } from './lang.ts';
import type { toolsMeldsEn } from './tools-melds-en.ts';

export const toolsMeldsJa: Strings<typeof toolsMeldsEn> = {
  'meld.hand': '手札',
  'meld.trump': '宣言する切り札',
  'meld.trumpNone': '未定',
  'meld.notThirteen': 'この手札は{n}枚です（本来は13枚）。このまま計算しています。',
  'meld.waiting': '手札のカードを選んでください。',
  'meld.verdict': '切り札が{suit}なら{total}点',
  'meld.verdictNoTrump': '{total}点（切り札は未定）',
  'meld.why':
    'つながった札はいちばん長い1本のシークエンスとして数えます（Aだけは、Kで終わるシークエンスと2で始まるシークエンスの両方に入れます）。役はすべて自動で宣言されます',
  'meld.whyTrump': '3枚のセットは、欠けているスートが自分の宣言した切り札なら15点ではなく30点です',
  'meld.none': 'この手札に役はありません。',
  'meld.list': '役',
  'meld.points': '{points}点',
  'meld.missingTrump': '欠けている{suit}が切り札',
  'meld.total': '合計',
  'meld.perTrump': '切り札ごとの合計',
  'meld.best': '役の点が最高',
  'meld.trumpNote':
    'これは役の点だけです。いちばんよい切り札はトリックとプレイオフでも変わり、役の点が低いほうがよいこともあります。ディール全体の判定は{play}のディール後の振り返りと{practice}にあります。',
  'meld.playLink': '「遊ぶ」ページ',
  'meld.practiceLink': '練習ページ',
  'meld.jokerNote': '手札のジョーカーは役になりません。',
};
