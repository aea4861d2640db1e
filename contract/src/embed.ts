// The embedder API (issue 19; docs/embedding.md): the messages the game, inside a partner site's
// iframe, posts to its parent with window.postMessage. Only to the origin the embedding names in
// `?parentOrigin=`, and only when that origin is one FRAME_ANCESTORS allows; never to '*'.
// Schemas here so the partner page's tests can check each message; the browser imports the types.

import {
  type DifficultyLevel,
  type LandLevel,
  SHAPE_NAMES,
  type ShapeName,
  type SlotNumber,
  STARS_PER_PUZZLE,
} from '@numberland/engine';
import Type, { type Static } from 'typebox';

import { EMBED_SOURCE, EMBED_VERSION } from './embed-constants';

export * from './embed-constants';

const Envelope = {
  source: Type.Literal(EMBED_SOURCE),
  version: Type.Literal(EMBED_VERSION),
};

/** The game has started in the frame and will post what follows. */
export const EmbedReady = Type.Object({ ...Envelope, type: Type.Literal('ready') });

/** A game of a puzzle began (after its countdown). */
export const EmbedPuzzleStarted = Type.Object({
  ...Envelope,
  type: Type.Literal('puzzle-started'),
  puzzleId: Type.String(),
  /** 1 Summerland, 2 Autumnland, 3 Winterland. */
  land: Type.Unsafe<LandLevel>(Type.Integer({ minimum: 1, maximum: 3 })),
  /** The board's shape, and its slot (1-4) in the land. */
  shape: Type.Unsafe<ShapeName>(Type.Enum(SHAPE_NAMES)),
  slot: Type.Unsafe<SlotNumber>(Type.Integer({ minimum: 1, maximum: 4 })),
  /** 1 easy to 4 expert. */
  difficulty: Type.Unsafe<DifficultyLevel>(Type.Integer({ minimum: 1, maximum: 4 })),
});

/** A game ended (solved, or lost on errors), with what the end screen shows. */
export const EmbedPuzzleFinished = Type.Object({
  ...Envelope,
  type: Type.Literal('puzzle-finished'),
  puzzleId: Type.String(),
  /** Stars won, 0 to 3. */
  stars: Type.Integer({ minimum: 0, maximum: STARS_PER_PUZZLE }),
  /** The score total. */
  score: Type.Integer({ minimum: 0 }),
  /** Seconds of play, pauses excluded, to the tenth. */
  time: Type.Number({ minimum: 0 }),
  solved: Type.Boolean(),
});

/** The game's content is this tall now (CSS pixels): the parent may size the frame to it. */
export const EmbedResize = Type.Object({
  ...Envelope,
  type: Type.Literal('resize'),
  height: Type.Integer({ minimum: 0 }),
});

export const EmbedMessage = Type.Union([EmbedReady, EmbedPuzzleStarted, EmbedPuzzleFinished, EmbedResize]);
export type EmbedMessage = Static<typeof EmbedMessage>;
export type EmbedMessageType = EmbedMessage['type'];
/** A message without its envelope: what the game decides to say. */
export type EmbedEvent = EmbedMessage extends infer M
  ? M extends EmbedMessage
    ? Omit<M, 'source' | 'version'>
    : never
  : never;
export type EmbedPuzzleStarted = Static<typeof EmbedPuzzleStarted>;
export type EmbedPuzzleFinished = Static<typeof EmbedPuzzleFinished>;

/** Whether `data` (a MessageEvent's) is one of the game's messages, by its envelope. */
export function isEmbedMessage(data: unknown): data is EmbedMessage {
  if (typeof data !== 'object' || data === null) return false;
  const m = data as Record<string, unknown>;
  return m.source === EMBED_SOURCE && m.version === EMBED_VERSION && typeof m.type === 'string';
}
