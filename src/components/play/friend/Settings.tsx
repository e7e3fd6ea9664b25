// The player's own signalling relays and STUN/TURN servers for games with a friend (stored in this browser).
import { useState } from 'preact/hooks';
import type { Lang } from '../../../i18n/lang';
import { loadSettings, relayProblem, SETTINGS_KEY } from './invite';
import { friendWords } from './words';

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.length > 0);

export default function Settings(props: { lang: Lang; idBase: string; storage: Storage | null }) {
  const t = friendWords(props.lang);
  const stored = loadSettings(props.storage);
  const [relays, setRelays] = useState((stored?.relays ?? []).join('\n'));
  const [ice, setIce] = useState((stored?.iceServers ?? []).map((s) => String(s.urls)).join('\n'));
  const [saved, setSaved] = useState<'' | 'ok' | 'bad'>('');
  return (
    <details class="gx-friend__settings">
      <summary>{t['friend.settings']}</summary>
      <label for={`${props.idBase}-relays`}>{t['friend.relays']}</label>
      <textarea id={`${props.idBase}-relays`} rows={3} value={relays} onInput={(e) => setRelays(e.currentTarget.value)} />
      <label for={`${props.idBase}-ice`}>{t['friend.ice']}</label>
      <textarea id={`${props.idBase}-ice`} rows={2} value={ice} onInput={(e) => setIce(e.currentTarget.value)} />
      <button
        type="button"
        class="gx-btn"
        onClick={() => {
          const relayList = lines(relays);
          const iceList = lines(ice).filter((u) => /^(stun|turns?):/.test(u));
          if (relayList.some((r) => relayProblem(r) !== null)) return setSaved('bad');
          try {
            props.storage?.setItem(SETTINGS_KEY, JSON.stringify({ relays: relayList, iceServers: iceList.map((urls) => ({ urls })) }));
            setSaved('ok');
          } catch {
            setSaved('bad');
          }
        }}
      >
        {t['friend.save']}
      </button>
      <p role="status">{saved === 'ok' ? t['friend.saved'] : saved === 'bad' ? t['friend.linkBad.relay'] : ''}</p>
    </details>
  );
}
