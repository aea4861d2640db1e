// The embedded PostgreSQL kept running: should it end while the server runs (killed, crashed),
// it is started again on the same data folder and port, so the pool's URL stays valid and the
// server recovers by itself. Tries wait longer and longer, and are bounded; in the meantime the
// API answers 503 (plugins/errors.ts). Nothing is restarted once the server is stopping.

import type { RunningPostgres } from './embedded';

/** Waits before each try of one restart: about a minute in all, then it gives up. */
export const RESTART_DELAYS_MS: readonly number[] = [500, 1_000, 2_000, 4_000, 8_000, 15_000, 30_000];

export interface SupervisedPostgres {
  readonly url: string;
  /** The PostgreSQL running now (or the one that ended, while a restart is under way). */
  readonly current: RunningPostgres;
  /** Resolves with the next PostgreSQL started after this call. */
  nextStart(): Promise<RunningPostgres>;
  /** No more restarts; waits for a start under way, then stops PostgreSQL. */
  stop(): Promise<void>;
}

export interface SuperviseOptions {
  readonly delaysMs?: readonly number[];
  /** Called once when every try of a restart failed; PostgreSQL stays down. */
  readonly onGiveUp?: (error: Error) => void;
}

export async function supervisePostgres(
  start: () => Promise<RunningPostgres>,
  log: (line: string) => void,
  { delaysMs = RESTART_DELAYS_MS, onGiveUp = () => {} }: SuperviseOptions = {},
): Promise<SupervisedPostgres> {
  let current = await start();
  let stopping = false;
  let restarting: Promise<void> | undefined;
  /** Cuts the wait before the next try short when the server stops. */
  let wake = () => {};
  let started: ((pg: RunningPostgres) => void)[] = [];

  const pause = (ms: number) =>
    new Promise<void>((done) => {
      const timer = setTimeout(done, ms);
      wake = () => {
        clearTimeout(timer);
        done();
      };
    });

  async function restart(): Promise<void> {
    let lastError = new Error('no try made');
    for (const [i, ms] of delaysMs.entries()) {
      log(`restarting the embedded PostgreSQL in ${ms} ms (try ${i + 1} of ${delaysMs.length})`);
      await pause(ms);
      if (stopping) return;
      try {
        const pg = await start();
        if (stopping) {
          await pg.stop();
          return;
        }
        current = pg;
        watch(pg);
        log(`the embedded PostgreSQL runs again (process ${pg.pid})`);
        for (const resolve of started.splice(0)) resolve(pg);
        return;
      } catch (error) {
        lastError = error instanceof Error ? error : new Error(String(error));
        log(`the embedded PostgreSQL did not start: ${lastError.message}`);
      }
    }
    log(`gave up restarting the embedded PostgreSQL after ${delaysMs.length} tries`);
    onGiveUp(lastError);
  }

  function watch(pg: RunningPostgres): void {
    void pg.exited.then(({ code, signal }) => {
      if (stopping || pg !== current) return;
      log(
        `the embedded PostgreSQL (process ${pg.pid}) ended unexpectedly (${signal ?? `exit code ${code}`})`,
      );
      restarting = restart().finally(() => {
        restarting = undefined;
      });
    });
  }
  watch(current);

  return {
    get url() {
      return current.url;
    },
    get current() {
      return current;
    },
    nextStart() {
      return new Promise((resolve) => {
        started.push(resolve);
      });
    },
    async stop() {
      stopping = true;
      started = [];
      wake();
      await restarting;
      await current.stop();
    },
  };
}
