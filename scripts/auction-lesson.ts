// The auction-judgement lesson's answer key: the judge's estimate of every choice at each position the lesson shows, written to
// src/components/learn/auctionLessonKey.ts (reproducible: fixed seeds, the judge's fixed work and seed; a module, not JSON, so
// that every loader of the course (Vite, Vitest, Playwright's Node) reads it alike).
//
//   ./node_modules/.bin/node scripts/auction-lesson.ts            writes the answer key of the lesson's positions
//   ./node_modules/.bin/node scripts/auction-lesson.ts --search 1 40   lists candidate positions of seeds 1–40 (a quick estimate)
import { writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { judgePlace, placeKey, placeView, type AuctionChoicePlace, type JudgedPlace } from '../src/components/learn/auctionChoice.ts';
import { AUCTION_LESSON_PLACES } from '../src/components/learn/auctionPlaces.ts';
import { bestMeldTotal } from '../src/engine/index.ts';
import type { Card } from '../src/engine/index.ts';

const OUT = 'src/components/learn/auctionLessonKey.ts';

/** What the turn-up adds to meld points: to seat 0's hand, and to the turn-ups the other player took. */
function turnUpFacts(place: AuctionChoicePlace): string {
  const view = placeView(place);
  const turnUp = view.auction.turnUp;
  const adds = (cards: readonly Card[]) => bestMeldTotal([...cards, turnUp]) - bestMeldTotal(cards);
  const theirs = view.auctions.filter((a) => a.turnUpTo === 1).map((a) => a.turnUp);
  return `mine+${adds(view.hand)} theirs+${adds(theirs)}`;
}

function search(from: number, to: number): void {
  for (let seed = from; seed <= to; seed++) {
    for (let auction = 1; auction <= 13; auction++) {
      for (const step of ['bid', 'take'] as const) {
        const place = { seed, auction, step };
        let judged;
        try {
          judged = judgePlace(place, { work: 160_000, seed: 7 });
        } catch {
          continue;
        }
        const best = judged.choices[0];
        const right = judged.choices.filter((c) => c === best || best.mean - c.mean <= c.margin).map((c) => c.id);
        const line = judged.choices.map((c) => `${c.id}:${Math.round(best.mean - c.mean)}±${Math.round(c.margin)}`).join(' ');
        console.log(`${placeKey(place)} ${turnUpFacts(place)} best=${best.id} right=${right.length}/${judged.choices.length} ${line}`);
      }
    }
  }
}

/** One position of the key as one line of TypeScript: `'2:11:bid': { samples: 737, choices: [{ id: '4D', mean: 9.19, margin: 10.05 }, …] },`. */
function placeLine(name: string, judged: JudgedPlace): string {
  const choices = judged.choices.map((c) => `{ id: '${c.id}', mean: ${c.mean}, margin: ${c.margin} }`);
  return `  '${name}': { samples: ${judged.samples}, choices: [${choices.join(', ')}] },`;
}

if (process.argv[2] === '--search') search(Number(process.argv[3] ?? 1), Number(process.argv[4] ?? 20));
else {
  const text = [
    "// The auction-judgement lesson's answer key: the judge's estimate of every choice at each position (by placeKey).",
    '// Written by scripts/auction-lesson.ts from fixed seeds (never by hand); tests/unit/learn-auction.test.ts judges two again.',
    "import type { JudgedPlace } from './auctionChoice.ts';",
    '',
    '// A position a line (the formatter would give every choice one): the key reads as a table.',
    '// prettier-ignore',
    'export const AUCTION_LESSON_KEY: Readonly<Record<string, JudgedPlace>> = {',
    ...AUCTION_LESSON_PLACES.map((place) => placeLine(placeKey(place), judgePlace(place))),
    '};',
    '',
  ].join('\n');
  writeFileSync(OUT, await format(text, { ...(await resolveConfig(OUT)), filepath: OUT }));
  console.log(`wrote ${OUT}: ${AUCTION_LESSON_PLACES.length} positions`);
}
