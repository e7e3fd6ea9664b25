// The auction-judgement lesson's answer key: the judge's estimate of every choice at each position the lesson shows, written to
// src/components/learn/auction-lesson.json (reproducible: fixed seeds, the judge's fixed work and seed).
//
//   ./node_modules/.bin/node scripts/auction-lesson.ts            writes the answer key of the lesson's positions
//   ./node_modules/.bin/node scripts/auction-lesson.ts --search 1 40   lists candidate positions of seeds 1–40 (a quick estimate)
import { writeFileSync } from 'node:fs';
import { judgePlace, placeKey, placeView, type AuctionChoicePlace } from '../src/components/learn/auctionChoice.ts';
import { AUCTION_LESSON_PLACES } from '../src/components/learn/auctionPlaces.ts';
import { bestMeldTotal } from '../src/engine/index.ts';
import type { Card } from '../src/engine/index.ts';

const OUT = 'src/components/learn/auction-lesson.json';

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

if (process.argv[2] === '--search') search(Number(process.argv[3] ?? 1), Number(process.argv[4] ?? 20));
else {
  const key = Object.fromEntries(AUCTION_LESSON_PLACES.map((place) => [placeKey(place), judgePlace(place)]));
  writeFileSync(OUT, `${JSON.stringify(key, null, 1)}\n`);
  console.log(`wrote ${OUT}: ${AUCTION_LESSON_PLACES.length} positions`);
}
