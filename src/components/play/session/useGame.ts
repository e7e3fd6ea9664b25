// Hook: the game on this page — start, resume, the computer's turns (in a worker), hints, undo, resign, saving, hot-seat seats.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { AiDecision } from '../../../engine/ai/index.ts';
import { decisionMoveNumber, playersToAct, playerView } from '../../../engine/index.ts';
import type { ErrorCode, GameState, PlayerIndex, PlayerView } from '../../../engine/index.ts';
import { createAiClient, warmComputer, type AiClient } from '../../computer/computer.ts';
import { againstComputer } from '../setup/config.ts';
import {
  applyEntry,
  COMPUTER,
  computerToAct,
  currentState,
  dealTricks,
  decisionSeed,
  HUMAN,
  truncateSession,
  tryEntry,
  type Entry,
  type Session,
} from './session.ts';
import type { StorageLike } from '../../../storage/storage.ts';
import { saveSession } from './storage.ts';
import { undoPoint, type UndoPoint } from './undo.ts';

/** Pause before the computer's move, so people can follow it (none with ?fast=1). */
export const COMPUTER_PAUSE_MS = 350;

/** `at` names the decision the hint is for: the seat and how many moves it has made (the other side may move meanwhile in a sealed auction). */
export type HintState =
  | { readonly status: 'idle' }
  | { readonly status: 'thinking'; readonly at: string }
  | { readonly status: 'ready'; readonly at: string; readonly decision: AiDecision }
  | { readonly status: 'failed'; readonly at: string };

export function decisionKey(session: Session, seat: PlayerIndex | null): string {
  return `${seat}/${session.entries.filter((entry) => entry.player === seat).length}`;
}

/** A short message for the status line: a dictionary key plus values (or an engine refusal code). */
export type Notice = { readonly key: 'undo.done' | 'tool.linkCopied' | 'stored.cannotSave' } | { readonly engineCode: ErrorCode } | null;

export interface Game {
  readonly session: Session;
  readonly state: GameState;
  /** The seat whose hand is on screen; null while a hot-seat hand-off screen hides both hands. */
  readonly seat: PlayerIndex | null;
  /** Hot-seat: who the device should be passed to. */
  readonly handOffTo: PlayerIndex | null;
  /** What the seat on screen may know (player 0's public view during a hand-off, hands hidden). */
  readonly view: PlayerView;
  readonly thinking: boolean;
  readonly hint: HintState;
  /** The decision on screen now (a hint for another decision is not shown). */
  readonly decision: string;
  readonly undo: UndoPoint;
  readonly notice: Notice;
  act(entry: Entry): boolean;
  takeSeat(): void;
  requestHint(): void;
  undoLast(): void;
  resign(): void;
  nextDeal(): void;
  setNotice(notice: Notice): void;
}

/** A promise's failure that needs no answer (a later part that did not load). */
const noop = (): void => undefined;

/** Hot-seat: the person who must act now, keeping the current seat during a sealed auction if it may still bid. */
function seatToAct(state: GameState, current: PlayerIndex | null): PlayerIndex | null {
  if (state.phase === 'deal-over' || state.phase === 'game-over') return null;
  const actors = playersToAct(state);
  if (actors.length === 0) return null;
  return current !== null && actors.includes(current) ? current : actors[0];
}

export function useGame(
  initial: Session,
  store: StorageLike | null,
  fast: boolean,
  onSaveFailed: () => void,
  onChange: (session: Session) => void,
  /** While true the computer waits (the coach offers to take a decision back: the computer must not answer it first). */
  hold = false,
): Game {
  const [session, setSession] = useState(initial);
  const [seatChoice, setSeatChoice] = useState<PlayerIndex | null>(null);
  const [hint, setHint] = useState<HintState>({ status: 'idle' });
  const [notice, setNotice] = useState<Notice>(null);
  const ai = useRef<AiClient | null>(null);
  const turn = useRef(0);
  const state = currentState(session);
  const computer = againstComputer(session.config);

  useEffect(() => () => ai.current?.dispose(), []);
  const client = () => (ai.current ??= createAiClient());

  // Saved after every action (the record, replayed on load).
  useEffect(() => {
    if (store && !saveSession(store, session)) onSaveFailed();
    onChange(session);
  }, [session]);

  // The computer's kept workers are warmed during the auction where a declaration is costly (Jokers, or
  // "hard"), so that warming never delays the first declaration; during the tricks, the declarations and the auction are
  // judged for the review after the deal: the person's against the computer, both seats' in hot-seat (from the deal's
  // tricks, also when the page was reloaded in its play-off or after it). (Kept short: this hook is on
  // the play pages' first load.)
  useEffect(() => {
    if (state.phase === 'auction' && (state.options.jokers || session.config.opponent === 'hard')) warmComputer();
    const tricks = state.phase === 'auction' || state.phase === 'melds' ? undefined : dealTricks(session.history);
    if (tricks !== undefined) {
      import('../../computer/earlyDeclarations.ts').then(
        (early) => early.judgeDeclarationsEarly(tricks, computer ? [HUMAN] : [0, 1]),
        noop,
      );
      import('../../computer/auctionJudgements.ts').then((judge) => judge.judgeAuctionEarly(tricks, computer ? [HUMAN] : [0, 1]), noop);
    }
  }, [state]);

  // The computer's turn: ask the worker, wait a moment, apply (unless the game moved on meanwhile).
  useEffect(() => {
    const token = ++turn.current;
    if (hold || !computerToAct(session.config, state)) return;
    const started = Date.now();
    const view = playerView(state, COMPUTER);
    const level = session.config.opponent === 'human' ? 'medium' : session.config.opponent;
    void client()
      .decide(view, level, decisionSeed(session.config.seed, decisionMoveNumber(view)))
      .then(
        (decision) => decision.action,
        () => view.legalActions[0],
      )
      .then((action) => {
        const wait = fast ? 0 : Math.max(0, COMPUTER_PAUSE_MS - (Date.now() - started));
        setTimeout(() => {
          if (token !== turn.current) return;
          setSession((latest) => {
            // Only onto the position it was decided for: if the person moved meanwhile, the effect asks again.
            if (currentState(latest) !== state) return latest;
            const decided = tryEntry(latest, action);
            if (decided.ok) return decided.value;
            // A refused decision would stall the game: the first legal action keeps it going.
            return applyEntry(latest, view.legalActions[0]);
          });
        }, wait);
      });
  }, [session, hold]);

  // Hot-seat: the chosen seat stays on screen only while that person is the one to act; anyone else
  // to act means a hand-off screen first (decided during render, so no frame shows the wrong hand).
  const seat: PlayerIndex | null = computer
    ? HUMAN
    : seatChoice !== null && seatToAct(state, seatChoice) === seatChoice
      ? seatChoice
      : null;
  useEffect(() => {
    // Clear the stale choice, unless someone has just taken a seat again meanwhile.
    if (seat === null && seatChoice !== null) setSeatChoice((current) => (current === seatChoice ? null : current));
  }, [seat, seatChoice]);
  const handOffTo = computer || seat !== null ? null : seatToAct(state, null);
  const viewer: PlayerIndex = seat ?? HUMAN;
  const view = useMemo(() => playerView(state, viewer), [state, viewer]);
  const undo = useMemo(() => undoPoint(session), [session]);

  const act = (entry: Entry): boolean => {
    // Checked against the state on screen, then applied to the latest one (the computer may have just
    // bid in the same sealed auction; a functional update keeps both moves).
    const checked = tryEntry(session, entry);
    if (!checked.ok) {
      setNotice({ engineCode: checked.error.code });
      return false;
    }
    setSession((latest) => {
      const applied = tryEntry(latest, entry);
      return applied.ok ? applied.value : latest;
    });
    setNotice(null);
    setHint({ status: 'idle' });
    return true;
  };

  return {
    session,
    state,
    seat,
    handOffTo,
    view,
    // The computer is thinking exactly when it has a decision to make and is not held (derived, so it is never stale).
    thinking: !hold && computerToAct(session.config, state),
    hint,
    decision: decisionKey(session, seat),
    undo,
    notice,
    act,
    takeSeat() {
      if (handOffTo !== null) setSeatChoice(handOffTo);
    },
    requestHint() {
      if (seat === null || view.legalActions.length === 0) return;
      const at = decisionKey(session, seat);
      setHint({ status: 'thinking', at });
      client()
        .decide(view, 'hard', decisionSeed(session.config.seed, decisionMoveNumber(view), 7))
        .then(
          (decision) => setHint((h) => (h.status === 'thinking' && h.at === at ? { status: 'ready', at, decision } : h)),
          () => setHint((h) => (h.status === 'thinking' && h.at === at ? { status: 'failed', at } : h)),
        );
    },
    undoLast() {
      if (!undo.ok) return;
      turn.current++;
      setSession(truncateSession(session, undo.keep));
      setHint({ status: 'idle' });
      setNotice({ key: 'undo.done' });
    },
    resign() {
      if (state.phase === 'game-over') return;
      act({ type: 'resign', player: computer ? HUMAN : (seat ?? seatToAct(state, null) ?? HUMAN) });
    },
    nextDeal() {
      if (state.phase === 'deal-over') act({ type: 'next-deal', player: state.nextDealer });
    },
    setNotice,
  };
}
