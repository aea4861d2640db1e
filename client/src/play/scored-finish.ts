// The finish of a puzzle that counts (not a lesson's practice board): the score posted with the
// game's actions, progress counted, a guest's prize paid (finish-game.ts), the end screen shown
// 2.5 s later, and the post's answer settled on it (score-answers.ts), at once or late through the
// outbox. At 0 stars the end screen can give way to the puzzle shown solved.

import { type SessionState, solutionShown } from '@numberland/engine';
import { END_SCREEN_DELAY_MS, finishGame } from './finish-game';
import type { PlayDeps } from './ports';
import type { SceneLink } from './scene-link';
import { type AnswerTargets, settleScoreAnswer } from './score-answers';
import type { SessionTimers } from './session-timers';

/** Where a score post's answer lands, at once or late through the outbox. */
export function answerTargetsOf({ stores, report }: PlayDeps): AnswerTargets {
  return { game: stores.game, auth: stores.auth, report };
}

/** Hears score posts answered late, through the outbox; returns a function that stops it. */
export function hearLateScores(deps: PlayDeps): () => void {
  return deps.api.onLateScore((late) =>
    settleScoreAnswer(answerTargetsOf(deps), { gameId: late.gameId, token: late.token }, late.outcome),
  );
}

/** The finished puzzle drawn solved instead of the end screen, or the end screen again. */
export function showSolved(deps: PlayDeps, scene: Pick<SceneLink, 'sendState'>, solved: boolean): void {
  const state = deps.stores.game.getState().game?.state;
  if (solved && !state) return;
  scene.sendState([], solved && state ? solutionShown(state) : undefined);
  deps.stores.game.getState().updateFinish({ showingPuzzle: solved });
}

/** Finishes the game in play at `now`; returns its final state (none without a game). */
export function finishScored(
  deps: PlayDeps,
  timers: Pick<SessionTimers, 'endScreenAt'>,
  now: number,
): SessionState | undefined {
  const { stores } = deps;
  const { game, setFinish, updateFinish } = stores.game.getState();
  if (!game) return undefined;
  // Its chunks load while the finish shows, so the end screen is ready in 2.5 s.
  deps.preloadEndScreen();
  const auth = stores.auth.getState();
  // A puzzle made on this device was never served: the post says so (the server then counts it).
  const { load } = stores.load.getState();
  const madeOnDevice =
    load.status === 'ready' && load.wire.puzzleId === game.state.start.puzzleId && load.source === 'device';
  const { prize, posted } = finishGame(game.state, game.record, {
    postScore: (post) => deps.api.postScore(madeOnDevice ? { ...post, madeOnDevice } : post),
    recordProgress: (result) => stores.progress.getState().record(result),
    signedIn: () => auth.token !== null,
    gems: () => stores.auth.getState().gems,
    setGems: (gems) => stores.auth.getState().setGems(gems),
  });
  const showAt = now + END_SCREEN_DELAY_MS;
  setFinish({
    gemsBefore: auth.gems,
    prize,
    showAt,
    due: false,
    score: { kind: 'sending' },
    showingPuzzle: false,
  });
  timers.endScreenAt(showAt, () => updateFinish({ due: true }));
  const postedGame = { gameId: game.state.start.id, token: auth.token };
  void posted?.then((outcome) => settleScoreAnswer(answerTargetsOf(deps), postedGame, outcome));
  return game.state;
}
