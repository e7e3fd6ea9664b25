// The connection settings form: relays, STUN/TURN with TURN's user name and password, checked before storing, and the link's rtcConfig.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ICE,
  linkServers,
  loadSettings,
  readSettingsForm,
  relayProblem,
  rtcConfig,
  settingsFormOf,
  SETTINGS_KEY,
  storeSettings,
  type SettingsForm,
} from '../../src/components/play/friend/linkSettings.ts';
import { readInvitation } from '../../src/components/play/friend/invite.ts';

const form = (over: Partial<SettingsForm>): SettingsForm => ({ relays: '', ice: '', username: '', credential: '', ...over });

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const items = new Map<string, string>();
  return { getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v) };
}

describe('relay addresses', () => {
  it('wss:// anywhere, ws:// on this machine only (what the play pages CSP allows), nothing else', () => {
    expect(relayProblem('wss://relay.example.org/mqtt')).toBeNull();
    expect(relayProblem('ws://127.0.0.1:8787')).toBeNull();
    expect(relayProblem('ws://localhost:8787')).toBeNull();
    expect(relayProblem('ws://relay.example.org:8787')).toBe('relay-ws-not-local');
    expect(relayProblem('https://relay.example.org')).toBe('relay-not-ws');
    expect(relayProblem('relay.example.org')).toBe('relay-not-ws');
    expect(readInvitation('?friend=abcdefghjk&relay=ws%3A%2F%2F10.0.0.2%3A8787')).toEqual({ problem: 'relay' });
  });
});

describe('the settings form', () => {
  it('gives a TURN server its user name and password, and a STUN server none', () => {
    const read = readSettingsForm(
      form({
        relays: ' wss://a.example/mqtt \n\n',
        ice: 'stun:s.example:3478\nturn:t.example:3478?transport=udp',
        username: ' ann ',
        credential: 'p w',
      }),
    );
    expect(read).toEqual({
      ok: true,
      value: {
        relays: ['wss://a.example/mqtt'],
        iceServers: [{ urls: 'stun:s.example:3478' }, { urls: 'turn:t.example:3478?transport=udp', username: 'ann', credential: 'p w' }],
      },
    });
  });

  it('names every problem and stores nothing then', () => {
    const cases: [Partial<SettingsForm>, string[]][] = [
      [{ relays: 'http://a.example' }, ['relay-not-ws']],
      [{ relays: 'ws://a.example:1883' }, ['relay-ws-not-local']],
      [{ ice: 'turn://t.example' }, ['ice-not-stun-turn']],
      [{ ice: 'https://t.example' }, ['ice-not-stun-turn']],
      [{ ice: 'turns:t.example:5349', username: 'ann' }, ['turn-needs-login']],
      [{ ice: 'turn:t.example', credential: 'pw' }, ['turn-needs-login']],
      [{ ice: 'stun:s.example', username: 'ann', credential: 'pw' }, ['login-without-turn']],
      [{ relays: 'ftp://x', ice: 'turn:t.example' }, ['relay-not-ws', 'turn-needs-login']],
    ];
    for (const [input, problems] of cases) expect(readSettingsForm(form(input)), JSON.stringify(input)).toEqual({ ok: false, problems });
  });

  it('stored settings come back into the form and into the link, TURN login included', () => {
    const storage = memoryStorage();
    const read = readSettingsForm(form({ ice: 'turn:t.example:3478', username: 'ann', credential: 'secret' }));
    if (!read.ok) throw new Error('valid form refused');
    expect(storeSettings(storage, read.value)).toBe(true);
    const loaded = loadSettings(storage);
    expect(settingsFormOf(loaded)).toEqual(form({ ice: 'turn:t.example:3478', username: 'ann', credential: 'secret' }));
    const servers = linkServers(null, loaded);
    expect(rtcConfig(servers.iceServers)).toEqual({ iceServers: [{ urls: 'turn:t.example:3478', username: 'ann', credential: 'secret' }] });
    // A relay= page uses that relay only, with the player's own STUN/TURN (or none).
    expect(linkServers('ws://127.0.0.1:9', loaded)).toEqual({ relays: ['ws://127.0.0.1:9'], iceServers: loaded?.iceServers });
    expect(linkServers('ws://127.0.0.1:9', null)).toEqual({ relays: ['ws://127.0.0.1:9'], iceServers: [] });
    expect(linkServers(null, null).iceServers).toEqual(DEFAULT_ICE);
  });

  it('damaged stored settings keep only the sound entries', () => {
    const storage = memoryStorage();
    storage.setItem(
      SETTINGS_KEY,
      JSON.stringify({
        relays: ['ws://elsewhere.example:1', 'wss://ok.example', 3],
        iceServers: [{ urls: 'turn:t.example', username: 7 }, { urls: 'javascript:alert(1)' }, { urls: ['stun:s.example'] }, null],
      }),
    );
    expect(loadSettings(storage)).toEqual({ relays: ['wss://ok.example'], iceServers: [{ urls: ['stun:s.example'] }] });
    storage.setItem(SETTINGS_KEY, '{not json');
    expect(loadSettings(storage)).toBeNull();
  });
});
