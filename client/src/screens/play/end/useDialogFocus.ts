// The end screen is a dialog: on opening the focus goes to Continue, and Tab stays inside it.

import { type RefObject, useEffect } from 'react';

const FOCUSABLE = 'button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

export function useDialogFocus(
  dialog: RefObject<HTMLElement | null>,
  first: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    const root = dialog.current;
    first.current?.focus();
    if (!root) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      // Only what is shown: the difficulty buttons are in the DOM while hidden.
      const items = Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
        (item) => item.getClientRects().length > 0,
      );
      const head = items[0];
      const tail = items[items.length - 1];
      if (!head || !tail) return;
      if (event.shiftKey && document.activeElement === head) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && document.activeElement === tail) {
        event.preventDefault();
        head.focus();
      }
    };
    root.addEventListener('keydown', onKey);
    return () => root.removeEventListener('keydown', onKey);
  }, [dialog, first]);
}
