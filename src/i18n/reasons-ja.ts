// コンピューターの手の理由（ヒントの「理由」）の日本語。最初のヒントか振り返りのときに読み込む。
import type { Strings } from './lang.ts';
import type { reasonsEn } from './reasons-en.ts';

export const reasonsJa: Strings<typeof reasonsEn> = {
  'reason.only-choice': '出せる手がこれしかない',
  'reason.random-choice': '出せる手の中から無作為に選んだ',
  'reason.bid-low-card': '役にもトリックにも使い道のない低い札なので、手放しても痛くない',
  'reason.bid-high-to-win': '高い札なら、このめくり札を取れそう',
  'reason.bid-joker-to-win': 'ジョーカーならジョーカー以外のどの札にも競り勝つ（出したジョーカーはその後使えない、R9）',
  'reason.bid-for-play-off': 'プレイオフの手札（入札札の山）でペアやセット、シークエンスになる',
  'reason.bid-to-win-meld': 'めくり札で自分の役ができる（伸びる）。この入札札なら競り勝てそう',
  'reason.bid-to-deny': 'めくり札は相手が取った札と役になる。この入札札で競り勝って、相手に渡さない',
  'reason.bid-to-win-high-turn-up': 'めくり札は取る価値のある高い札。この入札札なら競り勝てそう',
  'reason.bid-to-win-turn-up': '先まで読むと、この札を手放してもめくり札を取るほうが得。この入札札なら競り勝てそう',
  'reason.bid-let-turn-up-go': 'めくり札は良い札を出すほどの価値がない。この入札はおそらく負けるが、先まで読むといちばん惜しくない札',
  'reason.take-high-turn-up': 'めくり札が高い札',
  'reason.take-turn-up-for-meld': 'めくり札で役ができる、または伸びる',
  'reason.take-turn-up': 'この手札なら、見えない札に賭けるよりめくり札を取るほうが得',
  'reason.take-to-deny': '譲ると、めくり札が相手の取った札と役になってしまう',
  'reason.cede-weak-turn-up': 'めくり札が弱いので、見えない札に期待したほうが良い',
  'reason.cede-for-unseen': 'めくり札は使い道がありそうに見えるが、先まで読むと見えない札のほうがこの手札には得',
  'reason.keep-joker-for-tricks': 'ジョーカーはトリックで切り札として使うほうが価値がある',
  'reason.exchange-joker-for-meld': '入札札の山から戻す札で役ができる',
  'reason.exchange-joker-for-play-off': 'ジョーカーはプレイオフの手札に入れたほうが活きる',
  'reason.exchange-joker-for-high-card':
    '入札札の山から戻す高い札でトリックを取れそうで、ジョーカーはプレイオフでセットやシークエンスに加えられる',
  'reason.trump-longest-suit': 'これより枚数の多いスートが手札にない',
  'reason.trump-best-melds': 'この切り札だと役の得点がいちばん高い',
  'reason.trump-strongest-suit': 'このスートがいちばんトリックを取れそう（高い札と枚数）',
  'reason.win-trick-cheaply': 'このトリックに勝てる札のうち、いちばん低い札',
  'reason.win-trick': 'このトリックに勝てる札。もっと低い札でも勝てるが、先まで読むとこちらのほうが得',
  'reason.win-with-trump': '自分の切り札でこのトリックを取れる',
  'reason.duck-trick': '取る価値の低いトリックなので、低い札で明け渡す',
  'reason.duck-for-odd-tricks': 'このトリックを相手に取らせれば、取ったトリック数が奇数のまま',
  'reason.win-for-odd-tricks': 'このトリックを取れば、取ったトリック数が奇数になる',
  'reason.lead-trump': '自分の切り札をリードして、相手の札を引き出す',
  'reason.lead-low-card': '低い札をリードして、高い札は後に取っておく',
  'reason.lead-high-card': 'この高い札ならトリックを取れそう',
  'reason.go-out': '最後の札なので、これで上がり',
  'reason.lead-longest-combination': 'いちばん多くの札を一度に出せる',
  'reason.lead-low-combination': '高い札はリードを取り返すために残し、低い組み合わせから先に出す',
  'reason.lead-unbeatable': '相手はこれに上乗せできないので、リードを保てる',
  'reason.beat-cheaply': '上乗せできる組み合わせのうち、いちばん低いもの',
  'reason.beat-to-take-lead': '上乗せしてリードを取り返す',
  'reason.pass-save-cards': '上乗せはできるが、札を後のために残しておく',
  'reason.pass-cannot-beat': '手札に上乗せできる組み合わせがない',
  'reason.search-best': 'ありうる配りを数多く読んだ結果、この手がいちばん良かった',
  'reason.other': '局面全体を見たうえでの判断',
  // 理由とその根拠の札（エンジンのAuctionCite）：「cited.<理由>.<根拠の種類>」。
  'cited.bid-to-win-meld.meld':
    'めくり札の{card}はあなたの{partners}と{melds}になる（役の点が{gain}点増える）。{bid}の入札なら競り勝てそう',
  'cited.bid-to-deny.meld':
    '相手は{partners}を取っていて、めくり札の{card}はそれと{melds}になる（相手の役の点が{gain}点増える）。{bid}の入札で競り勝って、相手に渡さない',
  'cited.bid-to-win-high-turn-up.turn-up': 'めくり札の{turnUp}は取る価値のある高い札。{bid}の入札なら競り勝てそう',
  'cited.bid-to-win-turn-up.turn-up': '先まで読むと、{bid}を手放してもめくり札の{turnUp}を取るほうが得で、この入札なら競り勝てそう',
  'cited.bid-let-turn-up-go.turn-up':
    'めくり札の{turnUp}は良い札を出すほどの価値がない。{bid}の入札はおそらく負けるが、先まで読むといちばん惜しくない札',
  'cited.bid-joker-to-win.turn-up':
    'ジョーカーならジョーカー以外のどの札にも競り勝つので、めくり札の{turnUp}を取れそう（出したジョーカーはそのディールではもう使われない、R9）',
  'cited.bid-high-to-win.turn-up': '{bid}は高い札なので、めくり札の{turnUp}を取れそう',
  'cited.bid-low-card.spare': '{bid}はどの役にも入っていない低い札なので、手放しても痛くない',
  'cited.bid-for-play-off.pile-rank': '{bid}は入札札の山の{pile}と同じランクで、プレイオフでペアかセットになる',
  'cited.bid-for-play-off.pile-run': '{bid}は入札札の山の{pile}の間を埋めて、プレイオフでシークエンスになる',
  'cited.take-turn-up-for-meld.meld': 'めくり札の{card}はあなたの{partners}と{melds}になる（役の点が{gain}点増える）',
  'cited.take-high-turn-up.turn-up': 'めくり札の{turnUp}は高い札',
  'cited.take-turn-up.turn-up': 'この手札なら、見えない札に賭けるよりめくり札の{turnUp}を取るほうが得',
  'cited.take-to-deny.meld':
    '相手は{partners}を取っている。めくり札の{card}を譲ると、それと{melds}になってしまう（相手の役の点が{gain}点増える）',
  'cited.cede-weak-turn-up.turn-up-idle':
    'めくり札の{turnUp}はあなたの役の点を増やさないが、見えない札なら増やすかもしれない（どこにあるかわからない{unseen}枚の札のうち{melding}枚は増やす）',
  'cited.cede-weak-turn-up.all-idle': 'めくり札の{turnUp}は低い札で、あなたの役の点も増やさないので、見えない札に期待したほうが良い',
  'cited.cede-for-unseen.meld':
    'めくり札の{card}はあなたの{partners}と{melds}になる（役の点が{gain}点増える）が、先まで読むと見えない札のほうがこの手札には得',
  'cited.cede-for-unseen.turn-up': 'めくり札の{turnUp}は使い道がありそうに見えるが、先まで読むと見えない札のほうがこの手札には得',
  'cited.exchange-joker-for-meld.meld': '入札札の山から取り戻す{card}が、あなたの{partners}と{melds}になる（役の点が{gain}点増える）',
  'cited.exchange-joker-for-high-card.taken-back':
    '入札札の山から取り戻す{card}は高い札でトリックを取れそう。ジョーカーはプレイオフの手札に入る',
  'cited.exchange-joker-for-play-off.taken-back': 'ジョーカーはプレイオフの手札に入れたほうが活きる。{card}は手札に戻る',
  // 札が作る役（「3枚のシークエンス」）。複数なら「cited.and」でつなぐ。
  'cited.meld.set': '{n}枚のセット',
  'cited.meld.sequence': '{n}枚のシークエンス',
  'cited.and': 'と',
};
