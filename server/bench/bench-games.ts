// The score posts' games for the server's benches (server-bench.ts, profile-posts.ts): finished
// games played by the engine on puzzles served to sessions of their own, and autocannon's request
// that hands each post the next game never posted before (a repeat would only be a lookup).

import { randomBytes } from 'node:crypto';
import type autocannon from 'autocannon';
import { playWire } from '../test/play';

/** Winterland's 6-squares at its top difficulty: the largest puzzle, so the heaviest replay too. */
export const GAME_PATH = '/api/game?level=3&shape=4&difficulty=4';
export const SCORE_PATH = '/api/game/score';
/** Where score posts go once the pre-made games run out: a 404, so the run fails visibly. */
const OUT_OF_GAMES_PATH = '/api/bench-ran-out-of-games';
/** Fetches in flight while making the score posts' games. */
const MAKERS = 8;

/** Session ids unique to this run: the GET route serves each session a puzzle it has not seen. */
export const RUN = randomBytes(4).toString('hex');
let sessions = 0;
export const freshSession = (kind: string) => `bench-${RUN}-${kind}-${++sessions}`;

export interface Game {
  readonly session: string;
  readonly body: string;
}

/**
 * `count` finished games, each a new game id on a puzzle served to its own session, played to the
 * end by the engine as a client would (test/play.ts): the exact bodies of score posts.
 */
export async function makeGames(base: string, count: number): Promise<Game[]> {
  const games: Game[] = [];
  let next = 0;
  const maker = async () => {
    while (next < count) {
      next++;
      const session = freshSession('score');
      const response = await fetch(`${base}${GAME_PATH}`, { headers: { 'X-Session-Id': session } });
      if (response.status !== 200) {
        throw new Error(`GET ${GAME_PATH} answered ${response.status}: ${await response.text()}`);
      }
      const { post } = playWire(await response.json(), `${session}-game`);
      games.push({ session, body: JSON.stringify(post) });
    }
  };
  await Promise.all(Array.from({ length: MAKERS }, maker));
  return games;
}

/** Hands each score post the next unused game; `used` and `missing` say how the supply went. */
export function scoreSupply(games: readonly Game[]) {
  const supply = {
    used: 0,
    missing: 0,
    /** When the last game was handed out, if the supply ran dry. */
    emptyAt: undefined as number | undefined,
    request: {
      method: 'POST',
      path: SCORE_PATH,
      setupRequest: (request: autocannon.Request): autocannon.Request => {
        const game = games[supply.used];
        if (!game) {
          supply.missing++;
          supply.emptyAt ??= performance.now();
          return { ...request, method: 'GET', path: OUT_OF_GAMES_PATH, headers: { ...request.headers } };
        }
        supply.used++;
        return {
          ...request,
          headers: { ...request.headers, 'content-type': 'application/json', 'x-session-id': game.session },
          body: game.body,
        };
      },
    } satisfies autocannon.Request,
  };
  return supply;
}
