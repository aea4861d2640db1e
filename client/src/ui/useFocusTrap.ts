// A dialog's keyboard: on opening the focus goes in (to `initial`, or the dialog), Tab and
// Shift+Tab go round what is shown inside it, Escape calls `onEscape` (when given), and on closing
// the focus goes back to whatever had it before. Modals, play prompts and the end screen share it.

import { type RefObject, useEffect, useRef } from 'react';

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
    if (root) (first.current(root) ?? root).focus();
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
      document.removeEventListener('keydown', onKey);
      if (opener?.isConnected) opener.focus();
    };
  }, [dialog]);
}
