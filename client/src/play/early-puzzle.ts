// /play opened straight from the address (issue 17): its puzzle is asked of the server by the
// page's entry, beside the language file and the screen's chunks, instead of after them. The play
// controller's loader takes the answer at its first load, once, and only when that load is the
// same query for the same player; anything else is asked of the server as before.

import type { Calls } from '../api/calls';
import { isAlphaPasswordPath, isPlayPath, playRequest, type Selected } from '../app/paths';
import { type PuzzleQuery, queryKey } from './puzzle-query';

type Served = ReturnType<Calls['game']>;

export interface EarlyPuzzle {
  /**
   * The answer asked for early, when `query` is what it was asked for and the same player asks.
   * Whatever the query, it is given up: the loader asks the server itself from then on.
   */
  take(query: PuzzleQuery): Served | undefined;
  /** The page left /play before its puzzle was loaded: a later visit asks the server itself. */
  giveUp(): void;
}

export interface EarlyPuzzleDeps {
  /** The address the page opened at. */
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  /** The player's stored selection, which /play asks for when the address has no id. */
  readonly selection: Selected;
  /** A puzzle kept for a lesson waits in this tab: /play brings it back and asks for nothing. */
  readonly keptGame: boolean;
  /** GET /game, with the headers of every call (api/calls.ts). */
  readonly game: Calls['game'];
  /** Who asks: the token and session id a request carries. Another player's answer is not used. */
  readonly asker: () => string;
}

export const NO_EARLY_PUZZLE: EarlyPuzzle = { take: () => undefined, giveUp: () => {} };

/** The query /play will ask for when the page opens at this address, if it opens on /play. */
function queryAtStart(deps: EarlyPuzzleDeps): PuzzleQuery | undefined {
  if (!isPlayPath(deps.pathname) || isAlphaPasswordPath(deps.pathname + deps.search + deps.hash)) return;
  if (deps.keptGame) return;
  // The same rule as the Play screen's, from the same address and selection.
  const request = playRequest(deps.selection, new URLSearchParams(deps.search).get('id'));
  return request.ok ? request.query : undefined;
}

/** Asks for /play's puzzle now, when the page opens on /play; else nothing is asked. */
export function startEarlyPuzzle(deps: EarlyPuzzleDeps): EarlyPuzzle {
  const query = queryAtStart(deps);
  if (!query) return NO_EARLY_PUZZLE;
  const key = queryKey(query);
  const asker = deps.asker();
  let answer: Served | undefined = deps.game(query);
  // A failure is the loader's to handle when it takes the answer; one never taken is nobody's.
  answer.catch(() => undefined);
  return {
    take(asked) {
      const early = answer;
      answer = undefined;
      return early && queryKey(asked) === key && deps.asker() === asker ? early : undefined;
    },
    giveUp() {
      answer = undefined;
    },
  };
}
