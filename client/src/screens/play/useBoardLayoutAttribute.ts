// Where the scene drew the board, kept in the box's data-layout for the browser tests to click on.

import { type RefObject, useEffect } from 'react';
import { on } from '../../game/events';

export function useBoardLayoutAttribute(element: RefObject<HTMLElement | null>): void {
  useEffect(
    () =>
      on('puzzle:layout', (report) => {
        if (element.current) element.current.dataset.layout = JSON.stringify(report);
      }),
    [element],
  );
}
