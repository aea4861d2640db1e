// Reveals and smart hints are paid from the server's balance. The client spends the gems as the
// player presses (POST /user/gems, written as 'spend' events), so the balance falls at once and
// stays fallen across reloads. When the game is posted, its replay says what its assists cost,
// and that cost must be covered by spends the player made since the puzzle was served and that
// no other game has used: a post declaring a larger balance than the player had changes nothing.

import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { Refusal } from './refusal';

export type AssistRefusalCode = 'assists-not-paid';

/** The ref a spend gets once a game has used it. */
export const gameRef = (scoreId: string) => `game:${scoreId}`;

/**
 * Marks the player's unused spends since `since` as paying for this game's assists, oldest first,
 * until they cover `cost`; refuses when they do not. Runs inside the game's transaction, so
 * a refusal stores nothing, and parallel posts cannot use the same spend twice (rows are locked).
 */
export async function chargeAssists(
  tx: Transaction<Database>,
  userId: string,
  scoreId: string,
  cost: number,
  since: Date,
): Promise<void> {
  if (cost <= 0) return;
  const spends = await tx
    .selectFrom('gem_events')
    .select(['id', 'amount'])
    .where('user_id', '=', userId)
    .where('kind', '=', 'spend')
    .where('ref', 'is', null)
    .where('created_at', '>=', since)
    .orderBy('created_at')
    .orderBy('id')
    .forUpdate()
    .execute();
  const used: string[] = [];
  let paid = 0;
  for (const spend of spends) {
    if (paid >= cost) break;
    used.push(spend.id);
    paid += -spend.amount;
  }
  if (paid < cost) {
    throw new Refusal<AssistRefusalCode>(
      'assists-not-paid',
      `The game used ${cost} gems of reveals and hints, but only ${paid} gems were spent for it. Gems are taken from your balance when you press.`,
    );
  }
  await tx
    .updateTable('gem_events')
    .set({ ref: gameRef(scoreId) })
    .where('id', 'in', used)
    .where(sql<boolean>`ref is null`)
    .execute();
}
