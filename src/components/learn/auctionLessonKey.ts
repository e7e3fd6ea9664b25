// The auction-judgement lesson's answer key: the judge's estimate of every choice at each position (by placeKey).
// Written by scripts/auction-lesson.ts from fixed seeds (never by hand); tests/unit/learn-auction.test.ts judges two again.
import type { JudgedPlace } from './auctionChoice.ts';

// A position a line (the formatter would give every choice one): the key reads as a table.
// prettier-ignore
export const AUCTION_LESSON_KEY: Readonly<Record<string, JudgedPlace>> = {
  '2:11:bid': { samples: 737, choices: [{ id: '4D', mean: -26.06, margin: 6.16 }, { id: '10H', mean: -43.15, margin: 4.09 }, { id: 'KC', mean: -60.61, margin: 6.21 }, { id: '7S', mean: -151.68, margin: 6.28 }, { id: 'AS', mean: -67.03, margin: 7.68 }, { id: 'AC', mean: -80.8, margin: 11.4 }, { id: '6H', mean: -104.77, margin: 10.29 }, { id: '6C', mean: -107.99, margin: 9.92 }, { id: '6D', mean: -109.57, margin: 15.47 }, { id: '5S', mean: -119.39, margin: 14.64 }, { id: '9S', mean: -121.03, margin: 16.37 }, { id: '8S', mean: -138.14, margin: 16.71 }, { id: '6S', mean: -168.18, margin: 15.97 }] },
  '6:9:bid': { samples: 600, choices: [{ id: '4C', mean: 97.28, margin: 5.86 }, { id: '6D', mean: 87.25, margin: 3.94 }, { id: '9D', mean: 85.3, margin: 4.48 }, { id: '7D', mean: 73.96, margin: 4.53 }, { id: 'KH', mean: 82.71, margin: 5.37 }, { id: '8D', mean: 75.92, margin: 9.62 }, { id: 'QD', mean: 73.78, margin: 9.56 }, { id: 'QS', mean: 64.37, margin: 11.26 }, { id: 'JC', mean: 62.78, margin: 10.16 }, { id: 'JS', mean: 60.71, margin: 11.17 }, { id: 'JD', mean: 59.03, margin: 9.72 }, { id: 'JH', mean: 43.78, margin: 11.39 }, { id: 'QH', mean: 43.67, margin: 12.21 }] },
  '1:5:take': { samples: 972, choices: [{ id: 'cede', mean: -58.14, margin: 6.28 }, { id: 'take', mean: -121.48, margin: 6.49 }] },
  '4:3:take': { samples: 857, choices: [{ id: 'cede', mean: -58.36, margin: 5.99 }, { id: 'take', mean: -114.2, margin: 6.42 }] },
  '16:11:bid': { samples: 737, choices: [{ id: 'KS', mean: -78.95, margin: 4.14 }, { id: 'KH', mean: -88.06, margin: 2 }, { id: 'QD', mean: -94.17, margin: 3.02 }, { id: 'JH', mean: -127.9, margin: 2.95 }, { id: '10C', mean: -121.57, margin: 4.58 }, { id: '7C', mean: -130.81, margin: 7.72 }, { id: 'JS', mean: -132.46, margin: 4.89 }, { id: 'JC', mean: -140.94, margin: 7.37 }, { id: '2S', mean: -141.13, margin: 11.64 }, { id: '8H', mean: -150.17, margin: 7.15 }, { id: '8S', mean: -152.61, margin: 7.43 }, { id: '8D', mean: -152.77, margin: 7.31 }, { id: '8C', mean: -157.79, margin: 8.73 }] },
  '9:11:take': { samples: 1000, choices: [{ id: 'take', mean: 150.18, margin: 2.99 }, { id: 'cede', mean: 94.86, margin: 3.8 }] },
};
