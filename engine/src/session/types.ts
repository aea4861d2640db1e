// The puzzle in play (spec section 3, "Puzzle in play" and "Cell") as plain immutable data, the
// actions a player or the clock can take, and the events the view shows in answer. Everything
// is serialisable: a game is its start plus a list of timed actions, which the server replays.

import type { DifficultyLevel, LandLevel } from '../constants';
import type { SmartHint } from '../deduce/hint-record';
import type { Puzzle, Values } from '../puzzle';
import type { Orientation } from '../shapes';

export type Phase = 0 | 1 | 2 | 3;
export type ClueHalf = 'add' | 'mult';
export type FinishType = 'success' | 'errors_fail';
export type Star = 'time' | 'noerrors' | 'finished';
export type ResultMessage = 'perfect' | 'completed' | 'failed' | 'completed-on-time' | 'completed-no-errors';

/** What the session is created from: the served puzzle and the player's situation. */
export interface SessionStart {
  /** The client's id for this game; score posts are idempotent by it. */
  readonly id: string;
  readonly puzzleId: string;
  readonly puzzle: Puzzle;
  /** Per mystery ordinal of `puzzle.layout`. */
  readonly solution: Values;
  readonly level: LandLevel;
  readonly difficultyLevel: DifficultyLevel;
  /** The numeric difficulty (the grade). */
  readonly difficulty: number;
  readonly hintsNo: number;
  readonly timeAllowed: number;
  /** Gems the player holds; spending is reported as events for the caller to settle. */
  readonly gems: number;
  /** Countdown before play; 0 or less starts at once. */
  readonly startupDelayMs: number;
  /** Whether wrong numbers come with an explanation. */
  readonly errorAssist: boolean;
  /**
   * The version of the rules of play the game follows (`PLAY_RULES`); absent in games made before
   * versions were kept, which replay by version 1. A posted game replays by the rules it was
   * played by, so a change of rules never changes an old game's score.
   */
  readonly rules?: number;
  /**
   * A lesson's practice board (issue 16): smart hints cost nothing and have no limit. Never set
   * on a game that is posted for a score.
   */
  readonly practice?: boolean;
}

export interface MysteryState {
  /** The number found (entered right or revealed), 0 while open. */
  readonly value: number;
  /** Wrong numbers tried here, in order. */
  readonly tries: readonly number[];
  readonly revealed: boolean;
  /** Candidate notes: bit d set for digit d. */
  readonly notes: number;
}

/** A player's notes on a clue's two halves (0 = none). */
export interface ClueNotes {
  readonly add: number;
  readonly mult: number;
}

export type Selection =
  | { readonly kind: 'mystery'; readonly cell: number }
  | { readonly kind: 'clue'; readonly cell: number; readonly half: ClueHalf };

export interface Stars {
  readonly time: boolean;
  readonly noerrors: boolean;
  readonly finished: boolean;
}

export interface SessionState {
  readonly start: SessionStart;
  /** The puzzle and solution in the current orientation. */
  readonly puzzle: Puzzle;
  readonly solution: Values;
  readonly phase: Phase;
  /** When the session was set up, and when play began (0 before), in ms. */
  readonly createdAt: number;
  readonly startTime: number;
  readonly endTime: number;
  /** When the current pause began (0 when not paused), and all paused time so far. */
  readonly pausedAt: number;
  readonly pausedMs: number;
  /** Per mystery ordinal of `puzzle.layout`. */
  readonly mysteries: readonly MysteryState[];
  /** Per pair slot and per square slot. */
  readonly pairNotes: readonly ClueNotes[];
  readonly squareNotes: readonly ClueNotes[];
  readonly selection: Selection | undefined;
  readonly noteMode: boolean;
  /** The note mode the player had before a clue half forced it on; undefined when not on a clue. */
  readonly noteModeBeforeClue: boolean | undefined;
  /** Errors left (starts at ERRORS_ALLOWED) and wrong numbers made. */
  readonly errors: number;
  readonly errorsMade: number;
  readonly stars: Stars;
  readonly timedOut: boolean;
  /** Points from correct cells, and play time (ms) when the last cell was solved. */
  readonly score: number;
  readonly lastSolvedAt: number;
  readonly revealsUsed: number;
  readonly smartHintsUsed: number;
  readonly gems: number;
  /** The special square found, if any, and whether it came within the shape's time limit. */
  readonly specialSquare: { readonly slot: number; readonly inTime: boolean } | undefined;
  readonly timeBonus: number;
  readonly finalBonus: number;
  readonly specialSquareBonus: number;
  readonly finishType: FinishType | undefined;
  readonly abandoned: boolean;
  readonly errorAssist: boolean;
}

export type SessionAction =
  /** The puzzle is set up on screen: count down, or play at once. */
  | { readonly type: 'begin' }
  /** The clock moved: ends the countdown, and marks the time-out. */
  | { readonly type: 'tick' }
  | { readonly type: 'pause' }
  | { readonly type: 'resume' }
  /** Select a mystery or a clue half; selecting the selected one again deselects it. */
  | { readonly type: 'select'; readonly cell: number; readonly half?: ClueHalf }
  | { readonly type: 'deselect' }
  /** A number-pad or keyboard digit for the selection. */
  | { readonly type: 'digit'; readonly digit: number }
  | { readonly type: 'toggle-notes' }
  | { readonly type: 'erase' }
  /** Enter a mystery's only candidate note as its number. */
  | { readonly type: 'submit-note' }
  | { readonly type: 'reveal' }
  | { readonly type: 'smart-hint' }
  | { readonly type: 'rotate'; readonly orientation: Orientation }
  | { readonly type: 'set-error-assist'; readonly on: boolean }
  /** The player's balance changed outside the puzzle (an ad's reward, the daily gift). */
  | { readonly type: 'set-gems'; readonly gems: number }
  /** Leave the puzzle before it is finished: its progress is lost. */
  | { readonly type: 'exit' };

export type RefusalReason =
  | 'not-playing'
  | 'no-selection'
  | 'not-a-cell'
  | 'cell-solved'
  | 'clue-shown'
  | 'not-a-digit'
  | 'already-tried'
  | 'no-single-note'
  | 'not-paused'
  | 'already-paused'
  | 'no-such-orientation'
  | 'nothing-to-hint';

export type SessionEvent =
  | { readonly type: 'countdown'; readonly secondsLeft: number }
  | { readonly type: 'started' }
  | { readonly type: 'paused' }
  | { readonly type: 'resumed' }
  | { readonly type: 'selected'; readonly selection: Selection }
  | { readonly type: 'deselected' }
  | { readonly type: 'refused'; readonly action: SessionAction['type']; readonly reason: RefusalReason }
  | { readonly type: 'note'; readonly cell: number }
  | { readonly type: 'correct'; readonly cell: number; readonly value: number; readonly points: number }
  | {
      readonly type: 'wrong';
      readonly cell: number;
      readonly value: number;
      readonly errorsLeft: number;
      readonly explanation?: SmartHint;
    }
  | { readonly type: 'clue-solved'; readonly cell: number }
  | { readonly type: 'special-square'; readonly cell: number; readonly inTime: boolean }
  | { readonly type: 'star-lost'; readonly star: Star }
  | { readonly type: 'time-up' }
  | { readonly type: 'revealed'; readonly cell: number; readonly value: number }
  | { readonly type: 'smart-hint'; readonly record: SmartHint }
  /** The error assist's gentle word on a cell with a wrong try, when it is selected again. */
  | { readonly type: 'assist'; readonly record: SmartHint }
  | { readonly type: 'spend'; readonly gems: number; readonly on: 'reveal' | 'smart-hint' }
  | { readonly type: 'needs-ad'; readonly on: 'reveal' | 'smart-hint' }
  | { readonly type: 'hints-used-up' }
  | { readonly type: 'rotated'; readonly orientation: Orientation }
  | { readonly type: 'finished'; readonly finishType: FinishType; readonly message: ResultMessage }
  | { readonly type: 'exited' };

export interface Step {
  readonly state: SessionState;
  readonly events: readonly SessionEvent[];
}

/** How `apply` works out what its events show. */
export interface ApplyOptions {
  /**
   * Work out the smart hint's and the error assist's words (default true). A replay that needs
   * only the state turns it off (a score post checked, a kept game read back): the state never
   * depends on them, and a hard board's hint can take a tenth of a second, so a post of many
   * actions would hold the server for seconds. Its events then have no 'smart-hint' or 'assist'
   * event, and a 'wrong' event no explanation.
   */
  readonly explain?: boolean;
}
