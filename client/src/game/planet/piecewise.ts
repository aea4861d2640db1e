// Work done a piece per task, so that no task is long on a phone (issue 17): each piece runs in
// a task of its own, soon after the one before, and a piece may add more pieces as it runs.

import { inTaskOfItsOwn } from '../../app/next-task';

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
    if (!this.running && !this.cancelNext) this.cancelNext = inTaskOfItsOwn(this.run);
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
    if (this.pieces.length > 0) this.cancelNext = inTaskOfItsOwn(this.run);
    else this.done();
  };
}
