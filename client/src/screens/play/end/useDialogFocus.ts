// The end screen is a dialog: on opening the focus goes to Continue, and Tab stays inside it
// (the difficulty buttons, in the DOM while hidden, are left out).

import type { RefObject } from 'react';
import { useFocusTrap } from '../../../ui/useFocusTrap';

export function useDialogFocus(
  dialog: RefObject<HTMLElement | null>,
  first: RefObject<HTMLElement | null>,
): void {
  useFocusTrap(dialog, () => first.current);
}
