// The auction-judgement lesson's answer key: the judge's estimate of every choice at each position (by placeKey).
// Written by scripts/auction-lesson.ts from fixed seeds (never by hand); tests/unit/learn-auction.test.ts judges two again.
import type { JudgedPlace } from './auctionChoice.ts';

// A position a line (the formatter would give every choice one): the key reads as a table.
// prettier-ignore
export const AUCTION_LESSON_KEY: Readonly<Record<string, JudgedPlace>> = {
  '2:11:bid': { samples: 737, choices: [{ id: '4D', mean: -25.58, margin: 6.19 }, { id: '10H', mean: -42.8, margin: 4.11 }, { id: 'KC', mean: -60.57, margin: 6.19 }, { id: '7S', mean: -151.14, margin: 6.3 }, { id: 'AS', mean: -67.14, margin: 7.68 }, { id: 'AC', mean: -80.67, margin: 11.22 }, { id: '6H', mean: -104.78, margin: 10.19 }, { id: '6C', mean: -107.54, margin: 9.92 }, { id: '6D', mean: -109.24, margin: 15.29 }, { id: '5S', mean: -119.71, margin: 14.45 }, { id: '9S', mean: -121.47, margin: 16.18 }, { id: '8S', mean: -137.45, margin: 16.67 }, { id: '6S', mean: -167.24, margin: 15.97 }] },
  '6:9:bid': { samples: 600, choices: [{ id: '4C', mean: 115.91, margin: 6.33 }, { id: '6D', mean: 102.29, margin: 4.27 }, { id: '9D', mean: 96.98, margin: 5.07 }, { id: '7D', mean: 90.74, margin: 5.06 }, { id: 'KH', mean: 94.68, margin: 6.36 }, { id: 'QS', mean: 77.26, margin: 9.83 }, { id: 'QD', mean: 76.44, margin: 10.59 }, { id: '8D', mean: 84.84, margin: 13.22 }, { id: 'JC', mean: 83.47, margin: 12.28 }, { id: 'JS', mean: 81.2, margin: 13.17 }, { id: 'JD', mean: 75.03, margin: 12.34 }, { id: 'QH', mean: 69.6, margin: 14.4 }, { id: 'JH', mean: 67.83, margin: 13.12 }] },
  '1:5:take': { samples: 972, choices: [{ id: 'cede', mean: -58.09, margin: 6.07 }, { id: 'take', mean: -121.56, margin: 6.48 }] },
  '4:3:take': { samples: 857, choices: [{ id: 'cede', mean: -63.09, margin: 5.93 }, { id: 'take', mean: -104.86, margin: 6.02 }] },
  '16:11:bid': { samples: 737, choices: [{ id: 'KS', mean: -83.41, margin: 4.57 }, { id: 'KH', mean: -91.17, margin: 2.14 }, { id: 'QD', mean: -109.81, margin: 3.78 }, { id: 'JH', mean: -138.16, margin: 3.23 }, { id: 'JS', mean: -136.32, margin: 4.49 }, { id: '2S', mean: -138.74, margin: 9.31 }, { id: '10C', mean: -142.07, margin: 7.97 }, { id: '7C', mean: -149.1, margin: 11.04 }, { id: 'JC', mean: -149.36, margin: 9.85 }, { id: '8S', mean: -163.49, margin: 9.53 }, { id: '8H', mean: -164.84, margin: 9.34 }, { id: '8D', mean: -169.65, margin: 9.11 }, { id: '8C', mean: -177.11, margin: 11.73 }] },
  '9:11:take': { samples: 1000, choices: [{ id: 'take', mean: 150.2, margin: 2.98 }, { id: 'cede', mean: 94.54, margin: 3.79 }] },
};
