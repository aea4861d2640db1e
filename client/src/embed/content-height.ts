// How tall the game's content is: the height its frame needs for nothing inside to scroll. The
// shell (app/Shell.tsx) fills the frame and scrolls its main part, so that height is the shell's
// less the main part's visible height plus all of its content. Screens that fill any height (the
// puzzle, home) need just the frame they have; a long page (the rules) asks for more.

/** The content height now, in whole CSS pixels. */
export function contentHeight(doc: Document = document): number {
  const shell = doc.querySelector<HTMLElement>('.shell');
  const main = doc.querySelector<HTMLElement>('.shell__main');
  if (!shell || !main) return Math.ceil(doc.documentElement.scrollHeight);
  return Math.ceil(shell.getBoundingClientRect().height - main.clientHeight + main.scrollHeight);
}

/**
 * Calls `report` with the content height at once and whenever it changes: the frame resized, a
 * screen's content grew or shrank, or another screen came. Returns a function that stops it.
 */
export function watchContentHeight(report: (height: number) => void, doc: Document = document): () => void {
  let last = -1;
  const measure = () => {
    const height = contentHeight(doc);
    if (height !== last) {
      last = height;
      report(height);
    }
  };
  const sizes = new ResizeObserver(measure);
  sizes.observe(doc.body);
  let watched: Element | null = null;
  /** The shown screen's element is new on each route: the observer follows it. */
  const follow = () => {
    const route = doc.querySelector('.shell__main')?.firstElementChild ?? null;
    if (route !== watched) {
      if (watched) sizes.unobserve(watched);
      if (route) sizes.observe(route);
      watched = route;
    }
    measure();
  };
  const changes = new MutationObserver(follow);
  changes.observe(doc.body, { childList: true, subtree: true });
  follow();
  return () => {
    sizes.disconnect();
    changes.disconnect();
  };
}
