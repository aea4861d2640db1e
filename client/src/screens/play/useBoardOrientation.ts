// The screen's shape turns the 2-squares and 6-squares boards (spec section 4: landscape above
// width/height 1.45): the scene's box reports its size to the play controller, which turns the
// board whenever it no longer suits the box (after a resize, and for each new game).

import { type RefObject, useEffect } from 'react';
import { playController } from '../../play/app-play-controller';

export function useBoardOrientation(element: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const el = element.current;
    if (!el) return;
    // The observer reports the box's first size too, with the next frame, once the page is laid
    // out: asking now would lay out the whole screen just made, in the task that made it (a long
    // task on a phone as /play opens, issue 17). The board is first drawn well after that frame.
    const observer = new ResizeObserver(() => playController.sceneResized(el.clientWidth, el.clientHeight));
    observer.observe(el);
    return () => observer.disconnect();
  }, [element]);
}
