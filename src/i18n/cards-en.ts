// English game words of cards.ts: suits, ranks, cards, melds, combinations (the source: Japanese has exactly these keys), shelved by the English island entries.
// Island entries (src/components/islands/) shelve these words for their pages.

export const cardsEn = {
    'suit.S': 'spades',
    'suit.H': 'hearts',
    'suit.D': 'diamonds',
    'suit.C': 'clubs',
    'rank.14': 'Ace',
    'rank.13': 'King',
    'rank.12': 'Queen',
    'rank.11': 'Jack',
    'rank.10': 'Ten',
    'rank.9': 'Nine',
    'rank.8': 'Eight',
    'rank.7': 'Seven',
    'rank.6': 'Six',
    'rank.5': 'Five',
    'rank.4': 'Four',
    'rank.3': 'Three',
    'rank.2': 'Two',
    'rank.plural': '{rank}s',
    'rank.plural.6': 'Sixes',
    'card.suited': '{rank} of {suit}',
    'card.joker.red': 'Red Joker',
    'card.joker.black': 'Black Joker',
    'card.mark.red': 'RED',
    'card.mark.black': 'BLACK',
    'suit.withGlyph': '{glyph} {name}',
  };

