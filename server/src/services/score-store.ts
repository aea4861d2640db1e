// Verified scores in the database, one row per game id. Posts arriving together are written in
// one statement and one commit (group commit): each post is answered only once its row is
// committed, so nothing is acknowledged that a crash could lose, and a busy server spends one
// disk flush on the games that arrived during the previous one instead of one flush each.

import type { ScoreSummary } from '@numberland/engine';
import type { Insertable, Kysely } from 'kysely';
import type { Database, ScoreTable } from '../db/schema';

export interface StoredScore {
  readonly playerKey: string;
  readonly puzzleId: string;
  readonly summary: ScoreSummary;
}

export interface NewScore {
  readonly summary: ScoreSummary;
  readonly playerKey: string;
  readonly sessionId: string;
  readonly tenant: string;
  readonly level: number;
  readonly actions: unknown;
}

export interface ScoreStore {
  find(id: string): Promise<StoredScore | undefined>;
  /** Store a verified score once its commit is done; false when that id was stored before. */
  save(score: NewScore): Promise<boolean>;
}

/** Rows per statement at most, and statements in flight at once (two measured no faster than one). */
const MAX_GROUP = 64;
const LANES = 1;

interface Waiting {
  readonly row: Insertable<ScoreTable>;
  readonly resolve: (inserted: boolean) => void;
  readonly reject: (error: unknown) => void;
}

function rowOf({ summary, playerKey, sessionId, tenant, level, actions }: NewScore): Insertable<ScoreTable> {
  return {
    id: summary.id,
    player_key: playerKey,
    session_id: sessionId,
    tenant,
    puzzle_id: summary.puzzleId,
    level,
    difficulty_level: Number(summary.puzzleId.charAt(3)),
    difficulty: summary.difficulty,
    finish_type: summary.finishType,
    score_total: summary.score.total,
    summary: JSON.stringify(summary),
    actions: JSON.stringify(actions),
    play_time: summary.playTime,
    start_time: new Date(summary.startTime),
    end_time: new Date(summary.endTime),
  };
}

export function scoreStore(db: Kysely<Database>): ScoreStore {
  const waiting: Waiting[] = [];
  let lanes = 0;

  /**
   * Write what waits, then whatever gathered meanwhile: no post waits on a timer, and under load
   * the posts that arrive during one commit share the next.
   */
  async function drain(): Promise<void> {
    lanes++;
    while (waiting.length > 0) await write(waiting.splice(0, MAX_GROUP));
    lanes--;
  }

  async function write(group: Waiting[]): Promise<void> {
    // One game id twice in a group (a quick retry) goes in once; both learn the outcome.
    const firstOf = new Map<string, Waiting>();
    for (const w of group) if (!firstOf.has(w.row.id)) firstOf.set(w.row.id, w);
    try {
      const inserted = await db
        .insertInto('scores')
        .values([...firstOf.values()].map((w) => w.row))
        .onConflict((c) => c.column('id').doNothing())
        .returning('id')
        .execute();
      const stored = new Set(inserted.map((r) => r.id));
      for (const w of group) w.resolve(stored.has(w.row.id) && firstOf.get(w.row.id) === w);
    } catch (error) {
      for (const w of group) w.reject(error);
    }
  }

  return {
    async find(id) {
      const row = await db
        .selectFrom('scores')
        .select(['player_key', 'puzzle_id', 'summary'])
        .where('id', '=', id)
        .executeTakeFirst();
      return (
        row && { playerKey: row.player_key, puzzleId: row.puzzle_id, summary: row.summary as ScoreSummary }
      );
    },

    save(score) {
      return new Promise<boolean>((resolve, reject) => {
        waiting.push({ row: rowOf(score), resolve, reject });
        if (lanes < LANES) void drain();
      });
    },
  };
}
