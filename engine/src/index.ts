// The engine's public surface: the server and the client import from here only.

export { renderPuzzle, renderValues } from './ascii';
export { type ClueBreak, checkClues, isSolution } from './clue-check';
export {
  makePuzzle,
  PUZZLE_PARSE_ERROR_CODES,
  type PuzzleInfo,
  type PuzzleParseError,
  type PuzzleParseErrorCode,
  parsePuzzle,
  type WirePuzzle,
} from './codec';
export * from './constants';
export type { PlayerBoard } from './deduce/board';
export { GENTLE_CHAIN_STEPS, MAX_CHAIN_STEPS } from './deduce/chain';
export {
  type Deduction,
  LESSONS,
  type LearnMore,
  type Lesson,
  type Message,
  TECHNIQUE_IDS,
  TECHNIQUES,
  type TechniqueId,
  type TechniqueInfo,
} from './deduce/deduction';
export { type ExplainOptions, explainError } from './deduce/explain-error';
export { type Grade, type GradeOptions, grade } from './deduce/grade';
export { hasHint, hint } from './deduce/hint';
export { ANSWER_KEYS, answerValue } from './deduce/hint-answer';
export { boardAfterHint, mostHints } from './deduce/hint-board';
export { HINT_LEVELS, type HintLevel, hasLevels, hintLevel } from './deduce/hint-levels';
export type { Arrow, ClueDisplay, ErrorType, HintStep, SmartHint } from './deduce/hint-record';
export type { KnownHalf } from './deduce/knowledge';
export {
  MESSAGE_KEYS,
  MESSAGES,
  type MessageKey,
  type MessageParams,
  PAIR_LIST_PARAM,
  pairsOf,
  renderMessage,
  WAYS_PARAM,
  waysText,
} from './deduce/messages';
export {
  BAND_HARDEST,
  BAND_NAMES,
  type Band,
  type BandKind,
  type BandRules,
  bandKind,
  bandLabel,
  bandOf,
  MAX_EXPERT_CHAINS,
  ownBand,
  techniqueRules,
} from './generator/bands';
export {
  fromId,
  type GeneratedPuzzle,
  type Generation,
  generate,
  generateGraded,
  generateWith,
} from './generator/generate';
export { type HidingPolicy, MAX_HIDDEN, SPECIAL_SQUARE_RATE } from './generator/policy';
export { type Rating, rate } from './generator/rating';
export { type PlantedSquare, sampleSolution } from './generator/sample-solution';
export { type CellKind, CellType, gridSizeFor, indexOf, kindAt, neighbours, positionOf } from './grid';
export * from './lands';
export { type Layout, layoutOf, type PairSlot, type SquareSlot } from './layout';
export * from './lessons';
export {
  blankClues,
  type Clue,
  cluesOf,
  fullPuzzle,
  givenCount,
  type Puzzle,
  reorient,
  reorientValues,
  shownHalves,
  type Values,
} from './puzzle';
export {
  GENERATOR_VERSION,
  GENERATOR_VERSIONS,
  type GeneratorVersion,
  makePuzzleId,
  makePuzzleLabel,
  type PuzzleIdError,
  type PuzzleKey,
  parsePuzzleId,
  puzzleIdLabel,
} from './puzzle-id';
export { createRandom, MAX_SEED, type Random, shuffle } from './random';
export { err, ok, type Result } from './result';
export { gemPrizeFor, hintsFor } from './rewards';
export { checkRules, isDigit, keepsRules, type RuleBreak, type RuleNumber, specialSquares } from './rules';
export {
  bonusTier,
  cellPoints,
  finalBonus,
  hintReduction,
  reductionPercent,
  specialSquareBonus,
  type Tier,
  timeBonus,
  timeLeftShare,
} from './scoring/scoring';
export { apply } from './session/apply';
export { smartHintAvailable } from './session/assists';
export { isPlaying, limitSeconds, playSeconds, playStartsAt, playTimeMs } from './session/clock';
export { createSession } from './session/create';
export { totalScore } from './session/finish';
export { MIN_CELL_MS, MIN_ENTRY_GAP_MS, type PaceError } from './session/human-pace';
export { MAX_ACTIONS, parseAction, parseTimedActions } from './session/parse-action';
export { progressResultOf } from './session/progress-result';
export { type Game, type GameRecord, newGame, play, replay, type TimedAction } from './session/replay';
export {
  type PostedGame,
  REPLAY_ERROR_CODES,
  type ReplayError,
  type ReplayErrorCode,
  type ReplayedGame,
  readPostedActions,
  replayPost,
  SUMMARY_FIELDS,
  type SummaryField,
} from './session/replay-post';
export {
  type PostedActions,
  type PostedStart,
  postedActions,
  type ScorePost,
  type ScorePostError,
  scorePostOf,
} from './session/score-post';
export { resultMessage, starCount } from './session/stars';
export { PLAY_RULES, type PlayerSetup, type ServedInfo, sessionStart } from './session/start';
export { type ActionStep, LATEST_GAME_TIME, MAX_STEP_ITEMS, parseTimedSteps, stepsOf } from './session/steps';
export { type ScoreSummary, scoreSummary } from './session/summary';
export type {
  ApplyOptions,
  ClueHalf,
  ClueNotes,
  FinishType,
  MysteryState,
  Phase,
  RefusalReason,
  ResultMessage,
  Selection,
  SessionAction,
  SessionEvent,
  SessionStart,
  SessionState,
  Star,
  Stars,
  Step,
} from './session/types';
export {
  type BoardView,
  boardView,
  type CellView,
  canSubmitNote,
  type Direction,
  type HalfSource,
  type HalfView,
  moveSelection,
  numberPadShown,
  relatedCells,
  solutionShown,
  solvableClues,
} from './session/view';
export {
  identifyShape,
  isShapeName,
  ORIENTATIONS,
  type Orientation,
  orientationFor,
  orientationsOf,
  SHAPES,
  shapeGrid,
} from './shapes';
export { type CountResult, count, solveUnique } from './solver/solver';

// Auto-progress (what to play next) stays in its own export chunk, after the rest.

export {
  applyEndScreenStep,
  type ContinueDecision,
  decide,
  type EndScreenOutcome,
  type FinishResult,
  firstStepOfLand,
  initialProgress,
  isStepIndex,
  LAST_STEP_INDEX,
  type LastPuzzle,
  LEVEL_ZERO,
  moveToStep,
  PROGRESS_STEPS,
  type ProgressState,
  type ProgressStep,
  type ProgressTarget,
  parseProgress,
  type ResultTier,
  recordFinish,
  SMART_HINT_DELAY_VALUES,
  STEP_COUNTERS,
  type StepCounter,
  smartHintDelayMs,
  stepAt,
  stepIndexOf,
  tierOf,
} from './progress';
