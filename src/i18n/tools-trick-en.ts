// English words of the 'tools-trick' book, read with words('tools-trick', lang) (the source: Japanese has exactly these keys), shelved by the English island entries.

export const toolsTrickEn = {
  'trick.lead': 'Lead',
  'trick.follow': 'Follow',
  'trick.leaderTrump': 'Leader’s trump',
  'trick.followerTrump': 'Follower’s trump',
  'trick.hand': 'Follower’s hand (optional)',
  'trick.handHint': 'The follower’s cards when playing; the follow counts even if left out.',
  'trick.waiting': 'Choose both trumps, the lead and the follow.',
  'trick.winner.leader': 'The leader wins with the {card}',
  'trick.winner.follower': 'The follower wins with the {card}',
  'trick.why.parlett.suit-led-higher': 'The follower followed suit, so the ranks decide, whoever’s trump the suit is: the {card} is higher',
  'trick.why.parlett.only-trump':
    'The follow is of another suit but is the follower’s personal trump, and the lead is not the leader’s personal trump, so the {card} takes the trick',
  'trick.why.parlett.both-trumps-higher':
    'The follow is the follower’s personal trump against the leader’s personal trump, so the higher rank wins: the {card}',
  'trick.why.parlett.both-trumps-equal-leader':
    'The follow is the follower’s personal trump, but only equal in rank to the leader’s personal trump, and an equal trump loses',
  'trick.why.parlett.off-suit': 'The follow is neither of the suit led nor the follower’s personal trump, so the lead wins',
  'trick.why.summary.only-trump':
    'Only the {card} is a personal trump (a card of its own player’s trump suit), so under R7-S it wins whatever the ranks',
  'trick.why.summary.both-trumps-higher': 'Both cards are personal trumps, so the higher rank wins: the {card}',
  'trick.why.summary.both-trumps-equal-leader': 'Both cards are personal trumps of equal rank, so the leader wins',
  'trick.why.summary.suit-led-higher': 'Neither card is a personal trump, so the higher card of the suit led wins: the {card}',
  'trick.why.summary.off-suit': 'Neither card is a personal trump and the follow is not of the suit led, so the lead wins',
  'trick.why.jokerTrump': 'A Joker is always a personal trump and ranks below the Two',
  'trick.why.jokerLed': 'A led Joker counts as a card of the leader’s trump suit ({suit})',
  'trick.case': 'R7, case {n}',
  'trick.caseSummary': 'R7-S, case {n}',
  'trick.rule.label': 'Trick rule',
  'trick.rule.parlett': 'R7: Parlett’s text',
  'trick.rule.summary': 'R7-S: the Japanese summary’s reading',
  'trick.rule.bad': '“{text}” is not a trick rule: use parlett (R7) or summary (R7-S).',
  'trick.other.summary': 'Under the house rule, the Japanese summary’s reading, the {card} would win instead',
  'trick.other.parlett': 'Under Parlett’s text, the site’s default, the {card} would win instead',
  'trick.legal.followed': 'The follow was legal: it follows the suit led',
  'trick.legal.void': 'The follow was legal: the follower held no {suit}',
  'trick.legal.joker': 'The follow was legal: the follower held no {suit}, so the Joker could be played',
  'trick.illegalHeadline': 'The follow is not legal, so the trick has no winner',
  'trick.illegal': 'The follower held {suit} and had to follow suit',
  'trick.illegal.joker': 'The follower held {suit}, and a Joker may be played only by a player who cannot follow suit',
};
