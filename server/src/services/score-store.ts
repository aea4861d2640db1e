// The one path of a verified score post, for guests and accounts alike: in one transaction, the
// served mark is locked, the earlier rows read, the checks asked (score-checks.ts), the row
// stored and, for an account, the assists charged, the game counted into the profile and its
// prize paid (score-prize.ts). A crash leaves all of it or none, and a retried post finds it.
// Each post is its own transaction: one bad post (a date PostgreSQL refuses, say) never fails
// another. A transaction PostgreSQL ends as a deadlock or serialization failure runs again.
//
// A game counts once per puzzle served to its player: it must have been served to them (or to
// their session as a guest), begin inside the time it could have been played, and a second game
// of the same puzzle, or the same game under a new id, is not counted again. A puzzle made on the
// player's device while the server was out of reach was never served: its game counts when its
// post says so; the served mark is written then, in the same transaction, so the puzzle still
// counts and pays only once.

import type { Kysely, Transaction } from 'kysely';
import { retriedTransaction } from '../db/retried-transaction';
import type { Database } from '../db/schema';
import { chargeAssists } from './assist-charges';
import { type Gems, prizePaidFor } from './gems';
import { countGames } from './profiles';
import { CLOCK_SLACK_MS, checkMadeOnDevice, checkSame, checkServed, idTaken } from './score-checks';
import { prizeOf } from './score-prize';
import { type EarlierRow, type NewScore, rowOf, type ScoreRow, type StoredScore } from './score-rows';

/** A signed-in player's post: whose profile it counts into, and what its reveals and hints cost. */
export interface Account {
  readonly userId: string;
  readonly assistGems: number;
}

/** What a post came to. */
export type Saved =
  /** Stored now (for an account: assists charged, counted, and this prize paid). */
  | { readonly kind: 'stored'; readonly prize: number }
  /** This game was stored before (a retry, or the same game under another id). */
  | { readonly kind: 'again'; readonly earlier: StoredScore }
  /** A valid game of a puzzle whose game already counted for this player: not counted again. */
  | { readonly kind: 'not-counted' };

type Tx = Transaction<Database>;

/** The first served mark of the puzzle to the player or their session, locked until the transaction ends. */
async function lockMark(tx: Tx, score: NewScore): Promise<Date | undefined> {
  const marks = await tx
    .selectFrom('served_puzzles')
    .select('served_at')
    .where('player_key', 'in', [score.playerKey, score.sessionKey])
    .where('puzzle_id', '=', score.summary.puzzleId)
    .orderBy('served_at')
    .forUpdate()
    .execute();
  return marks[0]?.served_at;
}

/** The rows of the same id or game (`same`), and whether the player's game of the puzzle already counted. */
async function earlierRows(tx: Tx, row: ScoreRow): Promise<{ same: EarlierRow[]; counted: boolean }> {
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

export function scoreStore(db: Kysely<Database>, gems: Gems) {
  async function saveIn(tx: Tx, score: NewScore, row: ScoreRow, account?: Account): Promise<Saved> {
    const { puzzleId } = score.summary;
    const mark = await lockMark(tx, score);
    const met = await earlierRows(tx, row);
    const earlier = checkSame(met.same, score);
    if (earlier) return { kind: 'again', earlier };
    const now = Date.now();
    if (!mark && score.madeOnDevice) {
      checkMadeOnDevice(score, now);
      await tx
        .insertInto('served_puzzles')
        .values({
          player_key: score.playerKey,
          puzzle_id: puzzleId,
          served_at: new Date(Math.min(score.createdAt, now)),
        })
        .onConflict((c) => c.doNothing())
        .execute();
      // Served now: locked and read again like any other post, so that a second game of the same
      // puzzle made on the device, posted at the same moment, waits for this one and is not counted.
      return saveIn(tx, { ...score, madeOnDevice: false }, row, account);
    }
    checkServed(score, mark, now);
    if (met.counted) return { kind: 'not-counted' };
    const inserted = await tx
      .insertInto('scores')
      .values(row)
      .onConflict((c) => c.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) {
      // Another post of this id or game committed in between: answered as if it came first.
      const again = checkSame((await earlierRows(tx, row)).same, score);
      if (again) return { kind: 'again', earlier: again };
      throw idTaken(row.id);
    }
    if (!account) return { kind: 'stored', prize: 0 };
    const since = new Date(mark.getTime() - CLOCK_SLACK_MS);
    await chargeAssists(tx, account.userId, row.id, account.assistGems, since);
    await countGames(tx, account.userId, [score.summary]);
    const prize = prizeOf({ score, servedAt: mark });
    const paid = prize > 0 && (await gems.payPrize(account.userId, puzzleId, prize, tx));
    return { kind: 'stored', prize: paid ? prize : 0 };
  }

  return {
    /** Store a verified game (an account's counted and paid too), or say why not. */
    save(score: NewScore, account?: Account): Promise<Saved> {
      const row = rowOf(score);
      return retriedTransaction(db, (tx) => saveIn(tx, score, row, account));
    },

    /** The prize a player was paid for a puzzle (0 when none): the answer to a retried post. */
    prizePaid: (userId: string, puzzleId: string) => prizePaidFor(db, userId, puzzleId),
  };
}

export type ScoreStore = ReturnType<typeof scoreStore>;
