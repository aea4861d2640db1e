// A score post one statement at a time, as every post went before score_post
// (db/score-post-function.ts): now only for what that call cannot settle alone, a puzzle made on
// the device and never served, or a row taken by another post in between.

import { OFFLINE_GAME_MAX_AGE_MS } from '@numberland/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { checkSame, checkWindow, idTaken, notServed, refuse } from './score-checks';
import type { EarlierRow, ScoreRow } from './score-post-call';
import type { NewScore, Saved, Settle } from './score-store';

/**
 * The earlier rows a post meets, in one query: rows of the same id or game (`same`), and whether
 * the player's game of the puzzle is already counted.
 */
async function meetEarlier(
  tx: Transaction<Database>,
  row: ScoreRow,
): Promise<{ readonly same: EarlierRow[]; readonly counted: boolean }> {
  const rows = await tx
    .selectFrom('scores')
    .select(['player_key', 'session_id', 'puzzle_id', 'summary'])
    .select((eb) => eb.or([eb('id', '=', row.id), eb('game_hash', '=', row.game_hash)]).as('same'))
    .where((eb) =>
      eb.or([
        eb('id', '=', row.id),
        eb('game_hash', '=', row.game_hash),
        eb.and([eb('player_key', '=', row.player_key), eb('puzzle_id', '=', row.puzzle_id)]),
      ]),
    )
    .execute();
  return { same: rows.filter((r) => r.same), counted: rows.some((r) => !r.same) };
}

/**
 * A puzzle made on the device, never served: marked served to the player now, dated when its game
 * began (so the window above holds it), or refused when that is longer ago than an offline game may be.
 */
async function markMadeOnDevice(
  tx: Transaction<Database>,
  score: NewScore,
  now: number,
): Promise<{ served_at: Date }> {
  const { puzzleId } = score.summary;
  if (score.createdAt < now - OFFLINE_GAME_MAX_AGE_MS) {
    throw refuse(
      'outside-serving-window',
      `The game of puzzle ${puzzleId}, made on the device, is dated ${new Date(score.createdAt).toISOString()}: more than ${OFFLINE_GAME_MAX_AGE_MS / 86_400_000} days ago.`,
    );
  }
  const servedAt = new Date(Math.min(score.createdAt, now));
  await tx
    .insertInto('served_puzzles')
    .values({ player_key: score.playerKey, puzzle_id: puzzleId, served_at: servedAt })
    .onConflict((c) => c.doNothing())
    .execute();
  return { served_at: servedAt };
}

export /** A post one statement at a time, in the transaction `tx`: the way every post went before score_post. */
async function saveStepwise(
  tx: Transaction<Database>,
  score: NewScore,
  row: ScoreRow,
  settle: Settle | undefined,
): Promise<Saved> {
  const { playerKey, summary } = score;
  // The served mark, held until the end: posts of one player's puzzle run one at a time.
  const served = await tx
    .selectFrom('served_puzzles')
    .select(['served_at'])
    .where('player_key', 'in', [playerKey, score.sessionKey])
    .where('puzzle_id', '=', summary.puzzleId)
    .orderBy('served_at')
    .forUpdate()
    .execute();
  // One look at the earlier rows; the checks below read them in the order they always had.
  const met = await meetEarlier(tx, row);
  const again = checkSame(met.same, score, row.id);
  if (again) return again;
  const now = Date.now();
  const first = served[0] ?? (score.madeOnDevice ? await markMadeOnDevice(tx, score, now) : undefined);
  if (!first) throw notServed(summary.puzzleId);
  checkWindow(score, first.served_at.getTime(), now);
  if (met.counted) return { kind: 'not-counted' };
  const inserted = await tx
    .insertInto('scores')
    .values(row)
    .onConflict((c) => c.doNothing())
    .returning('id')
    .executeTakeFirst();
  // Another player's post of this id or game committed in between.
  if (!inserted) throw idTaken(row.id);
  return { kind: 'stored', settled: settle ? await settle(tx, first.served_at) : 0 };
}
