// A graceful stop: each part stopped in turn (the HTTP server answers its requests in flight,
// then the database pool drains, then PostgreSQL stops), once, whatever asks first. The exit
// code says whether every part stopped cleanly within the time allowed.

export interface Shutdown {
  readonly name: string;
  stop(): Promise<void>;
}

/** Past this a stop that hangs is given up, and the exit code says so. */
export const SHUTDOWN_TIMEOUT_MS = 30_000;

export interface Stopper {
  /** Stop every part; resolves with the exit code: 0 when all stopped cleanly, else 1. */
  (why: string): Promise<number>;
  readonly started: boolean;
}

/** `steps` is read when the stop begins, so parts added after this call are stopped too. */
export function shutdownInOrder(
  steps: readonly Shutdown[],
  log: (line: string) => void,
  timeoutMs = SHUTDOWN_TIMEOUT_MS,
): Stopper {
  let running: Promise<number> | undefined;
  const stopAll = async (why: string): Promise<number> => {
    log(`stopping (${why})`);
    let code = 0;
    for (const step of steps) {
      try {
        await step.stop();
      } catch (error) {
        code = 1;
        log(`could not stop the ${step.name}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    log(code === 0 ? 'stopped' : 'stopped, with errors');
    return code;
  };
  const stopper = (why: string) => {
    running ??= Promise.race([
      stopAll(why),
      new Promise<number>((resolve) =>
        setTimeout(() => {
          log(`the stop took longer than ${timeoutMs} ms`);
          resolve(1);
        }, timeoutMs).unref(),
      ),
    ]);
    return running;
  };
  return Object.defineProperty(stopper, 'started', { get: () => running !== undefined }) as Stopper;
}
