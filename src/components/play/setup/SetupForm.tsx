// The options of a new game: opponent, length, trick rule, Jokers, seed and undo; used on the first visit and in the New game dialog.
import type { JSX } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { format, type Lang } from '../../../i18n/lang.ts';
import { localePath } from '../../../i18n/paths.ts';
import {
  againstComputer,
  DEFAULT_CONFIG,
  OPPONENTS,
  randomSeed,
  seedProblem,
  TARGET_CHOICES,
  TRICK_RULE_CHOICES,
  type GameConfig,
  type Opponent,
} from './config.ts';
import { dict, lookup } from '../words/words.ts';
import { browserStorage } from '../../../storage/storage.ts';
import { gameLength, keptLengths, type KeptLength } from './length.ts';

export interface SetupFormProps {
  lang: Lang;
  idBase: string;
  initial: GameConfig;
  onStart(config: GameConfig): void;
  onCancel?(): void;
  /** Shown when a game is in progress: starting ends it. */
  replacing?: boolean;
  /** Offered when set, "A friend on another device": Start invites with these options, or join with a code. */
  onFriend?(config: GameConfig): void;
  onFriendCode?(): void;
}

export default function SetupForm(props: SetupFormProps) {
  const { lang, idBase } = props;
  const t = dict(lang);
  const [config, setConfig] = useState<GameConfig>(props.initial);
  const [touched, setTouched] = useState(false);
  const [moreOpen] = useState(props.initial.trickRule !== DEFAULT_CONFIG.trickRule);
  const more = useRef<HTMLDetailsElement>(null);
  const [friend, setFriend] = useState(false);
  /**
   * The lengths of this browser's finished games, read after the first render (the server's HTML has none): the estimate
   * from deal scores shows first, and the measured one replaces it once there are enough games.
   */
  const [kept, setKept] = useState<readonly KeptLength[]>([]);
  useEffect(() => setKept(keptLengths(browserStorage())), []);
  const update = (change: Partial<GameConfig>) => setConfig((c) => ({ ...c, ...change }));
  // The server's HTML has no seed (it must match the first render): the one the page fills in at once after is taken into
  // this form, which is not drawn again (nor are choices made before the page was ready lost).
  const seedAwaited = useRef(props.initial.seed === '');
  useEffect(() => {
    if (!seedAwaited.current || props.initial.seed === '') return;
    seedAwaited.current = false;
    setConfig((c) => (c.seed === '' ? { ...c, seed: props.initial.seed } : c));
  }, [props.initial.seed]);
  const problem = seedProblem(config.seed);
  const targets: number[] = (TARGET_CHOICES as readonly number[]).includes(config.target)
    ? [...TARGET_CHOICES]
    : [...TARGET_CHOICES, config.target];
  const seedError = problem === null ? null : format(t[`seed.${problem}`], { token: config.seed });

  return (
    <form
      class="gx-setup"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (friend && props.onFriend) props.onFriend(config);
        else if (problem === null) props.onStart(config);
        else if (more.current) {
          // The seed's message is under "More options": shown, with the seed to mend.
          more.current.open = true;
          document.getElementById(`${idBase}-seed`)?.focus();
        }
      }}
    >
      <p class="gx-setup__intro">{t['setup.intro']}</p>
      {props.replacing ? <p class="gx-note gx-note--warn">{t['setup.replaces']}</p> : null}
      <fieldset class="gx-setup__group">
        <legend>{t['setup.opponent']}</legend>
        {OPPONENTS.map((opponent: Opponent) => (
          <RadioChoice
            key={opponent}
            name={`${idBase}-opponent`}
            value={opponent}
            checked={!friend && config.opponent === opponent}
            onChoose={() => {
              setFriend(false);
              update({ opponent });
            }}
          >
            {lookup(lang, `setup.opp.${opponent}`, 'setup.opp.medium')}
          </RadioChoice>
        ))}
        {props.onFriend ? (
          <RadioChoice name={`${idBase}-opponent`} value="friend" checked={friend} onChoose={() => setFriend(true)} data-friend-play="">
            {t['setup.opp.friend']}
          </RadioChoice>
        ) : null}
      </fieldset>
      <fieldset class="gx-setup__group">
        <legend>{t['setup.length']}</legend>
        {targets.map((target) => (
          <RadioChoice
            key={target}
            name={`${idBase}-target`}
            value={String(target)}
            checked={config.target === target}
            onChoose={() => update({ target })}
          >
            {(TARGET_CHOICES as readonly number[]).includes(target)
              ? lookup(lang, `setup.len.${target}`, 'setup.len.1000')
              : format(t['setup.len.other'], { target })}
            <LengthNote target={target} kept={kept} lang={lang} />
          </RadioChoice>
        ))}
      </fieldset>
      <div class="gx-setup__group gx-setup__checks">
        <label class="gx-setup__choice">
          <input type="checkbox" checked={config.jokers} onChange={(e) => update({ jokers: e.currentTarget.checked })} />
          {t['setup.jokers']}
        </label>
        <label class="gx-setup__choice">
          {/* Undo is offered only against the computer (S9): between two people it cannot be chosen. */}
          <input
            type="checkbox"
            checked={config.undo && againstComputer(config) && !friend}
            disabled={!againstComputer(config) || friend}
            onChange={(e) => update({ undo: e.currentTarget.checked })}
          />
          {t['setup.undo']}
        </label>
      </div>
      {/* What a newcomer need not choose: the trick rule (R7 unless a table agrees on the house rule) and the deal's seed.
          Open from the start when the rule chosen is not the default, so a house rule is never hidden. */}
      <details class="gx-setup__more" open={moreOpen} ref={more}>
        <summary>{t['setup.more']}</summary>
        <fieldset class="gx-setup__group" aria-describedby={`${idBase}-rule-hint`}>
          <legend>{t['setup.trickRule']}</legend>
          {TRICK_RULE_CHOICES.map((trickRule) => (
            <RadioChoice
              key={trickRule}
              name={`${idBase}-rule`}
              value={trickRule}
              checked={config.trickRule === trickRule}
              onChoose={() => update({ trickRule })}
            >
              {lookup(lang, `setup.rule.${trickRule}`, 'setup.rule.parlett')}
            </RadioChoice>
          ))}
        </fieldset>
        {/* After the fieldset, not in it: the group's grid would squeeze the hint into one column. */}
        <p id={`${idBase}-rule-hint`} class="gx-setup__hint">
          {t['setup.ruleHint']} <a href={localePath(lang, '/rulings/#r7')}>{t['setup.ruleLinkR7']}</a>
          {t['sep.dot']}
          <a href={localePath(lang, '/rulings/#r7-s')}>{t['setup.ruleLinkR7S']}</a>
        </p>
        <div class="gx-setup__group gx-setup__seed">
          <label for={`${idBase}-seed`}>{t['setup.seed']}</label>
          <div class="gx-setup__seedrow">
            <input
              id={`${idBase}-seed`}
              class="gx-field gx-field--code"
              type="text"
              value={config.seed}
              maxLength={64}
              autocomplete="off"
              spellcheck={false}
              aria-invalid={touched && seedError ? 'true' : undefined}
              aria-describedby={`${idBase}-seed-hint ${idBase}-seed-error`}
              onInput={(e) => {
                setTouched(true);
                update({ seed: e.currentTarget.value.trim() });
              }}
            />
            <button type="button" class="gx-btn" onClick={() => update({ seed: randomSeed() })}>
              {t['setup.newSeed']}
            </button>
          </div>
          <p id={`${idBase}-seed-hint`} class="gx-setup__hint">
            {t['setup.seedHint']}
          </p>
          <p id={`${idBase}-seed-error`} class="gx-problem" role="alert">
            {touched && seedError ? seedError : ''}
          </p>
        </div>
      </details>
      <div class="gx-modal__actions">
        {props.onCancel ? (
          <button type="button" class="gx-btn" onClick={props.onCancel}>
            {t['setup.cancel']}
          </button>
        ) : null}
        {friend && props.onFriendCode ? (
          <button type="button" class="gx-btn" data-friend-code-button="" onClick={props.onFriendCode}>
            {t['setup.friendCode']}
          </button>
        ) : null}
        <button type="submit" class="gx-btn gx-btn--primary" data-autofocus="">
          {t['setup.start']}
        </button>
      </div>
    </form>
  );
}

/** One answer of the form's radio groups: the button and its words in one label (further attributes go on the label). */
function RadioChoice(props: { name: string; value: string; checked: boolean; onChoose(): void } & JSX.HTMLAttributes<HTMLLabelElement>) {
  const { name, value, checked, onChoose, children, ...label } = props;
  return (
    <label class="gx-setup__choice" {...label}>
      <input type="radio" name={name} value={value} checked={checked} onChange={onChoose} />
      {children}
    </label>
  );
}

/** About how many deals and minutes a game to `target` lasts (measured from the kept games once there are a few). */
function LengthNote(props: { target: number; kept: readonly KeptLength[]; lang: Lang }) {
  const t = dict(props.lang);
  const length = gameLength(props.target, props.kept);
  const key = length.deals === 1 ? 'setup.lengthOne' : length.measured ? 'setup.lengthMeasured' : 'setup.lengthAbout';
  return (
    <span class="gx-setup__length" data-length-deals={length.deals} data-length-measured={length.measured ? 'true' : 'false'}>
      {format(t[key], { deals: length.deals, minutes: length.minutes })}
    </span>
  );
}
