// A dialog's keyboard: on opening the focus goes in (to `initial`, or the dialog), Tab and
// Shift+Tab go round what is shown inside it, Escape calls `onEscape` (when given), and on closing
// the focus goes back to whatever had it before. Modals, play prompts and the end screen share it.
//
// The focus goes in a task of its own, just after the one that put the dialog on the page: moving
// the focus makes the browser work out the page's style and layout at once, and the dialog comes
// with a new screen (/play's welcome with the board, bars and pad), so in the same task it made
// React's commit one long task on a phone (profiled on /play, issue 17). Keys pressed before it
// are already Tab-trapped and Escape-handled.

import { type RefObject, useEffect, useRef } from 'react';
import { inTaskOfItsOwn } from '../app/next-task';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** What Tab can reach in `root`, leaving out what is in the DOM but not shown. */
export function focusablesIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (item) => item.getClientRects().length > 0,
  );
}

export function useFocusTrap(
  dialog: RefObject<HTMLElement | null>,
  initial: (root: HTMLElement) => HTMLElement | null | undefined,
  onEscape?: () => void,
): void {
  const onEscapeRef = useRef(onEscape);
  onEscapeRef.current = onEscape;
  const first = useRef(initial);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = dialog.current;
    const stopFocusing = root
      ? inTaskOfItsOwn(() => {
          if (root.isConnected) (first.current(root) ?? root).focus();
        })
      : undefined;
    const onKey = (event: KeyboardEvent) => {
      if (!root) return;
      if (event.key === 'Escape' && onEscapeRef.current) {
        event.preventDefault();
        onEscapeRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusablesIn(root);
      const head = items[0];
      const tail = items.at(-1);
      if (!head || !tail) return;
      if (event.shiftKey && document.activeElement === head) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && document.activeElement === tail) {
        event.preventDefault();
        head.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      stopFocusing?.();
      document.removeEventListener('keydown', onKey);
      if (opener?.isConnected) opener.focus();
    };
  }, [dialog]);
}
