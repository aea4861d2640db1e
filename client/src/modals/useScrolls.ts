// Whether an element's content is taller than the element, so that it scrolls: a region that
// scrolls takes the keyboard's focus (WCAG 2.1.1; axe's scrollable-region-focusable), and one
// that does not stays out of the Tab order.

import { type RefObject, useLayoutEffect, useState } from 'react';

export function useScrolls(ref: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const check = () => setScrolls(element.scrollHeight > element.clientHeight + 1);
    check();
    if (typeof ResizeObserver === 'undefined') return;
    // The element, and its content as it grows (a form's error, a list filled in later).
    const observer = new ResizeObserver(check);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}
