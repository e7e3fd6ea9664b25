// English words of the 'tools-playoff' book, read with words('tools-playoff', lang) (the source: Japanese has exactly these keys), shelved by the English island entries.

export const toolsPlayoffEn = {
  'po.previous': 'Previous play',
  'po.next': 'Next play',
  'po.waiting': 'Choose the cards of both plays.',
  'po.verdict.beats': 'The next play beats the previous one',
  'po.verdict.does-not-beat': 'The next play does not beat the previous one',
  'po.verdict.illegal': 'Not a legal play',
  'po.isCombo': '{slot}: {combo}',
  'po.notCombo':
    '{slot}: not a combination. A play is one card, two or more cards of one rank, or three or more consecutive ranks (Ace high or low, never round the corner)',
  'po.why.beats': 'The next play, {next}, beats {previous}: same kind and size, and a higher rank',
  'po.why.shape': 'The next play, {next}, cannot beat {previous}: a play must match its kind and its number of cards',
  'po.why.equal': 'The next play, {next}, does not beat {previous}: equal rank does not beat',
  'po.why.lower': 'The next play, {next}, does not beat {previous}: its rank is lower',
  'po.why.joker':
    'A Joker may join a set, or be played alone as the lowest single; in a sequence it counts only as a rank above the Ace or below the Two (Q-K-A-Joker, Joker-2-3), so Q-K-Joker and 3-4-Joker are not sequences',
};
