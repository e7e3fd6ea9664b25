// The words of a game with a friend, and the table's seat names (you / your friend) in the page's language.
import type { PlayerIndex } from '../../../engine/index.ts';
import { friendStrings, type FriendKey } from '../../../i18n/friend.ts';
import type { Lang } from '../../../i18n/lang.ts';
import type { FriendOptions, PeerErrorCode } from '../../../peer/index.ts';
import { format } from '../../../i18n/lang.ts';
import type { Seats } from '../words/words.ts';

/** The words in `lang`; a language without its own friend words (the pseudo-language's build) reads the English ones. */
export function friendWords(lang: Lang): Record<FriendKey, string> {
  return (friendStrings as Partial<Record<Lang, Record<FriendKey, string>>>)[lang] ?? friendStrings.en;
}

/** The seats as this player sees them: "You" in their own seat, "Friend" (or the name their invitation gave) in the other. */
export function friendSeats(me: PlayerIndex, lang: Lang, opponentName: string | null = null): Seats {
  const t = friendWords(lang);
  const pair = <T>(mine: T, theirs: T): [T, T] => (me === 0 ? [mine, theirs] : [theirs, mine]);
  return {
    name: pair(t['friend.you'], opponentName ?? t['friend.name']),
    poss: pair(t['friend.yours'], t['friend.poss']),
    mid: pair(t['friend.youMid'], t['friend.mid']),
    you: pair(true, false),
  };
}

export function optionsText(options: FriendOptions, lang: Lang): string {
  const t = friendWords(lang);
  return format(t[options.target === 1 ? 'friend.optionsOneDeal' : 'friend.options'], {
    target: options.target,
    jokers: options.jokers ? t['friend.jokersOn'] : t['friend.jokersOff'],
    rule: options.trickRule === 'parlett' ? t['friend.ruleR7'] : t['friend.ruleR7S'],
  });
}

export function failureText(code: PeerErrorCode, lang: Lang): string {
  return friendWords(lang)[`err.${code}`];
}
