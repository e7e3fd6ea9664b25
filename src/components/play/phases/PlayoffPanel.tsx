// Phase 3: select cards (or pick a suggested combination), play or pass; the round on the table and who won the last one.
import { useState } from 'preact/hooks';
import { cardId, classifyCombo } from '../../../engine/index.ts';
import type { Card } from '../../../engine/index.ts';
import { cardName } from '../../../i18n/cards.ts';
import { format } from '../../../i18n/lang.ts';
import ChoiceButton from './ChoiceButton.tsx';
import { movesParts } from '../log/describe.ts';
import OwnHand from './OwnHand.tsx';
import { byRank } from '../../cards/handOrder.ts';
import type { PanelProps } from './panelTypes.ts';
import PlayoffSuggestions, { type Suggestion } from './PlayoffSuggestions.tsx';
import Sentence from '../words/Sentence.tsx';
import { comboName, dict, seatSentence } from '../words/words.ts';
import './playoff.css';

const idsKey = (cards: readonly Card[]) =>
  cards
    .map(cardId)
    .sort((a, b) => a - b)
    .join(',');

export default function PlayoffPanel(props: PanelProps) {
  const { view, seats, lang, canAct, act, idBase } = props;
  const t = dict(lang);
  // The selection belongs to one decision: a new move or another seat starts from nothing (derived, not reset later).
  const turnKey = `${view.actionCount}/${view.player}`;
  const [selection, setSelection] = useState<{ key: string; ids: number[] }>({ key: turnKey, ids: [] });
  const selected = selection.key === turnKey ? selection.ids : [];
  const setSelected = (next: number[] | ((ids: number[]) => number[])) =>
    setSelection((s) => {
      const current = s.key === turnKey ? s.ids : [];
      return { key: turnKey, ids: typeof next === 'function' ? next(current) : next };
    });
  const round = view.round;
  if (!round) return null;
  const me = view.player;
  const plays: Suggestion[] = [];
  for (const action of view.legalActions) {
    if (action.type === 'playoff-play') {
      const combo = classifyCombo(action.cards);
      if (combo) plays.push({ cards: action.cards, combo });
    }
  }
  const canPass = view.legalActions.some((a) => a.type === 'pass');
  const myTurn = canAct && view.legalActions.length > 0;
  const hand = byRank(view.hand);
  const chosen = hand.filter((card) => selected.includes(cardId(card)));
  const chosenKey = idsKey(chosen);
  const match = plays.find((p) => idsKey(p.cards) === chosenKey) ?? null;
  const chosenCombo = chosen.length > 0 ? classifyCombo(chosen) : null;

  let status: string;
  if (chosen.length === 0) status = t['playoff.selNone'];
  else if (match) status = format(t['playoff.selOk'], { combo: comboName(match.combo, lang) });
  else if (!chosenCombo) status = t['playoff.selNotCombo'];
  else
    status = format(t['playoff.selNoBeat'], { combo: comboName(chosenCombo, lang), last: round.last ? comboName(round.last, lang) : '' });

  const play = () => {
    if (match) act({ type: 'playoff-play', player: me, cards: match.cards });
  };
  const toggle = (card: Card) => {
    const id = cardId(card);
    setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  };

  const lastRound = view.rounds[view.rounds.length - 1] ?? null;
  let prompt: string;
  if (!myTurn) prompt = props.replay ? t['replay.waiting'] : format(t['playoff.wait'], { name: seats.name[round.toAct] });
  else if (round.last === null) prompt = t['playoff.lead'];
  else prompt = format(t['playoff.beat'], { combo: comboName(round.last, lang) });

  return (
    <section class="gx-panel gx-panel--playoff" aria-labelledby={`${idBase}-playoff-title`}>
      <h3 id={`${idBase}-playoff-title`} class="gx-panel__title">
        {format(t['playoff.title'], { n: view.rounds.length + 1 })}
      </h3>
      <div class="gx-stage">
        <div class="gx-felt gx-felt--round" data-round-moves={round.moves.length} data-table="">
          <h4 class="gx-last__title">{t['playoff.table']}</h4>
          {round.moves.length === 0 ? (
            <p class="gx-muted">{t['playoff.roundEmpty']}</p>
          ) : (
            <Sentence parts={movesParts(round.moves, { lang, seats }, true)} lang={lang} />
          )}
        </div>
        {lastRound ? (
          <div class="gx-last" data-last-round={view.rounds.length}>
            <h4 class="gx-last__title">{t['playoff.lastRound']}</h4>
            <Sentence parts={movesParts(lastRound.moves, { lang, seats }, true)} lang={lang} />
            <p class="gx-result">
              {lastRound.end === 'out'
                ? format(t['playoff.wentOut'], { name: seats.name[lastRound.winner] })
                : seatSentence(lang, seats, lastRound.winner, 'playoff.roundWon')}
            </p>
          </div>
        ) : null}
      </div>
      <p class={`gx-prompt${myTurn ? '' : ' gx-prompt--wait'}`} aria-live="polite">
        {prompt}
      </p>
      <div class="gx-decision" data-decision={myTurn ? '' : undefined}>
        <OwnHand
          panel={props}
          order="rank"
          active={myTurn}
          blockedReason={() => (myTurn ? null : t['tricks.notYourTurn'])}
          pressed={(card) => selected.includes(cardId(card))}
          onPlay={toggle}
          onEnter={(card, event) => {
            // Enter plays the selection when it is a legal play; otherwise it selects like Space.
            if (!myTurn) return;
            event.preventDefault();
            if (match) play();
            else toggle(card);
          }}
        />
        {myTurn ? (
          <>
            <p class={`gx-selstatus${match ? ' gx-selstatus--ok' : ''}`} role="status" data-selection-ok={match ? 'true' : 'false'}>
              {chosen.length > 0
                ? format(t['playoff.selCards'], { cards: chosen.map((c) => cardName(c, lang)).join(t['list.sep']), status })
                : status}
            </p>
            <div class="gx-choices gx-choices--compact" role="group" aria-label={format(t['playoff.title'], { n: view.rounds.length + 1 })}>
              <ChoiceButton primary name="play" disabled={!match} onPress={play}>
                {t['playoff.play']}
              </ChoiceButton>
              {canPass ? (
                <ChoiceButton shortcut="P" name="pass" hint={props.hint} onPress={() => act({ type: 'pass', player: me })}>
                  {t['playoff.pass']}
                </ChoiceButton>
              ) : null}
              {chosen.length > 0 ? (
                <button type="button" class="gx-btn" onClick={() => setSelected([])}>
                  {t['playoff.clear']}
                </button>
              ) : null}
            </div>
          </>
        ) : null}
      </div>
      {myTurn ? (
        <>
          {plays.length === 0 ? (
            <p class="gx-note">{t['playoff.none']}</p>
          ) : (
            // One press plays a listed combination (the same move as selecting its cards and pressing Play; undone the same way).
            <PlayoffSuggestions
              suggestions={plays}
              lang={lang}
              idBase={idBase}
              onPick={(cards) => act({ type: 'playoff-play', player: me, cards })}
            />
          )}
        </>
      ) : null}
    </section>
  );
}
