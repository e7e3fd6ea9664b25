// The player's own signalling relays and STUN/TURN servers (with TURN's user name and password) for games with a friend.
import { useState } from 'preact/hooks';
import type { Lang } from '../../../i18n/lang.ts';
import { loadSettings, readSettingsForm, settingsFormOf, storeSettings, type SettingsForm, type SettingsProblem } from './linkSettings.ts';
import { friendWords } from './words.ts';

type Outcome =
  | { readonly kind: 'none' }
  | { readonly kind: 'saved' }
  | { readonly kind: 'store-failed' }
  | { readonly kind: 'bad'; readonly problems: readonly SettingsProblem[] };

export default function Settings(props: {
  lang: Lang;
  idBase: string;
  storage: Storage | null;
  /** Told once the settings are stored (the inviter's page then makes a new invitation with them). */
  onSaved?: () => void;
  /** A line under the heading saying what saving does here. */
  note?: string;
}) {
  const t = friendWords(props.lang);
  const [form, setForm] = useState<SettingsForm>(() => settingsFormOf(loadSettings(props.storage)));
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });
  const id = (name: string) => `${props.idBase}-${name}`;
  const problems = outcome.kind === 'bad' ? outcome.problems : [];
  const invalid = (...codes: SettingsProblem[]) => (codes.some((c) => problems.includes(c)) ? 'true' : undefined);
  const field = (name: keyof SettingsForm) => ({
    id: id(name),
    value: form[name],
    onInput: (e: { currentTarget: { value: string } }) => setForm({ ...form, [name]: e.currentTarget.value }),
    'aria-describedby': id('settings-problems'),
  });
  return (
    <details class="gx-friend__settings" data-friend-settings="">
      <summary>{t['friend.settings']}</summary>
      {props.note !== undefined ? <p class="gx-setup__hint">{props.note}</p> : null}
      <label for={id('relays')}>{t['friend.relays']}</label>
      <textarea rows={3} spellcheck={false} aria-invalid={invalid('relay-not-ws', 'relay-ws-not-local')} {...field('relays')} />
      <label for={id('ice')}>{t['friend.ice']}</label>
      <textarea rows={2} spellcheck={false} aria-invalid={invalid('ice-not-stun-turn')} {...field('ice')} />
      <label for={id('username')}>{t['friend.turnUser']}</label>
      <input
        type="text"
        autocomplete="off"
        spellcheck={false}
        aria-invalid={invalid('turn-needs-login', 'login-without-turn')}
        {...field('username')}
      />
      <label for={id('credential')}>{t['friend.turnPassword']}</label>
      <input type="password" autocomplete="off" aria-invalid={invalid('turn-needs-login', 'login-without-turn')} {...field('credential')} />
      <p class="gx-setup__hint">{t['friend.turnHint']}</p>
      <button
        type="button"
        class="gx-btn"
        data-save-settings=""
        onClick={() => {
          const read = readSettingsForm(form);
          if (!read.ok) return setOutcome({ kind: 'bad', problems: read.problems });
          const stored = storeSettings(props.storage, read.value);
          setOutcome(stored ? { kind: 'saved' } : { kind: 'store-failed' });
          if (stored) props.onSaved?.();
        }}
      >
        {t['friend.save']}
      </button>
      <p role="status" data-settings-outcome={outcome.kind}>
        {outcome.kind === 'saved' ? t['friend.saved'] : outcome.kind === 'store-failed' ? t['friend.settingsStoreFailed'] : ''}
      </p>
      <ul id={id('settings-problems')} class="gx-problem" role="alert">
        {problems.map((p) => (
          <li key={p} data-settings-problem={p}>
            {t[`friend.settingsBad.${p}`]}
          </li>
        ))}
      </ul>
    </details>
  );
}
