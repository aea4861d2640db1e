// The hint panel's place in the scene's box, kept up with the board's layout (the scene reports
// it after every layout), with the box's size and with the height the panel's words need. When
// the panel takes a strip of its own (a phone: panel-place.ts, `reserve`), the scene's canvas
// draws in from that edge (the box's --hint-inset-right and --hint-inset-bottom), and the scene
// lays the board out again in the rest. The board drawn in that smaller canvas is not used to
// place the panel (placing by it would take the strip back, and so on): the place is decided on
// the board drawn in the whole box, and decided again only when the box changes size.

import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { on, type SceneRect } from '../../../game/events';
import { boardBounds, canvasInset, type PanelPlace, placePanel, samePlace } from './panel-place';

/**
 * The height the panel's words need: its content and borders, plus what its scrolling parts (the
 * list of steps) hide, and a pixel or two for rounding.
 */
function naturalHeight(panel: HTMLElement): number {
  let hidden = 0;
  for (const part of panel.querySelectorAll<HTMLElement>('*')) {
    if (part.scrollHeight <= part.clientHeight) continue;
    const overflow = getComputedStyle(part).overflowY;
    if (overflow === 'auto' || overflow === 'scroll') hidden += part.scrollHeight - part.clientHeight;
  }
  const borders = panel.offsetHeight - panel.clientHeight;
  return panel.scrollHeight + borders + hidden + 2;
}

function setInset(box: HTMLElement, place: PanelPlace | undefined) {
  const inset = canvasInset(place);
  box.style.setProperty('--hint-inset-right', `${inset.right}px`);
  box.style.setProperty('--hint-inset-bottom', `${inset.bottom}px`);
}

export function usePanelPlace(panel: RefObject<HTMLElement | null>, shown: boolean): PanelPlace | undefined {
  const [board, setBoard] = useState<SceneRect>();
  const [place, setPlace] = useState<PanelPlace>();
  // Whether the canvas is drawn in now: its reports are then of the smaller canvas.
  const inset = useRef(false);
  const boxSize = useRef('');
  // The scene's box, kept for when the panel (and its element) is gone.
  const lastBox = useRef<HTMLElement | null>(null);
  useEffect(
    () =>
      on('puzzle:layout', (report) => {
        if (!inset.current) setBoard(boardBounds(report));
      }),
    [],
  );

  // Every render: the words may have changed (another step, a level deeper).
  useLayoutEffect(() => {
    const box = panel.current?.parentElement;
    if (!shown || !box || !panel.current) return;
    lastBox.current = box;
    const size = `${box.clientWidth}x${box.clientHeight}`;
    if (inset.current && size !== boxSize.current) {
      // The box changed: draw the board in the whole box again, and place the panel by that.
      inset.current = false;
      setInset(box, undefined);
      setPlace(undefined);
      boxSize.current = size;
      return;
    }
    boxSize.current = size;
    const next = placePanel(
      { width: box.clientWidth, height: box.clientHeight },
      board,
      naturalHeight(panel.current),
    );
    if (inset.current && next?.reserve && place?.reserve && next.edge === place.edge) {
      // Reserved already: only the strip's size follows the words.
      if (!samePlace(next, place)) {
        setPlace(next);
        setInset(box, next);
      }
      return;
    }
    if (samePlace(next, place)) return;
    setPlace(next);
    inset.current = next?.reserve === true;
    setInset(box, next);
  });

  // The box's size changes without a render of the panel: measure again then.
  const [, setTick] = useState(0);
  useEffect(() => {
    const box = panel.current?.parentElement;
    if (!shown || !box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setTick((n) => n + 1));
    observer.observe(box);
    return () => observer.disconnect();
  }, [panel, shown]);

  // The panel closed: the board gets the whole box back.
  useEffect(() => {
    if (shown) return;
    const box = lastBox.current;
    inset.current = false;
    setPlace(undefined);
    if (box) setInset(box, undefined);
  }, [shown]);
  return place;
}
