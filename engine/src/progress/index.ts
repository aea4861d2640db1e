// Auto-progress: "what to play next" (spec sections 3, 4 and 9), as pure functions over plain data.
//
// The spec gives the pieces (a fixed sequence of 36 steps, counters W, Y, A, B, X, Z, per-land
// thresholds, the end-screen steps) but not what the counters count. Our reading:
//
// - The sequence (./steps.ts): land by land; within a land all four slots at easy, then all four at
//   medium, and so on up to the land's highest offered difficulty (level + 1). 8 + 12 + 16 = 36 steps.
// - The counters (./state.ts, ./record-finish.ts) belong to the current step and are adjusted by
//   recordFinish after every finished puzzle:
//     W  perfect results (3 stars, no hints)
//     Y  good results (finished with at least 2 stars; perfect included)
//     A  completed puzzles (finished star; good and perfect included)
//     B  failed puzzles (no finished star)
//     X  puzzles played at the step
//     Z  failures in a row
//   The tiers include each other so a better result never counts for less than a worse one. A
//   replay of the last puzzle (same puzzleId) adds nothing to W, Y or A and lowers W and Y by one:
//   a solution learnt by heart is not progress. Finishing a puzzle of another step moves the current
//   step there; any move to another step resets all six counters.
// - Continue (./decide.ts), with the thresholds (W, Y, A, B) of the current step's land,
//   1 -> 1,1,2,1; 2 -> 2,2,3,1; 3 -> 2,2,4,1: W reached advances two steps; Y or A reached advances
//   one; a failed last puzzle with B reached replays it; otherwise a new puzzle at the same step.
//   Advancing past the last step is "done": the selection becomes level 0.
// - The end-screen steps (./end-screen.ts) turn Continue and the manual moves (next, next-next,
//   previous, next land, previous land) into the next selection and the progress after it; Report
//   previews Continue without changing anything.
// - The smart-hint reminder delay (./hint-delay.ts) rises along the sequence, 5 to 10 s base.
// - parseProgress (./restore.ts) turns stored data back into a valid state.

export { type ContinueDecision, decide } from './decide';
export { applyEndScreenStep, type EndScreenOutcome, LEVEL_ZERO, type ProgressTarget } from './end-screen';
export { SMART_HINT_DELAY_VALUES, smartHintDelayMs } from './hint-delay';
export { type FinishResult, type ResultTier, recordFinish, tierOf } from './record-finish';
export { parseProgress } from './restore';
export {
  initialProgress,
  type LastPuzzle,
  moveToStep,
  type ProgressState,
  STEP_COUNTERS,
  type StepCounter,
} from './state';
export {
  firstStepOfLand,
  isStepIndex,
  LAST_STEP_INDEX,
  PROGRESS_STEPS,
  type ProgressStep,
  stepAt,
  stepIndexOf,
} from './steps';
