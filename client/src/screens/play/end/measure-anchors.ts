// Where the celebration aims, read from the end screen's layout: the star icons
// ([data-end-star]), the gem line ([data-end-gems]) and the gem balance in the top bar (the
// bar's .gem-balance; the top-right corner when there is none), all relative to the end screen.

import type { Anchors, Point } from './celebration-plan';

/** Roughly where the top bar's gem balance sits when it cannot be found. */
const CORNER_INSET = { right: 56, top: 30 };

function centreOf(element: Element | null, origin: DOMRect): Point | undefined {
  if (!element) return undefined;
  const box = element.getBoundingClientRect();
  return { x: box.left + box.width / 2 - origin.left, y: box.top + box.height / 2 - origin.top };
}

export function measureAnchors(layer: HTMLElement | null): Anchors | undefined {
  if (!layer) return undefined;
  const origin = layer.getBoundingClientRect();
  if (origin.width === 0 || origin.height === 0) return undefined;
  const stars = ['time', 'finish', 'noErrors'].map((star) =>
    centreOf(layer.querySelector(`[data-end-star="${star}"]`), origin),
  );
  const balance = centreOf(document.querySelector('.gem-balance'), origin);
  return {
    width: origin.width,
    height: origin.height,
    stars,
    gemFrom: centreOf(layer.querySelector('[data-end-gems]'), origin),
    gemTo: balance ?? { x: origin.width - CORNER_INSET.right, y: CORNER_INSET.top },
  };
}
