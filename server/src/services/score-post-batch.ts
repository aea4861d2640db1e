// Guests' score posts that arrive together go to PostgreSQL together: the posts a process hands
// over in one turn of its event loop become one call of score_posts (db/score-posts-function.ts),
// one round trip and one commit for them all. Profiled in process (issue 17), each post's own
// round trip cost the server's thread more than its replay, most of it in the socket write; a
// burst of posts now pays it once.
//
// A few calls run at once (IN_FLIGHT), and one starts as soon as a few posts wait (START_AT):
// while PostgreSQL works through one, the server replays the next posts and sends them in
// another, rather than wait with nothing to do. Past that, posts wait
// for a call to come back and go in the next one; one that waited longer than a query waits for a
// pooled connection fails as that wait would (503), so a database that hangs holds no queue.
// A call of one post is the single call (score-post-call.ts), and so is a post whose values the
// batch's JSON would not carry exactly as pg sends them alone (see `batchable`).
//
// The posts of a call do not see each other (score_posts reads them all, then inserts them all),
// so two posts of the same id, the same game, or the same player and puzzle never go in one call,
// nor while another of them is under way: the later waits for the earlier's answer and then sees
// its row, as it would alone. Every post gets the answer it would get alone. When a call fails,
// the database away fails each of its posts with that error, as it would alone; anything else (a
// post PostgreSQL refuses, its time ran out waiting for one post's lock, a value PostgreSQL would
// not read, a deadlock) sends each alone, so one post's trouble is never another's.
//
// Posts are sent in the order of their player and puzzle: two calls that lock the same served
// marks take them in the same order, so they wait for each other rather than deadlock. Two calls
// can still deadlock through a score id or game inserted by both (a post copying another player's
// game, refused either way): PostgreSQL then fails one call, whose posts are sent alone. A
// signed-in player's transaction caught in such a cycle may be the one PostgreSQL fails instead:
// it runs again (db/retried-transaction.ts).

import type { Kysely } from 'kysely';
import { POOL_WAIT_MS, type PreparedStatement, queryPrepared } from '../db/connect';
import type { Database } from '../db/schema';
import { isDatabaseUnavailable } from '../plugins/errors';
import {
  type Called,
  type CalledRow,
  calledOf,
  callScorePost,
  type ScoreRow,
  scorePostJson,
} from './score-post-call';

/** Posts in one call at most. */
export const MAX_BATCH = 32;
/** Calls under way at once, at most. */
export const IN_FLIGHT = 3;
/**
 * A call starts as soon as this many posts wait, not only at the end of the turn. When a whole
 * turn's posts went in one call, the server sat idle while PostgreSQL worked through them, and
 * PostgreSQL while the server replayed the next turn's (a third of the thread idle, profiled with
 * 10 connections); a call of the first few lets both work at once (bench: about 3,300 posts/s
 * against 2,700 for whole turns, in runs side by side on a quiet machine, issue 17).
 */
export const START_AT = 4;

const SCORE_POSTS: PreparedStatement = {
  name: 'score_posts_v1',
  text: 'SELECT ord, served_at, same, counted, inserted, failed FROM score_posts($1::json) ORDER BY ord',
};

interface BatchRow extends CalledRow {
  ord: number;
  failed: string | null;
}

interface Waiting {
  /** When it was handed over (ms, by the batcher's clock). */
  readonly since: number;
  readonly row: ScoreRow;
  readonly sessionKey: string;
  readonly servedBy: Date | null;
  /** keysOf the row: what no other post under way may share. */
  readonly keys: readonly string[];
  readonly resolve: (called: Called) => void;
  readonly reject: (error: unknown) => void;
}

export interface ScorePostBatcher {
  /** score_post for a post of its own transaction (a guest's), sent with the turn's other posts. */
  call(row: ScoreRow, sessionKey: string, servedBy: Date | null): Promise<Called>;
  /** Calls sent so far (not counting a post sent again alone), and the posts they carried: how well posts are shared. */
  stats(): { readonly calls: number; readonly posts: number };
}

/** An int4 as PostgreSQL stores it. */
const int4 = (n: number) => Number.isInteger(n) && n >= -2_147_483_648 && n <= 2_147_483_647;
/** A date whose ISO text (JSON.stringify's) PostgreSQL reads as the instant pg would send. */
const readableDate = (d: Date | string | null) =>
  d === null || (d instanceof Date && d.getUTCFullYear() >= 1 && d.getUTCFullYear() <= 9999);

/**
 * Whether the batch's JSON carries the post's values as the lone call's parameters do: numbers
 * JSON can write and the columns hold, dates of years 1 to 9999. Anything else (a value that
 * passed the API's checks but no column holds) goes alone and meets its own error there, rather
 * than failing the call and sending every post of it again.
 */
function batchable({ row, servedBy }: Waiting): boolean {
  return (
    int4(row.level) &&
    int4(row.difficulty_level) &&
    int4(row.difficulty) &&
    int4(row.score_total) &&
    Number.isFinite(row.play_time) &&
    readableDate(row.start_time) &&
    readableDate(row.end_time) &&
    readableDate(servedBy)
  );
}

/** What a post gets that waited for a call longer than a query waits for a connection: a 503. */
function waitedTooLong(): Error {
  return new Error(
    `Score post waited ${POOL_WAIT_MS} ms for a database call: timeout exceeded when trying to connect`,
  );
}

/** What no two posts under way at once may share: the id, the game, the player and puzzle. */
function keysOf(row: ScoreRow): readonly string[] {
  return [`id ${row.id}`, `game ${row.game_hash}`, `play ${row.player_key}\n${row.puzzle_id}`];
}

export interface BatcherOptions {
  /** The clock of the wait in the queue (ms); tests set it. */
  readonly now?: () => number;
}

export function scorePostBatcher(
  db: Kysely<Database>,
  { now = () => performance.now() }: BatcherOptions = {},
): ScorePostBatcher {
  const waiting: Waiting[] = [];
  /** The keys of every post in a call under way. */
  const underWay = new Set<string>();
  let inFlight = 0;
  let scheduled = false;
  let calls = 0;
  let posts = 0;

  const alone = (post: Waiting) => callScorePost(db, post.row, post.sessionKey, post.servedBy);

  /** A post's answer from a call of its own: counted as a call of one post. */
  const answerAlone = (post: Waiting) => {
    calls++;
    posts++;
    return answerWith(post, alone(post));
  };

  /** Every post of `batch` answered; resolves once all their answers are in. */
  async function send(batch: Waiting[]): Promise<void> {
    await Promise.allSettled(await sendCall(batch));
  }

  /** Hands each post its answer, from the call or from a call of its own; the answers, to wait for. */
  async function sendCall(handed: Waiting[]): Promise<Promise<Called>[]> {
    const answers: Promise<Called>[] = [];
    const batch: Waiting[] = [];
    for (const post of handed) {
      if (batchable(post)) batch.push(post);
      else answers.push(answerAlone(post));
    }
    if (batch.length < 2) {
      for (const post of batch) answers.push(answerAlone(post));
      return answers;
    }
    calls++;
    posts += batch.length;
    let rows: BatchRow[] | undefined;
    try {
      const json = `[${batch.map((post, i) => scorePostJson(i + 1, post.row, post.sessionKey, post.servedBy)).join(',')}]`;
      rows = await queryPrepared<BatchRow>(db, SCORE_POSTS, [json]);
    } catch (error) {
      // A statement cancelled (57014) is most likely one post waiting for a lock: not the others'.
      const away = isDatabaseUnavailable(error) && (error as { code?: unknown }).code !== '57014';
      for (const post of batch) answers.push(answerWith(post, away ? Promise.reject(error) : alone(post)));
      return answers;
    }
    batch.forEach((post, i) => {
      const row = rows?.[i];
      // No pooled handle (a test's own Kysely), or the post failed in the call: alone, as ever.
      const settled = row && row.ord === i + 1 && row.failed === null;
      answers.push(answerWith(post, settled ? Promise.resolve(calledOf(row)) : alone(post)));
    });
    return answers;
  }

  function flush(): void {
    scheduled = false;
    const at = now();
    while (waiting.length > 0 && at - (waiting[0]?.since ?? at) > POOL_WAIT_MS) {
      waiting.shift()?.reject(waitedTooLong());
    }
    while (waiting.length > 0 && inFlight < IN_FLIGHT) {
      const batch = take();
      if (batch.length === 0) return; // each waits for a post under way: its answer flushes again
      inFlight++;
      void send(batch).finally(() => {
        for (const post of batch) for (const key of post.keys) underWay.delete(key);
        inFlight--;
        schedule();
      });
    }
  }

  /**
   * The next call's posts: of the first MAX_BATCH waiting, in lock order, each that shares nothing
   * with a post under way or taken before it. The others keep their places in the queue.
   */
  function take(): Waiting[] {
    const batch: Waiting[] = [];
    for (const post of waiting.slice(0, MAX_BATCH).sort(byLockOrder)) {
      if (post.keys.some((key) => underWay.has(key))) continue;
      for (const key of post.keys) underWay.add(key);
      batch.push(post);
    }
    const taken = new Set(batch);
    const left = waiting.filter((post) => !taken.has(post));
    waiting.length = 0;
    waiting.push(...left);
    return batch;
  }

  /** Flush at the end of this turn, when posts wait and a call may start. */
  function schedule(): void {
    if (scheduled || waiting.length === 0 || inFlight >= IN_FLIGHT) return;
    scheduled = true;
    setImmediate(flush);
  }

  return {
    call(row, sessionKey, servedBy) {
      return new Promise<Called>((resolve, reject) => {
        waiting.push({
          since: now(),
          row,
          sessionKey,
          servedBy,
          keys: keysOf(row),
          resolve,
          reject,
        });
        if (waiting.length >= START_AT && inFlight < IN_FLIGHT) flush();
        else schedule();
      });
    },
    stats: () => ({ calls, posts }),
  };
}

/**
 * Hands `post` its answer; the answer back, to wait for. A function of its own, not a closure
 * made per post: tsx names every function a module makes (esbuild's keepNames), and naming a
 * closure per post was 1% of the server's thread (profiled, issue 17).
 */
function answerWith(post: Waiting, called: Promise<Called>): Promise<Called> {
  called.then(post.resolve, post.reject);
  return called;
}

function byLockOrder(a: Waiting, b: Waiting): number {
  return (
    compare(a.row.player_key, b.row.player_key) ||
    compare(a.row.puzzle_id, b.row.puzzle_id) ||
    compare(a.row.id, b.row.id)
  );
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
