// English words of the 'tools-melds' book, read with words('tools-melds', lang) (the source: Japanese has exactly these keys), shelved by the English island entries.

export const toolsMeldsEn = {
  'meld.hand': 'Hand',
  'meld.trump': 'Proposed trump',
  'meld.trumpNone': 'None yet',
  'meld.notThirteen': 'A hand has 13 cards; this one has {n}. The melds are scored anyway.',
  'meld.waiting': 'Add the cards of the hand.',
  'meld.verdict': '{total} points with {suit} as trump',
  'meld.verdictNoTrump': '{total} points (no trump named yet)',
  'meld.why': 'Every maximal run is one sequence (an Ace may end one run and start another), and all melds are declared for you',
  'meld.whyTrump': 'A set of three whose missing suit is your proposed trump scores 30 instead of 15',
  'meld.none': 'No melds in this hand.',
  'meld.list': 'Melds',
  'meld.points': '{points} points',
  'meld.missingTrump': 'the missing {suit} is the trump',
  'meld.total': 'Total',
  'meld.perTrump': 'Total for each trump',
  'meld.best': 'most meld points',
  'meld.trumpNote':
    'These are meld points only. The best trump also depends on the tricks and the play-off, so fewer meld points can be the better choice: the review after each deal on the {play} and the {practice} judge the whole deal.',
  'meld.playLink': 'play page',
  'meld.practiceLink': 'practice page',
  'meld.jokerNote': 'A Joker in hand is never part of a meld.',
};
