// Words of a game with a friend on another device in English and Japanese (loaded with that part of the play page only).
import { defineDictionary } from './lang';
import { friendEn } from './friend-en';
import { friendJa } from './friend-ja';

export const friendStrings = defineDictionary(friendEn, friendJa);

export type FriendKey = keyof typeof friendEn;
