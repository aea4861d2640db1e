// Work done a piece per task, so that no task is long on a phone (issue 17): each piece runs in
// a task of its own, soon after the one before, and a piece may add more pieces as it runs.

/**
 * Runs `run` in a task of its own, soon: a message the page sends itself, not a timer, so nothing
 * that slows timers (a page in the background, a test's clock) holds the work back. Returns a way
 * to call it off.
 */
function nextTask(run: () => void): () => void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    run();
  };
  channel.port2.postMessage(null);
  return () => channel.port1.close();
}

export class PiecewiseWork {
  private readonly pieces: (() => void)[] = [];
  private cancelNext: (() => void) | undefined;
  private running = false;

  /** `done` runs once no piece is left. */
  constructor(private readonly done: () => void) {}

  /** Pieces to do after those waiting, or (`first`) before them. */
  add(pieces: readonly (() => void)[], first = false): void {
    if (first) this.pieces.unshift(...pieces);
    else this.pieces.push(...pieces);
    if (!this.running && !this.cancelNext) this.cancelNext = nextTask(this.run);
  }

  /** Drops what is left, done or not. */
  stop(): void {
    this.cancelNext?.();
    this.cancelNext = undefined;
    this.pieces.length = 0;
  }

  private run = () => {
    this.cancelNext = undefined;
    this.running = true;
    try {
      this.pieces.shift()?.();
    } finally {
      this.running = false;
    }
    if (this.pieces.length > 0) this.cancelNext = nextTask(this.run);
    else this.done();
  };
}
