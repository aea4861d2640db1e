// Lesson mode of the play controller (issue 16): while a lesson's practice board is open, the
// controller plays it instead of a served puzzle. The board comes from the engine's lesson data
// (practice-board.ts), it begins at once with free hints and the error assist on, and its finish
// is neither posted nor won: the lesson view says how it went. A new round starts after running
// out of lives.

import type { SessionAction } from '@numberland/engine';
import type { PlayDeps } from './ports';
import { type LessonBoardRef, lessonPuzzle, lessonStart } from './practice-board';

/** What lesson mode needs of the controller. */
export interface LessonModeHooks {
  readonly dispatch: (action: SessionAction) => void;
  readonly closePrompt: () => void;
  readonly fitBoard: () => void;
  /** A puzzle being fetched for /play is not shown when it comes. */
  readonly forgetLoad: () => void;
}

export class LessonMode {
  /** The practice board in play, or none (then the controller plays served puzzles). */
  private ref: LessonBoardRef | undefined;

  constructor(
    private readonly deps: PlayDeps,
    private readonly hooks: LessonModeHooks,
  ) {}

  board(): LessonBoardRef | undefined {
    return this.ref;
  }

  /** The practice board `ref` in a new game, begun at once; a board that does not exist is unplayable. */
  play(ref: LessonBoardRef): void {
    const ready = lessonPuzzle(ref);
    const { stores, clock } = this.deps;
    this.ref = ref;
    this.hooks.forgetLoad();
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
    this.hooks.closePrompt();
    this.hooks.dispatch({ type: 'begin' });
    this.hooks.fitBoard();
  }

  /** A new round of the practice board in play. */
  replay(): void {
    if (this.ref) this.play(this.ref);
  }

  /** The practice board's view is closed. */
  leave(): void {
    this.ref = undefined;
  }
}
