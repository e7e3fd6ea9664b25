// Words of a game with a friend on another device in English and Japanese (loaded with that part of the play page only).
import { defineDictionary } from './lang.ts';
import { friendEn } from './friend-en.ts';
import { friendJa } from './friend-ja.ts';

export const friendStrings = defineDictionary(friendEn, friendJa);

export type FriendKey = keyof typeof friendEn;
