// Japanese words of the 'tools-playoff' book, read with words('tools-playoff', lang), key for key with tools-playoff-en.ts (checked by the type system and tests/unit/i18n.test.ts).
import type { Strings } from './lang.ts';
import type { toolsPlayoffEn } from './tools-playoff-en.ts';

export const toolsPlayoffJa: Strings<typeof toolsPlayoffEn> = {
  'po.previous': '直前の組み合わせ',
  'po.next': '次に出す組み合わせ',
  'po.waiting': '2つの組み合わせのカードを選んでください。',
  'po.verdict.beats': '次の組み合わせは上乗せできます',
  'po.verdict.does-not-beat': '次の組み合わせでは上乗せできません',
  'po.verdict.illegal': '組み合わせになっていません',
  'po.isCombo': '{slot}：{combo}',
  'po.notCombo':
    '{slot}：組み合わせになっていません。出せるのはシングル、同じランク2枚以上のセット、連続する3ランク以上のシークエンスです（Aは上にも下にも使えますが、K-A-2のような回り込みはできません）',
  'po.why.beats': '{next}は{previous}に上乗せできます。種類と枚数が同じで、ランクが上です',
  'po.why.shape': '{next}は{previous}に上乗せできません。種類と枚数が同じでなければなりません',
  'po.why.equal': '{next}は{previous}に上乗せできません。同じランクでは上乗せになりません',
  'po.why.lower': '{next}は{previous}に上乗せできません。ランクが下です',
  'po.why.joker':
    'ジョーカーはセットに加えることも、1枚だけで最弱のシングルとして出すこともできます。シークエンスでは、Aの上か2の下のランクとしてしか使えません（Q-K-A-ジョーカー、ジョーカー-2-3）。Q-K-ジョーカーや3-4-ジョーカーはシークエンスになりません',
};
