// The play controller (DESIGN.md, "Client"; in the manner of lichess's puzzle controller): one
// object outside React owns the puzzle in play. It loads the puzzle (puzzle-loader.ts), sets up
// each game (puzzle-setup.ts), applies every action through the engine and settles its events,
// runs the session's clock, hints, assists and prompts, and finishes the game (scored-finish.ts).
// A lesson's practice board is played in lesson mode (lesson-mode.ts), and a puzzle left for a
// lesson is kept to come back to (kept-game.ts). React components read the stores it drives and
// call its methods (the player's intents); the scene talks to it through the bus while /play or a
// practice board is open (`attach`).

import { PUZZLE_PHASES, type SessionAction, type SessionEvent, type SessionState } from '@numberland/engine';
import { playRequest } from '../app/paths';
import type { GameState } from '../state/game';
import { type AssistKind, assistWarning } from './assist-warning';
import { KeptGameSlot } from './kept-game';
import { LessonMode } from './lesson-mode';
import { finishedNews, NewsListeners, type PlayNews, startedNews } from './play-news';
import type { PlayDeps } from './ports';
import type { LessonBoardRef } from './practice-board';
import type { PuzzleQuery, ReadyPuzzle } from './puzzle-load';
import { PuzzleLoader } from './puzzle-loader';
import { selectWhatIsPlayed, sessionStartOf, setUpGame, startGame } from './puzzle-setup';
import { SceneLink } from './scene-link';
import { finishScored, hearLateScores, showSolved } from './scored-finish';
import { SessionTimers } from './session-timers';
import { settleEvents } from './settle-events';

export type { AssistKind } from './assist-warning';

export class PlayController {
  private readonly timers: SessionTimers;
  private readonly loader: PuzzleLoader<ReturnType<typeof sessionStartOf>>;
  private readonly scene: SceneLink;
  /** Who hears when a game begins and ends (the embedder API). */
  private readonly news = new NewsListeners();
  /** A lesson's practice board in play instead of a served puzzle. */
  private readonly lesson: LessonMode;
  /** The puzzle left for a lesson, kept paused until /play shows again. */
  private readonly kept: KeptGameSlot;
  /** What the parts above call back. */
  private readonly hooks = {
    dispatch: (action: SessionAction) => void this.dispatch(action),
    closePrompt: () => this.closePrompt(),
    fitBoard: () => this.scene.fitBoard(),
    forgetLoad: () => this.loader.forget(),
    adoptLoad: (query: PuzzleQuery) => this.loader.adopt(query),
  };

  constructor(private readonly deps: PlayDeps) {
    this.timers = new SessionTimers(deps, {
      state: () => this.state(),
      tick: () => this.dispatch({ type: 'tick' }),
      advanceHint: () => this.deps.stores.game.getState().advanceHint(),
    });
    this.scene = new SceneLink(deps, {
      dispatch: (action) => this.dispatch(action),
      requestAssist: (kind) => this.requestAssist(kind),
    });
    this.loader = new PuzzleLoader(deps, {
      before: () => {
        this.kept.drop();
        this.endUnfinishedGame();
      },
      prepare: (ready) => sessionStartOf(this.deps, ready),
      ready: (ready, made) => {
        selectWhatIsPlayed(this.deps.stores, ready);
        this.endUnfinishedGame();
        startGame(this.deps, made, this.hooks);
      },
    });
    this.lesson = new LessonMode(deps, this.hooks);
    this.kept = new KeptGameSlot(deps, this.hooks);
  }

  /**
   * Wires the scene's bus and the stores while /play (or a lesson's practice) is open; the
   * returned function leaves. Back on /play, a puzzle kept for a lesson comes back, paused.
   */
  attach(lesson?: LessonBoardRef): () => void {
    const stopScene = this.scene.listen();
    const stopGame = this.deps.stores.game.subscribe((now, before) => this.gameChanged(now, before));
    if (lesson) this.lesson.play(lesson);
    else this.kept.bringBack();
    return () => {
      stopScene();
      stopGame();
      this.leave();
    };
  }

  /** Hears score posts answered late, through the outbox (for the whole visit, not only /play). */
  hearLateScores(): () => void {
    return hearLateScores(this.deps);
  }

  /** Told when a game begins (after its countdown) and when it ends; returns a function that stops it. */
  onNews(listener: (news: PlayNews) => void): () => void {
    return this.news.listen(listener);
  }

  // ---- Which puzzle

  /** The puzzle /play asks for now; the same query again, or the id of the one shown, keeps it. */
  request(query: PuzzleQuery): void {
    if (!this.lesson.board()) this.loader.request(query);
  }

  /** Another puzzle of the selection (the end screen's choice). */
  newPuzzle(): void {
    const request = playRequest(this.deps.stores.selection.getState(), null);
    if (request.ok) this.loader.load(request.query);
  }

  /** The same puzzle again: a new round. */
  replay(): void {
    const { load } = this.deps.stores.load.getState();
    if (load.status === 'ready') this.setUp(load);
  }

  /** The welcome's Play: the land's tutorial counts as seen, and the puzzle begins. */
  playAfterWelcome(): void {
    const state = this.state();
    if (!state) return;
    this.deps.stores.settings.getState().markTutorialSeen(state.start.level);
    this.closePrompt();
    this.dispatch({ type: 'begin' });
  }

  // ---- Lessons (issue 16)

  /** Whether a lesson's practice board is in play: free hints, no score, no prize. */
  inLesson(): LessonBoardRef | undefined {
    return this.lesson.board();
  }

  /** A new round of the practice board in play (after running out of errors). */
  replayLesson(): void {
    this.lesson.replay();
  }

  /** Whether a puzzle waits, paused, for the player to come back from a lesson. */
  hasKeptGame(): boolean {
    return this.kept.has();
  }

  /** Where the kept puzzle is played: /play with its id, so that exactly this puzzle is kept. */
  keptGamePath(): string | undefined {
    return this.kept.path();
  }

  /** Leaving for a lesson (a hint's footer, the menu): the puzzle under way pauses and is kept. */
  keepForLesson(): void {
    if (!this.lesson.board()) this.kept.keep();
  }

  /** Play on after coming back from a lesson: the clock runs again. */
  playOn(): void {
    this.cancelLeave();
  }

  // ---- Play

  /** The one way actions reach the session: the engine applies it, then its events are settled. */
  dispatch(action: SessionAction): readonly SessionEvent[] {
    const now = this.deps.clock.now();
    const events = this.deps.stores.game.getState().act(action, now);
    settleEvents({ deps: this.deps, finished: (at) => this.finish(at) }, action, events, now);
    this.scene.fitBoard();
    if (events.some((e) => e.type === 'started')) {
      const state = this.state();
      this.news.tell(state && startedNews(state));
    }
    return events;
  }

  /**
   * Reveal or Hint pressed (spec section 5). The first use of each is warned of, when the engine
   * would give it; short of gems or of hints, the engine's own answer (the ad prompt, "used up")
   * comes at once.
   */
  requestAssist(kind: AssistKind): void {
    const game = this.deps.stores.game.getState().game;
    if (!game) return;
    const warning = assistWarning(this.deps, game, kind);
    if (warning) this.deps.stores.prompt.getState().open(warning);
    else this.dispatch({ type: kind });
  }

  /** The warning's OK: the assist goes ahead. */
  confirmAssist(kind: AssistKind): void {
    this.closePrompt();
    this.dispatch({ type: kind });
  }

  closePrompt(): void {
    this.deps.stores.prompt.getState().close();
  }

  /** The player shows an earlier (or later) step of the hint again. */
  showHintStep(step: number): void {
    this.deps.stores.game.getState().showHintStep(step);
  }

  /**
   * Show more, then Show the answer: the same hint one level deeper. No action of the session: the
   * hint was paid for (and recorded) when it was asked for, and its levels are views of it.
   */
  deepenHint(): void {
    this.deps.stores.game.getState().deepenHint();
  }

  /** Got it: the hint goes; closing a gentle reminder marks the rule-2 warning seen. */
  closeHint(): void {
    const { hint, clearHint } = this.deps.stores.game.getState();
    clearHint();
    if (hint?.gentle) this.deps.stores.settings.getState().update({ seenRule2Warning: true });
  }

  /** The scene's box has this size: the 2-squares and 6-squares boards turn to suit it. */
  sceneResized(width: number, height: number): void {
    this.scene.boxResized(width, height);
  }

  // ---- Leaving (spec section 4, "Exit and welcome")

  /** Whether leaving /play now loses something (asks first): a game under way, its land known. */
  leaveGuarded(): boolean {
    if (this.kept.has() || this.lesson.board()) return false;
    const state = this.state();
    if (!state || state.phase === PUZZLE_PHASES.finished || state.phase === PUZZLE_PHASES.loading)
      return false;
    return this.deps.stores.settings.getState().seenTutorial[state.start.level];
  }

  /** A move off /play is held: the puzzle pauses and the exit prompt asks. */
  askToLeave(): void {
    if (this.state()?.pausedAt === 0) this.dispatch({ type: 'pause' });
    this.deps.stores.prompt.getState().open({ kind: 'exit' });
  }

  /** Exit Puzzle: the puzzle stops (its progress is lost). */
  confirmLeave(): void {
    this.closePrompt();
    this.dispatch({ type: 'exit' });
  }

  /** Continue Play: back to the puzzle, the clock running again. */
  cancelLeave(): void {
    this.closePrompt();
    const state = this.state();
    if (state && state.pausedAt !== 0) this.dispatch({ type: 'resume' });
  }

  // ---- The end screen

  /** At 0 stars: the puzzle shown solved instead of the end screen (or the results again). */
  showSolvedPuzzle(): void {
    showSolved(this.deps, this.scene, true);
  }

  backToResults(): void {
    showSolved(this.deps, this.scene, false);
  }

  // ---- Inside

  private state(): SessionState | undefined {
    return this.deps.stores.game.getState().game?.state;
  }

  /** A new game of the loaded puzzle: it begins at once (with its countdown), or after the land's welcome. */
  private setUp(ready: ReadyPuzzle): void {
    this.endUnfinishedGame();
    setUpGame(this.deps, ready, this.hooks);
  }

  /** Leaving /play, or loading another puzzle, ends this game: an unfinished one is lost. */
  private endUnfinishedGame(): void {
    const state = this.state();
    if (state && state.phase !== PUZZLE_PHASES.finished) this.dispatch({ type: 'exit' });
  }

  private leave(): void {
    this.lesson.leave();
    // A puzzle kept for a lesson is not ended: it waits, paused, for /play.
    if (!this.kept.has()) this.endUnfinishedGame();
    this.timers.clearAll();
    // Back on /play later, a puzzle is loaded afresh.
    this.loader.forget();
    this.deps.stores.load.getState().set({ status: 'loading' });
  }

  private finish(now: number): void {
    // A practice board is not scored: the lesson view says how it went.
    if (this.lesson.board()) return;
    const state = finishScored(this.deps, this.timers, now);
    this.news.tell(state && finishedNews(state));
  }

  private gameChanged(now: GameState, before: GameState): void {
    if (now.version !== before.version) {
      if (now.game?.state.start.id !== before.game?.state.start.id && now.game)
        this.timers.newGame(now.game.state);
      this.scene.sendState(now.lastEvents);
      this.timers.sessionChanged();
    }
    if (now.hint !== before.hint) {
      this.scene.sendHint();
      this.timers.hintChanged(now.hint);
    }
  }
}
