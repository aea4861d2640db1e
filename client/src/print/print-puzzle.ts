// Printing the sheet: a new window with the page, and the browser's print dialog. A browser
// that blocks the window gets the spec's alert asking to allow popups.

import { puzzleIdLabel } from '@numberland/engine';
import type { TFunction } from 'i18next';
import type { CurrentPuzzle } from '../state/current-puzzle';
import { puzzleSheetHtml } from './puzzle-sheet';

export function printPuzzle({ puzzle, puzzleId, name }: CurrentPuzzle, t: TFunction, lang: string): void {
  const sheet = window.open('', '_blank');
  if (!sheet) {
    window.alert(t('print.blocked'));
    return;
  }
  sheet.document.open();
  sheet.document.write(
    puzzleSheetHtml(
      puzzle,
      {
        title: t('print.title', { name }),
        idLabel: t('play.puzzleId', { id: puzzleIdLabel(puzzleId) }),
        instructions: t('print.instructions'),
      },
      lang,
    ),
  );
  sheet.document.close();
  sheet.focus();
  sheet.print();
}
