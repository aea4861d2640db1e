// Request and response schemas of the API: declared once, they validate requests, type the
// handlers and write the OpenAPI document.

import { SHAPE_NAMES } from '@numberland/engine';
import Type, { type Static } from 'typebox';

export const ErrorBody = Type.Object(
  {
    message: Type.String(),
    messages: Type.Optional(Type.Array(Type.String())),
    code: Type.String(),
  },
  { $id: 'Error', description: 'Every error: show the first of messages, else message.' },
);

export const errorResponses = {
  400: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  422: ErrorBody,
  429: ErrorBody,
  503: ErrorBody,
} as const;

export const GameQuery = Type.Object(
  {
    level: Type.Integer({
      minimum: 1,
      maximum: 3,
      description: 'Land: 1 summerland, 2 autumnland, 3 winterland.',
    }),
    shape: Type.Integer({ minimum: 1, maximum: 4, description: 'Slot 1-4 within the land.' }),
    difficulty: Type.Integer({ minimum: 1, maximum: 4, description: 'At most the land level + 1.' }),
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
    level: Type.Integer(),
    difficulty: Type.Number(),
    difficultyLevel: Type.Integer(),
    hintsNo: Type.Integer(),
    timeAllowed: Type.Integer(),
    n: Type.Integer(),
    m: Type.Integer(),
    r: Type.Integer(),
    data: Type.Array(Type.Integer()),
  },
  { description: 'The puzzle in the wire format of engine/README.md.' },
);

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
export const GAME_TIME_MAX = Date.UTC(2100, 0, 1);
const GameTime = Type.Number({ minimum: GAME_TIME_MIN, maximum: GAME_TIME_MAX });

export const ScorePost = Type.Intersect([
  ScoreSummaryBody,
  Type.Object({
    level: Type.Integer({ minimum: 1, maximum: 3 }),
    /** How the game went, for the server to replay: the session's start and every action. */
    game: Type.Object({
      createdAt: GameTime,
      gems: Type.Integer({ minimum: 0 }),
      startupDelayMs: Type.Integer({ minimum: 0, maximum: 60_000 }),
      errorAssist: Type.Boolean(),
      actions: Type.Array(
        Type.Object({
          at: GameTime,
          // The engine reads each action (parseAction): a type and at most two fields. A few more
          // are let through and dropped, so a newer client's extra field is not an error.
          action: Type.Object({}, { additionalProperties: true, maxProperties: 8 }),
        }),
        { maxItems: 20_000 },
      ),
    }),
  }),
]);
export type ScorePost = Static<typeof ScorePost>;

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
