// Which pooled puzzle a player is served: one they have not been served, chosen at random among
// those, so that new players (siblings, a class) do not all start on the same boards in the same
// order. The randomness is passed in: the server's is crypto's, a test's is seeded.

/** A uniform index in [0, count): which of `count` puzzles to serve. Tests pass a seeded one. */
export type Choose = (count: number) => number;

/** Random draws from the whole slot before the unseen ones are listed: a new player needs one. */
const DRAWS_BEFORE_LISTING = 8;

/**
 * One of `ids` not in `seen`, each equally likely (undefined when there is none). A draw from the
 * whole list that lands on an unseen id is uniform among the unseen, so the draws come first: a
 * player who has seen few is served without walking a slot that may hold thousands.
 */
export function chooseUnseen(
  ids: readonly string[],
  seen: ReadonlySet<string>,
  choose: Choose,
): string | undefined {
  if (ids.length === 0) return undefined;
  for (let draw = 0; draw < DRAWS_BEFORE_LISTING; draw++) {
    const id = ids[choose(ids.length)];
    if (id !== undefined && !seen.has(id)) return id;
  }
  const unseen = ids.filter((id) => !seen.has(id));
  return unseen.length === 0 ? undefined : unseen[choose(unseen.length)];
}
