// English words of the 'tools-bid' book, read with words('tools-bid', lang) (the source: Japanese has exactly these keys), shelved by the English island entries.

export const toolsBidEn = {
  'bid.turnup': 'Turn-up',
  'bid.a': 'Bid A',
  'bid.b': 'Bid B',
  'bid.waiting': 'Choose the turn-up and both bids.',
  'bid.jokerTurnup': 'The turn-up is never a Joker (the Jokers are dealt, not put in the stock).',
  'bid.wins': '{slot} wins: {card}',
  'bid.why.rank': 'The {winner} is the higher rank; the turn-up plays no part',
  'bid.why.suit': 'Both bids are {ranks}; the {winner} is of the turn-up’s suit',
  'bid.why.colour': 'Both bids are {ranks} and neither is of the turn-up’s suit; the {winner} is of its colour ({colour})',
  'bid.why.parity':
    'Both bids are {ranks}, and neither matches the turn-up’s suit or colour; the {winner} shares its parity ({parity}), and this rung always decides',
  'bid.why.joker': 'A Joker bid beats any other card; once bid, it stays out of play for the rest of the deal',
  'bid.why.jokers':
    'Both bids are Jokers: the one of the turn-up’s colour ({colour}) wins, and both Jokers leave play for the rest of the deal',
  'bid.ladder': 'Which bid wins',
  'bid.rung.joker': 'A Joker beats any ordinary card',
  'bid.rung.rank': 'The higher rank wins',
  'bid.rung.suit': 'Equal ranks: the turn-up’s suit wins',
  'bid.rung.colour': 'Otherwise the turn-up’s colour',
  'bid.rung.parity': 'Otherwise the turn-up’s parity (major ♠ ♥, minor ♦ ♣)',
  'bid.decided': 'decided here',
  'colour.black': 'black',
  'colour.red': 'red',
  'parity.major': 'major',
  'parity.minor': 'minor',
};
