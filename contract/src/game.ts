// GET /game and POST /game/score: the puzzle query, the puzzle on the wire, the score post and
// its answer.

import {
  type DifficultyLevel,
  type ScorePost as EngineScorePost,
  LATEST_GAME_TIME,
  type LandLevel,
  MAX_ACTIONS,
  MAX_STEP_ITEMS,
  PLAY_RULES,
  SHAPE_NAMES,
  type SlotNumber,
} from '@numberland/engine';
import Type, { type Static } from 'typebox';

// Integers in a small range, typed as the engine's union of them, so a handler needs no cast.
// Unsafe only sets the static type: the schema admits exactly the union's values.
type Described = { readonly description?: string };
const landLevel = (options: Described = {}) =>
  Type.Unsafe<LandLevel>(Type.Integer({ minimum: 1, maximum: 3, ...options }));
const slotNumber = (options: Described = {}) =>
  Type.Unsafe<SlotNumber>(Type.Integer({ minimum: 1, maximum: 4, ...options }));
const difficultyLevel = (options: Described = {}) =>
  Type.Unsafe<DifficultyLevel>(Type.Integer({ minimum: 1, maximum: 4, ...options }));

export const GameQuery = Type.Object(
  {
    level: landLevel({ description: 'Land: 1 summerland, 2 autumnland, 3 winterland.' }),
    shape: slotNumber({ description: 'Slot 1-4 within the land.' }),
    difficulty: difficultyLevel({ description: 'At most the land level + 1.' }),
    id: Type.Optional(
      Type.String({ maxLength: 40, description: 'A puzzle id to play exactly; empty for a new puzzle.' }),
    ),
  },
  { additionalProperties: false },
);
export type GameQuery = Static<typeof GameQuery>;

export const WirePuzzleBody = Type.Object(
  {
    _id: Type.String(),
    puzzleId: Type.String(),
    shape: Type.Enum(SHAPE_NAMES),
    level: Type.Unsafe<LandLevel>(Type.Integer()),
    difficulty: Type.Number(),
    difficultyLevel: Type.Unsafe<DifficultyLevel>(Type.Integer()),
    hintsNo: Type.Integer(),
    timeAllowed: Type.Integer(),
    n: Type.Integer(),
    m: Type.Integer(),
    r: Type.Integer(),
    data: Type.Array(Type.Integer()),
  },
  { description: 'The puzzle in the wire format of engine/README.md.' },
);
/** GET /game's answer: the engine's WirePuzzle, as the server sends it. */
export type WirePuzzleAnswer = Static<typeof WirePuzzleBody>;

const ScoreParts = Type.Object({
  total: Type.Integer({ minimum: 0 }),
  cells: Type.Integer({ minimum: 0 }),
  timeBonus: Type.Integer({ minimum: 0 }),
  finalBonus: Type.Integer({ minimum: 0 }),
  specialSquareBonus: Type.Integer({ minimum: 0 }),
  reveals: Type.Integer({ minimum: 0 }),
  hints: Type.Integer({ minimum: 0 }),
  reductionPercent: Type.Integer({ minimum: 0, maximum: 100 }),
});

/** The score summary of engine/src/session/summary.ts. */
export const ScoreSummaryBody = Type.Object({
  id: Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' }),
  puzzleId: Type.String({ maxLength: 40 }),
  playTime: Type.Number({ minimum: 0 }),
  score: ScoreParts,
  startTime: Type.String({ maxLength: 40 }),
  endTime: Type.String({ maxLength: 40 }),
  hintsUsed: Type.Integer({ minimum: 0 }),
  timeStar: Type.Boolean(),
  noerrorsStar: Type.Boolean(),
  finishedStar: Type.Boolean(),
  difficulty: Type.Number({ minimum: 0 }),
  finishType: Type.Union([Type.Literal('success'), Type.Literal('errors_fail')]),
  errorsMade: Type.Integer({ minimum: 0 }),
});

/**
 * A moment of a game, in ms since 1970 by the player's clock: from 2020 to 2100, so a date that
 * PostgreSQL or the replay cannot take is refused before anything is written. The score route
 * then asks for the game to begin after its puzzle was served.
 */
export const GAME_TIME_MIN = Date.UTC(2020, 0, 1);
export const GAME_TIME_MAX = LATEST_GAME_TIME;
/** A game of a puzzle made on the device while offline counts if it began at most this long ago. */
export const OFFLINE_GAME_MAX_AGE_MS = 7 * 24 * 3600_000;

const GameTime = Type.Number({ minimum: GAME_TIME_MIN, maximum: GAME_TIME_MAX });

export const ScorePost = Type.Intersect([
  ScoreSummaryBody,
  Type.Object({
    level: landLevel(),
    /**
     * The puzzle was made on the player's device (the engine's generator, while the server could
     * not be reached), so it was never served: it counts once its id regenerates it, if its game
     * began within OFFLINE_GAME_MAX_AGE_MS (the served mark is written with the score).
     */
    madeOnDevice: Type.Optional(
      Type.Boolean({ description: 'The puzzle was made on the device while offline, not served.' }),
    ),
    /** How the game went, for the server to replay: the session's start and every action. */
    game: Type.Object({
      createdAt: GameTime,
      gems: Type.Integer({ minimum: 0 }),
      startupDelayMs: Type.Integer({ minimum: 0, maximum: 60_000 }),
      errorAssist: Type.Boolean(),
      /** The rules of play the game followed; an older client's post has none and replays by 1. */
      rules: Type.Optional(Type.Integer({ minimum: 1, maximum: PLAY_RULES })),
      /**
       * Every action, as steps: [ms since the step before (the first: since createdAt), type,
       * its fields], e.g. [2000, "select", 4]. The engine reads each one (parseTimedSteps).
       */
      steps: Type.Optional(
        Type.Immutable(
          Type.Array(
            Type.Immutable(
              Type.Array(Type.Union([Type.Number(), Type.String(), Type.Boolean()]), {
                minItems: 2,
                maxItems: MAX_STEP_ITEMS,
              }),
            ),
            { maxItems: MAX_ACTIONS },
          ),
        ),
      ),
      /**
       * The same as action objects, as posts made before steps carry them (a game kept on a
       * device while offline): a post has its steps or its actions, not both.
       */
      // Immutable: a finished game's actions are a readonly list, and the post only reads them.
      actions: Type.Optional(
        Type.Immutable(
          Type.Array(
            Type.Object({
              at: GameTime,
              // The engine reads each action (parseAction): a type and at most two fields. A few
              // more are let through and dropped, so a newer client's extra field is not an error.
              action: Type.Object({}, { additionalProperties: true, maxProperties: 8 }),
            }),
            { maxItems: MAX_ACTIONS },
          ),
        ),
      ),
    }),
  }),
]);
/**
 * POST /game/score's body as the schema checks it: each action is only an object here, and the
 * engine reads it (parseAction). Named apart from the engine's own `ScorePost` type.
 */
export type ScorePostBody = Static<typeof ScorePost>;

/** Compiles only when `T` is true: a check between two declarations, made by the type checker. */
type Holds<T extends true> = T;
/**
 * The engine builds every score post (scorePostOf), and this schema must take each one: if a
 * field of the engine's `ScorePost` ever takes a type the schema refuses, typecheck fails here.
 */
export type EnginePostFitsContract = Holds<EngineScorePost extends ScorePostBody ? true : false>;

export const ScoreAnswer = Type.Object({
  id: Type.String(),
  verified: Type.Boolean(),
  /** The verified score total (the client's summary was checked field by field). */
  total: Type.Integer({ minimum: 0 }),
  /** Gems the puzzle paid now (once per player and puzzle, signed in only), and the new balance. */
  prize: Type.Integer({ minimum: 0 }),
  /** False for a valid game of a puzzle whose game already counted for this player (not stored). */
  counted: Type.Optional(Type.Boolean()),
  gems: Type.Optional(Type.Integer({ minimum: 0 })),
});
export type ScoreAnswer = Static<typeof ScoreAnswer>;
