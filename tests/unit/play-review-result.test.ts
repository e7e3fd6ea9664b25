// The review's verdict names the trick counts along perfect play after the best move and the move played, in English and Japanese.
import { describe, expect, it } from 'vitest';
import { parseCard, parseCards } from '../../src/engine/index.ts';
import type { ReviewItem, ReviewLine } from '../../src/engine/solver/index.ts';
import { declarationText, itemText, summaryText, verdictOf } from '../../src/components/play/review/reviewResult.ts';

const line = (tricks: number, leadsPlayOff: boolean): ReviewLine => {
  const theirs = 13 - tricks;
  const points = (n: number) => (n % 2 === 1 ? 10 * n : 5 * n);
  return { tricks, leadsPlayOff, trickScore: points(tricks) - points(theirs) };
};

function trickItem(o: {
  kind: 'lead' | 'follow';
  played: string;
  best: string;
  gain: number;
  lines?: { best: ReviewLine; played: ReviewLine };
}): ReviewItem {
  return {
    phase: 'tricks',
    number: 3,
    kind: o.kind,
    played: [parseCard(o.played)],
    best: o.played === o.best,
    bestMove: [parseCard(o.best)],
    gain: o.gain,
    exact: true,
    ...(o.lines ? { lines: o.lines } : {}),
  };
}

describe('review verdicts with the trick counts of the perfect lines', () => {
  it('a best move says how many tricks perfect play then gives you (one trick in the singular)', () => {
    const seven = trickItem({ kind: 'lead', played: '9C', best: '9C', gain: 0, lines: { best: line(7, false), played: line(7, false) } });
    expect(verdictOf(seven, 'en')).toBe('✓ Best move: with perfect play from here you end with 7 tricks.');
    expect(verdictOf(seven, 'ja')).toBe(
      '✓最善手です。ここから2人とも最善を尽くすと、あなたがこのディールで取るトリックは、合わせて7トリックです。',
    );
    const one = trickItem({ kind: 'follow', played: '2H', best: '2H', gain: 0, lines: { best: line(1, false), played: line(1, false) } });
    expect(verdictOf(one, 'en')).toBe('✓ Best move: with perfect play from here you end with 1 trick.');
  });

  it('a worse lead names the best card, the points and both trick counts', () => {
    const item = trickItem({ kind: 'lead', played: 'KC', best: '9C', gain: 40, lines: { best: line(7, false), played: line(6, false) } });
    expect(verdictOf(item, 'en')).toBe(
      '✗ Leading the Nine of clubs was best, 40 points more: with perfect play from here the Nine of clubs gives you 7 tricks, against 6 after the King of clubs.',
    );
    expect(verdictOf(item, 'ja')).toBe(
      '✗クラブの9をリードするのが最善で、あなたの手は点差で40点の損でした。ここから2人とも最善を尽くすと、あなたがこのディールで取るトリックは合わせて、クラブの9なら7トリック、あなたが出したクラブのKなら6トリックです。',
    );
  });

  it('a worse follow says "playing", and a change of the play-off leader is named', () => {
    const item = trickItem({ kind: 'follow', played: '3S', best: 'AS', gain: 60, lines: { best: line(8, true), played: line(7, false) } });
    expect(verdictOf(item, 'en')).toBe(
      '✗ Playing the Ace of spades was best, 60 points more: with perfect play from here the Ace of spades gives you 8 tricks, against 7 after the Three of spades. ' +
        'After the Ace of spades you win the last trick and lead the play-off.',
    );
    expect(verdictOf(item, 'ja')).toMatch(
      /^✗スペードのAを出すのが最善で、あなたの手は点差で60点の損でした。.+スペードのAなら最後のトリックはあなたが取り、プレイオフではあなたがリードします。$/,
    );
  });

  it('the same trick count either way: what changes is who wins the last trick and leads the play-off', () => {
    const item = trickItem({ kind: 'lead', played: '5D', best: '4D', gain: 20, lines: { best: line(6, false), played: line(6, true) } });
    expect(verdictOf(item, 'en')).toBe(
      '✗ Leading the Four of diamonds was best, 20 points more: with perfect play from here you end with 6 tricks either way, but it changes who wins the last trick and so leads the play-off. ' +
        'After the Four of diamonds the other player wins the last trick and leads the play-off.',
    );
    expect(verdictOf(item, 'ja')).toBe(
      '✗ダイヤの4をリードするのが最善で、あなたの手は点差で20点の損でした。ここから2人とも最善を尽くすと、あなたがこのディールで取るトリックはどちらでも合わせて6トリックですが、最後のトリックを取る人、つまりプレイオフでリードする人が入れ替わります。' +
        'ダイヤの4なら最後のトリックは相手が取り、プレイオフでは相手がリードします。',
    );
  });

  it('fewer tricks worth more: the odd-trick rule is given as the reason', () => {
    const item = trickItem({ kind: 'lead', played: 'QH', best: 'JH', gain: 80, lines: { best: line(7, false), played: line(8, false) } });
    expect(verdictOf(item, 'en')).toMatch(
      /against 8 after the Queen of hearts\. Fewer tricks score more here: an odd number of tricks is worth 10 points a trick, an even number only 5\.$/,
    );
    expect(verdictOf(item, 'ja')).toMatch(/取ったトリックが奇数なら1トリック10点、偶数なら5点だからです。$/);
    // More tricks and more trick points: no such note.
    const plain = trickItem({ kind: 'lead', played: 'QH', best: 'JH', gain: 80, lines: { best: line(7, false), played: line(6, false) } });
    expect(verdictOf(plain, 'en')).not.toContain('Fewer tricks');
  });

  it('a play-off move says who goes out first and how many cards the other is left with, after the best move and after the move played', () => {
    const worse: ReviewItem = {
      phase: 'play-off',
      number: 4,
      kind: 'pass',
      played: 'pass',
      best: false,
      bestMove: parseCards('QS'),
      gain: 80,
      exact: true,
      playOffPoints: { best: 50, played: -30 },
    };
    expect(verdictOf(worse, 'en')).toBe(
      '✗ Best was the Queen of spades, 80 points more: with perfect play from here, after the Queen of spades you go out first and the other player is left with 5 cards; ' +
        'after your move the other player goes out first and you are left with 3 cards.',
    );
    expect(verdictOf(worse, 'ja')).toBe(
      '✗最善手はスペードのQで、あなたの手は点差で80点の損でした。ここから2人とも最善を尽くすと、スペードのQならあなたが先に上がり、相手の手札に5枚残ります。' +
        'あなたの選んだ手では相手が先に上がり、あなたの手札に3枚残ります。',
    );
    const best: ReviewItem = {
      ...worse,
      kind: 'play',
      played: parseCards('QS'),
      best: true,
      gain: 0,
      playOffPoints: { best: -10, played: -10 },
    };
    expect(verdictOf(best, 'en')).toBe(
      '✓ Best move: with perfect play from here the other player goes out first and you are left with 1 card.',
    );
    expect(verdictOf(best, 'ja')).toBe('✓最善手です。ここから2人とも最善を尽くすと、相手が先に上がり、あなたの手札に1枚残ります。');
  });

  it('play-off moves and tricks without solved lines keep the short verdict; an inexact item says it was not counted', () => {
    const playOff: ReviewItem = {
      phase: 'play-off',
      number: 2,
      kind: 'play',
      played: parseCards('5S 5H'),
      best: false,
      bestMove: parseCards('9C 9D'),
      gain: 30,
      exact: true,
    };
    expect(verdictOf(playOff, 'en')).toBe('✗ Best was a pair of Nines (the Nine of clubs, Nine of diamonds): 30 points more.');
    expect(verdictOf(playOff, 'ja')).toBe('✗最善手は9のペア（クラブの9、ダイヤの9）で、あなたの手は点差で30点の損でした。');
    // The move played is named as its combination too; a single card by its name alone, with its article.
    expect(itemText(playOff, 'en')).toBe(
      'Play-off, move 2: You played a pair of Fives (the Five of spades, Five of hearts). ' +
        '✗ Best was a pair of Nines (the Nine of clubs, Nine of diamonds): 30 points more.',
    );
    const run = { ...playOff, played: parseCards('8H 9S TD'), bestMove: parseCards('QS') };
    expect(itemText(run, 'en')).toBe(
      'Play-off, move 2: You played a sequence of 3 up to the Ten (the Eight of hearts, Nine of spades, Ten of diamonds). ' +
        '✗ Best was the Queen of spades: 30 points more.',
    );
    expect(itemText(run, 'ja')).toBe(
      'プレイオフ2手目：あなたは10までの3枚のシークエンス（ハートの8、スペードの9、ダイヤの10）を出しました。✗最善手はスペードのQで、あなたの手は点差で30点の損でした。',
    );
    expect(itemText({ ...playOff, played: parseCards('JS') }, 'en')).toMatch(/^Play-off, move 2: You played the Jack of spades\. /);
    const noLines = trickItem({ kind: 'lead', played: 'KC', best: 'KC', gain: 0 });
    expect(verdictOf(noLines, 'en')).toBe('✓ Best move.');
    expect(verdictOf({ ...noLines, exact: false }, 'ja')).toBe(
      '振り返りの計算の上限までに正確に解き切れなかったため、判定も集計もしません。',
    );
  });

  it('the declaration: the trump named, the best trump in a sentence of its own, and signed values with a true minus sign', () => {
    const worse = {
      played: 'S',
      best: 'D',
      gain: 30,
      playedValue: -140,
      bestValue: -110,
      values: { S: -140, H: -150, D: -110, C: -200 },
      first: false,
      otherTrump: 'H',
      placements: 1,
      exact: true,
    } as const;
    expect(declarationText(worse, 'en')).toBe(
      'Declaration: you named spades as trump. ✗ The best trump was diamonds, 30 points more: with perfect play by both after, the deal ends \u2212110 for you with diamonds, \u2212140 with spades.',
    );
    expect(declarationText(worse, 'ja')).toContain('ダイヤなら\u2212110点、スペードなら\u2212140点');
    const best = {
      ...worse,
      played: 'D',
      gain: 0,
      playedValue: 25,
      bestValue: 25,
      values: { ...worse.values, D: 25 },
      placements: 14,
    } as const;
    expect(declarationText(best, 'en')).toBe(
      'Declaration: you named diamonds as trump. ✓ Best trump: with perfect play by both after, the deal ends +25 for you (your deal score minus the other’s). Averaged over the 14 cards the other player’s Joker exchange could have taken back.',
    );
  });
  it('the summary counts the points the trump cost beside the tricks and the play-off, and leaves out a trump it could not judge', () => {
    const declaration = {
      played: 'S',
      best: 'D',
      gain: 12.5,
      playedValue: -140,
      bestValue: -127.5,
      values: { S: -140, D: -127.5 },
      first: true,
      otherTrump: 'H',
      placements: 14,
      exact: true,
    } as const;
    const lost = { tricks: 20, playOff: 0 };
    expect(summaryText(lost, declaration, 'en')).toBe(
      'Points lost to perfect play: 12.5 in the declaration, 20 in the tricks, 0 in the play-off.',
    );
    expect(summaryText(lost, declaration, 'ja')).toBe('最善手と比べてあなたが失った点差：宣言で12.5点、トリックで20点、プレイオフで0点。');
    expect(summaryText({ tricks: 0, playOff: 0 }, declaration, 'en')).toContain('12.5 in the declaration');
    // Best trump, or not judged: the summary is the moves' alone.
    expect(summaryText(lost, { ...declaration, gain: 0 }, 'en')).toBe('Points lost to perfect play: 20 in the tricks, 0 in the play-off.');
    expect(summaryText({ tricks: 0, playOff: 0 }, { ...declaration, exact: false }, 'en')).toBe('Every move you made was a best move.');
    expect(declarationText({ ...declaration, exact: false }, 'en')).toBe(
      'Declaration: you named spades as trump. Your trump choice was not solved exactly within the review’s limits, so it is not judged or counted.',
    );
  });
});
