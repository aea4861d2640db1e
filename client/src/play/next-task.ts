// The page's next task, for work cut into pieces so that no task is long on a phone (issue 17):
// the puzzle's arrival on /play is parsed, its game made and shown a task each (puzzle-loader.ts).
//
// scheduler.yield where the browser has it: the page can answer a tap and draw a frame between
// the pieces, but the next piece comes before the tasks queued meanwhile (chunks arriving, other
// answers), so the puzzle's paint is not pushed back behind them. Elsewhere a message the page
// posts itself; not a timer, which a page clock (the browser tests') or a background tab holds back.

interface YieldingScheduler {
  readonly yield?: () => Promise<void>;
}

/** Resolves in a task of its own, after what the browser has waiting (a tap, a frame). */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
