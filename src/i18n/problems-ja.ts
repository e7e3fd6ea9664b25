// 棋譜（読み込み・貼り付け・保存したゲーム）、保存ゲーム、共有リンクの問題を伝える日本語。最初の画面のあとで読み込む。
import type { Strings } from './lang.ts';
import type { problemsEn } from './problems-en.ts';

export const problemsJa: Strings<typeof problemsEn> = {
  'recordError.empty': '記録が空です。',
  'recordError.too-long': '記録が長すぎて読めません。',
  'recordError.title': '{line}行目：記録は「Galapagos game record v1」で始まります。「{token}」ではありません。',
  'recordError.version': '{line}行目：このページが読めるのはv1の記録で、「{token}」は読めません。',
  'recordError.option-line': '{line}行目：「{token}」は「jokers: off」のような設定の行になっていません。',
  'recordError.unknown-option': '{line}行目：「{token}」という設定はありません。',
  'recordError.duplicate-option': '{line}行目：設定「{token}」が2回書かれています。',
  'recordError.bad-option': '{line}行目：「{token}」はこの設定の値として使えません。',
  'recordError.missing-option': '{line}行目：設定「{token}」は最初の手より前に書いてください。',
  'recordError.action-line': '{line}行目：「{token}」は手の行（番号・プレイヤー・手）になっていません。',
  'recordError.number': '{line}行目：手の番号「{token}」が順番どおりではありません（1、2、3…と続けます）。',
  'recordError.player': '{line}行目：「{token}」はプレイヤー（P0かP1）ではありません。',
  'recordError.verb': '{line}行目：「{token}」という手はありません。',
  'recordError.card': '{line}行目：「{token}」はカードとして読めません。',
  'recordError.suit': '{line}行目：「{token}」はスート（S・H・D・C）ではありません。',
  'recordError.missing-card': '{line}行目：カードが書かれていません。',
  'recordError.extra': '{line}行目：「{token}」は余分です。',
  'recordError.illegal': '{line}行目：「{token}」はその時点では認められない手です。{why}',
  'recordError.old-rules':
    '{line}行目：この記録はルールの改訂（R10・R15）より前に作られたもので、「{token}」の手はいまのルールでは認められません。{why}当時のとおりに再現できないため、読み込みませんでした。',
  'stored.title': '保存されたゲームを開けませんでした',
  'stored.corrupt': '保存データが壊れているか、途中で切れています。',
  'stored.old-version': 'このページの古いバージョンで保存されたデータで、いまのバージョンでは読めません。',
  'stored.new-version': 'このページの新しいバージョンで保存されたデータです。',
  'stored.old-rules':
    'このページがルールを改訂（R7・R10・R15）する前に保存されたゲームです。いまのルールでは認められない手が含まれているため、当時のとおりに再現できません。',
  'stored.detail': '詳細：{detail}',
  'stored.choice':
    'データは何も消していません。保存データをダウンロードして残すか、新しいゲームを始めてください（保存データは置き換わります）。',
  'stored.download': '保存データをダウンロード',
  'stored.restart': '新しいゲームを始める',
  'link.seed': 'リンクのシード「{token}」は使えません。シードは英数字・ピリオド・ハイフン・アンダースコアの1〜32文字です。',
  'link.jokers': 'リンクのjokersの値「{token}」は、1（ジョーカーあり）か0（なし）にしてください。',
  'link.target': 'リンクのtargetの値「{token}」は、1〜100000の整数にしてください。',
  'link.opponent': 'リンクのopponentの値「{token}」は、easy・medium・hard・humanのどれかにしてください。',
  'link.rule': 'リンクのruleの値「{token}」は、parlett（R7）かsummary（R7-S）にしてください。',
  'link.notStarted': '共有されたディールは始めませんでした。',
};
