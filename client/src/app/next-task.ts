// The page's next task, for work cut into pieces so that no task is long on a phone (issue 17):
// the puzzle's arrival on /play (play/puzzle-loader.ts), Phaser read a part at a time
// (game/PhaserGame.tsx), the page planet built a piece at a time (game/planet/piecewise.ts).
//
// scheduler.yield where the browser has it: the page can answer a tap and draw a frame between
// the pieces, but the next piece comes before the tasks queued meanwhile (chunks arriving, other
// answers), so the work is not pushed back behind them. Elsewhere a message the page posts
// itself; not a timer, which a page clock (the browser tests') or a background tab holds back.

interface YieldingScheduler {
  readonly yield?: () => Promise<void>;
}

/** Resolves in a task of its own, after what the browser has waiting (a tap, a frame). */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    inTaskOfItsOwn(() => resolve());
  });
}

/**
 * Runs `run` in a task of its own, soon, by a message the page posts itself (see above); the
 * function returned calls it off. For work that must be cancellable, where a promise is not.
 */
export function inTaskOfItsOwn(run: () => void): () => void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    run();
  };
  channel.port2.postMessage(null);
  return () => channel.port1.close();
}
