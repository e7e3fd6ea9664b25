// The auction-judgement lesson's answer key: the judge's estimate of every choice at each position (by placeKey).
// Written by scripts/auction-lesson.ts from fixed seeds (never by hand); tests/unit/learn-auction.test.ts judges two again.
import type { JudgedPlace } from './auctionChoice.ts';

// A position a line (the formatter would give every choice one): the key reads as a table.
// prettier-ignore
export const AUCTION_LESSON_KEY: Readonly<Record<string, JudgedPlace>> = {
  '2:11:bid': { samples: 737, choices: [{ id: '4D', mean: 9.19, margin: 10.05 }, { id: '10H', mean: -20.76, margin: 10.37 }, { id: '6D', mean: -65.97, margin: 10.69 }, { id: '7S', mean: -216.17, margin: 11.79 }, { id: '6H', mean: -69.66, margin: 15.15 }, { id: '6C', mean: -81.09, margin: 21.77 }, { id: 'AC', mean: -109.76, margin: 28.43 }, { id: 'KC', mean: -125.11, margin: 26.94 }, { id: '9S', mean: -127.55, margin: 41.01 }, { id: 'AS', mean: -138.42, margin: 37.78 }, { id: '6S', mean: -139.67, margin: 31.13 }, { id: '5S', mean: -168.21, margin: 34.66 }, { id: '8S', mean: -172.83, margin: 36.55 }] },
  '6:9:bid': { samples: 600, choices: [{ id: '4C', mean: 132.38, margin: 8.64 }, { id: 'KH', mean: 101.59, margin: 9.98 }, { id: '9D', mean: 97.83, margin: 9.06 }, { id: '7D', mean: 94.03, margin: 9.5 }, { id: 'QS', mean: 95.47, margin: 12.21 }, { id: 'JC', mean: 87.27, margin: 18.25 }, { id: 'QD', mean: 85.77, margin: 17.63 }, { id: '6D', mean: 80.33, margin: 21.06 }, { id: 'JD', mean: 77.2, margin: 25.85 }, { id: 'JS', mean: 75.2, margin: 27.62 }, { id: '8D', mean: 57.13, margin: 27.04 }, { id: 'QH', mean: 51.67, margin: 29.2 }, { id: 'JH', mean: 50.6, margin: 27.76 }] },
  '1:5:take': { samples: 972, choices: [{ id: 'cede', mean: -45.98, margin: 7.6 }, { id: 'take', mean: -103.7, margin: 9.4 }] },
  '4:3:take': { samples: 857, choices: [{ id: 'cede', mean: -50.76, margin: 8.16 }, { id: 'take', mean: -115.06, margin: 9.73 }] },
  '16:11:bid': { samples: 737, choices: [{ id: 'QD', mean: -22.73, margin: 6.01 }, { id: 'KS', mean: -22.78, margin: 7.28 }, { id: 'KH', mean: -34.73, margin: 7.22 }, { id: 'JH', mean: -66.55, margin: 6.83 }, { id: '7C', mean: -51.46, margin: 10.77 }, { id: '2S', mean: -53.34, margin: 15.7 }, { id: '10C', mean: -53.99, margin: 14.65 }, { id: 'JS', mean: -61.01, margin: 13.29 }, { id: 'JC', mean: -68.21, margin: 21.04 }, { id: '8S', mean: -71.14, margin: 21.78 }, { id: '8D', mean: -83.59, margin: 15.68 }, { id: '8H', mean: -83.75, margin: 18.34 }, { id: '8C', mean: -93.26, margin: 22.42 }] },
  '9:11:take': { samples: 1000, choices: [{ id: 'take', mean: 139.2, margin: 6.11 }, { id: 'cede', mean: 50.84, margin: 7.74 }] },
};
