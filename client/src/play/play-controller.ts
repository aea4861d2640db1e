// The play controller (DESIGN.md, "Client"; in the manner of lichess's puzzle controller): one
// object outside React owns the puzzle in play. It loads the puzzle, sets up each game (a round
// of the same puzzle, or a new one), applies every action through the engine and settles its
// events, runs the session's clock, hints, assists and prompts, finishes the game and hears the
// score post's answer, whether it comes at once or late through the outbox. React components
// read the stores it drives and call its methods (the player's intents); the scene talks to it
// through the bus while /play is open (`attach`).

import {
  PUZZLE_PHASES,
  play,
  type SessionAction,
  type SessionEvent,
  type SessionState,
  solutionShown,
} from '@numberland/engine';
import { playRequest } from '../app/paths';
import type { GameState } from '../state/game';
import { END_SCREEN_DELAY_MS, finishGame } from './finish-game';
import { type KeptGame, type LessonBoardRef, lessonPuzzle, lessonStart } from './lesson-mode';
import { finishedNews, type PlayNews, startedNews } from './play-news';
import type { PlayDeps } from './ports';
import { fetchPuzzle, type PuzzleQuery, queryKey, type ReadyPuzzle } from './puzzle-load';
import { needsWelcome, selectWhatIsPlayed, sessionStartOf } from './puzzle-setup';
import { SceneLink } from './scene-link';
import { settleScoreAnswer } from './score-answers';
import { SessionTimers } from './session-timers';
import { settleEvents } from './settle-events';

export type AssistKind = 'reveal' | 'smart-hint';

export class PlayController {
  private readonly timers: SessionTimers;
  /** The query last asked of the server, and the number of its fetch (a later one wins). */
  private loadKey: string | undefined;
  private loadCount = 0;
  private readonly scene: SceneLink;
  /** Who hears when a game begins and ends (the embedder API). */
  private readonly newsListeners = new Set<(news: PlayNews) => void>();
  /** Lesson mode: the practice board in play (lesson-mode.ts), or none. */
  private lessonBoard: LessonBoardRef | undefined;
  /** The puzzle left for a lesson from a hint's footer, kept paused until /play shows again. */
  private kept: KeptGame | undefined;

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
  }

  /**
   * Wires the scene's bus and the stores while /play (or a lesson's practice) is open; the
   * returned function leaves. Back on /play, a puzzle kept for a lesson comes back, paused.
   */
  attach(lesson?: LessonBoardRef): () => void {
    const stopScene = this.scene.listen();
    const stopGame = this.deps.stores.game.subscribe((now, before) => this.gameChanged(now, before));
    if (lesson) this.playLesson(lesson);
    else this.bringBackKept();
    return () => {
      stopScene();
      stopGame();
      this.leave();
    };
  }

  /** Hears score posts answered late, through the outbox (for the whole visit, not only /play). */
  hearLateScores(): () => void {
    return this.deps.api.onLateScore((late) =>
      settleScoreAnswer(this.answerTargets(), { gameId: late.gameId, token: late.token }, late.outcome),
    );
  }

  /** Told when a game begins (after its countdown) and when it ends; returns a function that stops it. */
  onNews(listener: (news: PlayNews) => void): () => void {
    this.newsListeners.add(listener);
    return () => this.newsListeners.delete(listener);
  }

  // ---- Which puzzle

  /** The puzzle /play asks for now; the same query again, or the id of the one shown, keeps it. */
  request(query: PuzzleQuery): void {
    if (this.lessonBoard) return;
    const { load } = this.deps.stores.load.getState();
    if (query.id && load.status === 'ready' && load.wire.puzzleId === query.id) return;
    if (queryKey(query) !== this.loadKey) this.load(query);
  }

  /** Another puzzle of the selection (the end screen's choice). */
  newPuzzle(): void {
    const request = playRequest(this.deps.stores.selection.getState(), null);
    if (request.ok) this.load(request.query);
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
    return this.lessonBoard;
  }

  /** Whether a puzzle waits, paused, for the player to come back from a lesson. */
  hasKeptGame(): boolean {
    return this.kept !== undefined;
  }

  /** Where the kept puzzle is played: /play with its id, so that exactly this puzzle is kept. */
  keptGamePath(): string | undefined {
    const load = this.kept?.load;
    return load?.status === 'ready' ? `/play?id=${encodeURIComponent(load.wire.puzzleId)}` : undefined;
  }

  /**
   * A hint's "Lesson" footer: the puzzle pauses and is kept as it is (hint and all), so leaving
   * /play for the lesson loses nothing and asks nothing; /play brings it back.
   */
  keepForLesson(): void {
    const { game, hint, finish } = this.deps.stores.game.getState();
    const state = game?.state;
    // Only a game under way is kept (a countdown or a welcome has nothing to lose yet).
    if (!state || this.lessonBoard || state.phase !== PUZZLE_PHASES.playing) return;
    if (state.pausedAt === 0) this.dispatch({ type: 'pause' });
    this.closePrompt();
    const paused = this.deps.stores.game.getState().game;
    this.kept = { game: { game: paused, hint, finish }, load: this.deps.stores.load.getState().load };
  }

  /** Play on after coming back from a lesson: the clock runs again. */
  playOn(): void {
    this.closePrompt();
    const state = this.state();
    if (state && state.pausedAt !== 0) this.dispatch({ type: 'resume' });
  }

  private playLesson(ref: LessonBoardRef): void {
    const ready = lessonPuzzle(ref);
    const { stores, clock } = this.deps;
    this.lessonBoard = ref;
    this.loadCount++;
    this.loadKey = undefined;
    stores.game.getState().clear();
    if (!ready) {
      stores.load.getState().set({ status: 'unplayable', reason: `no practice board ${ref.board + 1}` });
      return;
    }
    stores.load.getState().set(ready);
    const made = lessonStart(this.deps, ready);
    if (!made.ok) {
      stores.load.getState().set({ status: 'unplayable', reason: made.error });
      return;
    }
    stores.game.getState().setUp(made.value, clock.now());
    this.closePrompt();
    this.dispatch({ type: 'begin' });
    this.scene.fitBoard();
  }

  /** A new round of the practice board in play (after running out of errors). */
  replayLesson(): void {
    const ref = this.lessonBoard;
    if (ref) this.playLesson(ref);
  }

  private bringBackKept(): void {
    const kept = this.kept;
    if (!kept) return;
    this.kept = undefined;
    const { game, load } = this.deps.stores;
    load.getState().set(kept.load);
    // A version past the store's, so every listener sees the kept game as new.
    game.setState((s) => ({ ...kept.game, version: s.version + 1, lastEvents: [] }));
    if (kept.load.status === 'ready') this.loadKey = queryKey(kept.load.query);
    this.deps.stores.prompt.getState().open({ kind: 'back-from-lesson' });
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
      this.tell(state && startedNews(state));
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
    const settings = this.deps.stores.settings.getState();
    const warned = kind === 'reveal' ? settings.usedReveal : settings.usedSmartHint;
    // Only before the first use is the assist tried on a copy, to learn whether it would be paid.
    const wouldPay = () =>
      play(game, { type: kind }, this.deps.clock.now()).events.some((e) => e.type === 'spend');
    if (!warned && wouldPay()) {
      this.deps.stores.prompt
        .getState()
        .open({ kind: kind === 'reveal' ? 'reveal-warning' : 'smart-hint-warning' });
      return;
    }
    this.dispatch({ type: kind });
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
    if (this.kept || this.lessonBoard) return false;
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

  /** At 0 stars: the puzzle shown solved instead of the end screen. */
  showSolvedPuzzle(): void {
    const state = this.state();
    if (!state) return;
    this.scene.sendState([], solutionShown(state));
    this.deps.stores.game.getState().updateFinish({ showingPuzzle: true });
  }

  backToResults(): void {
    this.scene.sendState([]);
    this.deps.stores.game.getState().updateFinish({ showingPuzzle: false });
  }

  // ---- Inside

  private state(): SessionState | undefined {
    return this.deps.stores.game.getState().game?.state;
  }

  private load(query: PuzzleQuery): void {
    this.kept = undefined;
    const count = ++this.loadCount;
    this.loadKey = queryKey(query);
    this.endUnfinishedGame();
    const { load } = this.deps.stores;
    load.getState().set({ status: 'loading' });
    void fetchPuzzle((q) => this.deps.api.game(q), query).then((loaded) => {
      if (count !== this.loadCount) return;
      load.getState().set(loaded);
      if (loaded.status !== 'ready') return;
      selectWhatIsPlayed(this.deps.stores, loaded);
      this.setUp(loaded);
    });
  }

  /** A new game of the loaded puzzle: it begins at once (with its countdown), or after the land's welcome. */
  private setUp(ready: ReadyPuzzle): void {
    const { stores, clock } = this.deps;
    this.endUnfinishedGame();
    const made = sessionStartOf(this.deps, ready);
    if (!made.ok) {
      stores.load.getState().set({ status: 'unplayable', reason: made.error });
      return;
    }
    stores.game.getState().setUp(made.value, clock.now());
    this.closePrompt();
    if (needsWelcome(stores.settings.getState(), made.value.level))
      stores.prompt.getState().open({ kind: 'welcome' });
    else this.dispatch({ type: 'begin' });
    this.scene.fitBoard();
  }

  /** Leaving /play, or loading another puzzle, ends this game: an unfinished one is lost. */
  private endUnfinishedGame(): void {
    const state = this.state();
    if (state && state.phase !== PUZZLE_PHASES.finished) this.dispatch({ type: 'exit' });
  }

  private leave(): void {
    this.lessonBoard = undefined;
    // A puzzle kept for a lesson is not ended: it waits, paused, for /play.
    if (!this.kept) this.endUnfinishedGame();
    this.timers.clearAll();
    // Back on /play later, a puzzle is loaded afresh.
    this.loadKey = undefined;
    this.loadCount += 1;
    this.deps.stores.load.getState().set({ status: 'loading' });
  }

  private finish(now: number): void {
    // A practice board is not scored: the lesson view says how it went.
    if (this.lessonBoard) return;
    const { stores } = this.deps;
    const { game, setFinish, updateFinish } = stores.game.getState();
    if (!game) return;
    // Its chunks load while the finish shows, so the end screen is ready in 2.5 s.
    this.deps.preloadEndScreen();
    const auth = stores.auth.getState();
    // A puzzle made on this device was never served: the post says so (the server then counts it).
    const madeOnDevice = this.loadedFrom(game.state.start.puzzleId) === 'device';
    const { prize, posted } = finishGame(game.state, game.record, {
      postScore: (post) => this.deps.api.postScore(madeOnDevice ? { ...post, madeOnDevice } : post),
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
    this.timers.endScreenAt(showAt, () => updateFinish({ due: true }));
    const postedGame = { gameId: game.state.start.id, token: auth.token };
    void posted?.then((outcome) => settleScoreAnswer(this.answerTargets(), postedGame, outcome));
    this.tell(finishedNews(game.state));
  }

  /** Where the loaded puzzle came from, if it is the one named. */
  private loadedFrom(puzzleId: string) {
    const { load } = this.deps.stores.load.getState();
    return load.status === 'ready' && load.wire.puzzleId === puzzleId ? load.source : undefined;
  }

  private tell(news: PlayNews | undefined): void {
    if (!news) return;
    for (const listener of [...this.newsListeners]) listener(news);
  }

  private answerTargets() {
    const { stores, report } = this.deps;
    return { game: stores.game, auth: stores.auth, report };
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
