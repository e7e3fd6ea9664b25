// English words of the deal review (issue 11) shown before a review is done, and of the solved hint.
// The Japanese side is review-ja.ts; review.ts pairs them (the type system checks the keys match). A finished review's words are in review-result-en.ts.
export const reviewEn = {
  'review.open': 'Review this deal',
  'review.bestMoves': 'Your other {n} moves were best: show them',
  'review.bestMovesOne': 'Your other move was best: show it',
  'review.allBest': 'All {n} of your moves were best: show them',
  'review.title': 'Review of deal {n}',
  'review.titleSeat': 'Review of deal {n}: {name}’s moves',
  'review.intro':
    'Your bids, takes and cedes and Joker choice, judged by an estimate over the hands the other player could hold; then your trump and each of your moves in the tricks and the play-off, compared with perfect play by both players.',
  'review.progressAuction': 'Judging your auction… {done} of {total} decisions',
  'review.progressAuctionStart': 'Judging your auction…',
  'review.points':
    'Points are the whole deal’s difference between the two players. Tricks score 10 each when you take an odd number and 5 when even, so one trick more can gain or lose many points; the play-off and the bonus for first reaching 100 count too.',
  'review.progress': 'Reviewing… {done} of {total} moves',
  'review.progressTrump': 'Judging your trump choice… After a Joker exchange this can take several seconds.',
  'review.progressShared': 'Reviewing… It has been under way since the deal ended.',
  'review.cancel': 'Stop the review',
  'review.error': 'The review could not be finished: {error}',
  'hint.solvedDeal': 'Perfect play by both players from here: this deal ends {value} for you (your deal score minus the other’s).',
  'hint.solvedPlayOff': 'Perfect play by both players from here: {value} play-off points for you.',
  'hint.solvedDealMean':
    'Perfect play by both players from here: this deal ends {value} for you (your deal score minus the other’s), on average over the {n} cards the other player’s Joker exchange could have taken back.',
} as const;
