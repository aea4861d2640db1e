// The page's next task, for work cut into pieces so that no task is long on a phone (issue 17):
// the puzzle's arrival on /play is parsed, its game made and shown a task each (puzzle-loader.ts).
// A message the page posts itself, not a timer: a timer is held back by a page clock (the browser
// tests') and slowed in a background tab, and the puzzle would wait for nothing.

/** Resolves in a task of its own, after what the browser has queued meanwhile (a tap, a frame). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
