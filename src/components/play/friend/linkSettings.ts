// The player's own connection settings (relays, STUN/TURN servers and TURN's user name and password): read from the
// settings form and checked, stored in this browser only (never in an invitation), and turned into what the link uses.
import { FRIEND_SETTINGS_KEY } from './entry.ts';
import { DEFAULT_RELAYS, LOOPBACK_HOSTS } from './relays.mjs';

/** The player's own connection settings (stored in this browser). */
export interface LinkSettings {
  readonly relays: readonly string[];
  readonly iceServers: readonly RTCIceServer[];
}
export const SETTINGS_KEY = FRIEND_SETTINGS_KEY;

/**
 * A relay address a page may use: `wss://` anywhere, or `ws://` on this machine (the CSP of the play pages allows
 * exactly these: src/components/play/friend/relays.mjs).
 */
export function relayProblem(text: string): 'relay-not-ws' | 'relay-ws-not-local' | null {
  try {
    const url = new URL(text);
    if (url.protocol === 'wss:') return null;
    if (url.protocol !== 'ws:') return 'relay-not-ws';
    return LOOPBACK_HOSTS.includes(url.hostname) ? null : 'relay-ws-not-local';
  } catch {
    return 'relay-not-ws';
  }
}

/** What is wrong with the settings form; each has its words (friend-en/ja: `friend.settingsBad.<problem>`). */
export const SETTINGS_PROBLEMS = [
  'relay-not-ws',
  'relay-ws-not-local',
  'ice-not-stun-turn',
  'turn-needs-login',
  'login-without-turn',
] as const;
export type SettingsProblem = (typeof SETTINGS_PROBLEMS)[number];

/** The settings form as typed: one address a line, and one user name and password for the TURN servers. */
export interface SettingsForm {
  readonly relays: string;
  readonly ice: string;
  readonly username: string;
  readonly credential: string;
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.length > 0);

const isTurn = (url: string) => /^turns?:/i.test(url);

function iceProblem(text: string): 'ice-not-stun-turn' | null {
  // RTCIceServer URLs have no "//": stun:host:port, turn:host:port?transport=udp.
  return /^(stuns?|turns?):[^\s/]/i.test(text) ? null : 'ice-not-stun-turn';
}

/** The form's settings, or every problem found (nothing is stored then). */
export function readSettingsForm(
  form: SettingsForm,
): { readonly ok: true; readonly value: LinkSettings } | { readonly ok: false; readonly problems: readonly SettingsProblem[] } {
  const relays = lines(form.relays);
  const ice = lines(form.ice);
  const username = form.username.trim();
  const credential = form.credential;
  const problems = new Set<SettingsProblem>();
  for (const relay of relays) {
    const problem = relayProblem(relay);
    if (problem !== null) problems.add(problem);
  }
  for (const url of ice) {
    const problem = iceProblem(url);
    if (problem !== null) problems.add(problem);
  }
  const turn = ice.some((url) => isTurn(url) && iceProblem(url) === null);
  // A TURN server relays traffic for its own users only: it needs both, and a user name alone is a typing slip.
  if (turn && (username === '' || credential === '')) problems.add('turn-needs-login');
  if (!turn && (username !== '' || credential !== '')) problems.add('login-without-turn');
  if (problems.size > 0) return { ok: false, problems: SETTINGS_PROBLEMS.filter((p) => problems.has(p)) };
  const iceServers = ice.map((urls): RTCIceServer => (isTurn(urls) ? { urls, username, credential } : { urls }));
  return { ok: true, value: { relays, iceServers } };
}

/** The form showing stored settings (the TURN login is the first TURN server's). */
export function settingsFormOf(settings: LinkSettings | null): SettingsForm {
  const servers = settings?.iceServers ?? [];
  const urls = servers.flatMap((s) => (Array.isArray(s.urls) ? s.urls : [s.urls]));
  const turn = servers.find((s) => (Array.isArray(s.urls) ? s.urls : [s.urls]).some(isTurn));
  return {
    relays: (settings?.relays ?? []).join('\n'),
    ice: urls.join('\n'),
    username: turn?.username ?? '',
    credential: typeof turn?.credential === 'string' ? turn.credential : '',
  };
}

/** One stored ICE server, if it is one (user name and password: strings or absent). */
function storedIceServer(value: unknown): RTCIceServer | null {
  if (typeof value !== 'object' || value === null) return null;
  const s = value as Record<string, unknown>;
  const urls = typeof s.urls === 'string' ? [s.urls] : Array.isArray(s.urls) ? s.urls : null;
  if (urls === null || urls.length === 0 || !urls.every((u) => typeof u === 'string' && iceProblem(u) === null)) return null;
  if (!['string', 'undefined'].includes(typeof s.username) || !['string', 'undefined'].includes(typeof s.credential)) return null;
  const server: RTCIceServer = { urls: s.urls as string | string[] };
  return typeof s.username === 'string' ? { ...server, username: s.username, credential: s.credential as string } : server;
}

export function loadSettings(storage: Pick<Storage, 'getItem'> | null): LinkSettings | null {
  try {
    const value: unknown = JSON.parse(storage?.getItem(SETTINGS_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const v = value as Record<string, unknown>;
    const relays = Array.isArray(v.relays) ? v.relays.filter((r): r is string => typeof r === 'string' && relayProblem(r) === null) : [];
    const ice = Array.isArray(v.iceServers) ? v.iceServers.map(storedIceServer).filter((s) => s !== null) : [];
    return { relays, iceServers: ice };
  } catch {
    return null;
  }
}

/** Stores the settings in this browser; false if storage is blocked or full. */
export function storeSettings(storage: Pick<Storage, 'setItem'> | null, settings: LinkSettings): boolean {
  try {
    if (storage === null) return false;
    storage.setItem(SETTINGS_KEY, JSON.stringify(settings));
    return true;
  } catch {
    return false;
  }
}

/** STUN servers used when the player has set none (trystero's defaults would be the same kind of public servers). */
export const DEFAULT_ICE: readonly RTCIceServer[] = [{ urls: 'stun:stun.l.google.com:19302' }, { urls: 'stun:stun.cloudflare.com:3478' }];

/**
 * The relays and ICE servers for a game: a relay= address means that relay only and no STUN (a self-hosted or test
 * relay: the page contacts nothing else) unless the player set their own STUN/TURN; else the player's settings; else
 * the defaults.
 */
export function linkServers(relay: string | null, settings: LinkSettings | null): LinkSettings {
  if (relay !== null) return { relays: [relay], iceServers: settings?.iceServers ?? [] };
  return {
    relays: settings !== null && settings.relays.length > 0 ? settings.relays : DEFAULT_RELAYS,
    iceServers: settings !== null && settings.iceServers.length > 0 ? settings.iceServers : DEFAULT_ICE,
  };
}

/** The WebRTC configuration of the link: exactly these ICE servers (TURN with its user name and password). */
export function rtcConfig(iceServers: readonly RTCIceServer[]): RTCConfiguration {
  return { iceServers: iceServers.map((s) => ({ ...s })) };
}
