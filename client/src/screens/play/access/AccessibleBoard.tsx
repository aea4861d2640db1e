// The board for screen readers and the keyboard (issue 19), beside the canvas: a grid of the
// number squares and the clue halves with their words, kept in step with the engine's state
// through the game store. It holds no rules: the keys go through usePlayKeyboard like any other
// key press, and focusing a cell selects it through the play controller. While the keyboard is
// in the grid, the focus follows the selection, which the canvas rings, so the focus is always
// seen; the scene's box is outlined as well (Play.css).

import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { playController } from '../../../play/app-play-controller';
import { useGame } from '../../../state/game';
import { type AccessCell, accessRows, boardReadable, entryCell } from './board-rows';
import './AccessibleBoard.css';

function keyOf(selection: { cell: number; half?: string } | undefined): string | undefined {
  if (!selection) return undefined;
  return selection.half ? `${selection.cell}-${selection.half}` : `${selection.cell}`;
}

export function AccessibleBoard() {
  const { t } = useTranslation();
  const state = useGame((s) => s.game?.state);
  const grid = useRef<HTMLTableElement>(null);
  const keysId = useId();
  const selectedKey = keyOf(state?.selection);

  // The focus follows the selection while it is in the grid (arrows, a right number).
  useEffect(() => {
    const root = grid.current;
    if (!root || !selectedKey || !root.contains(document.activeElement)) return;
    const target = root.querySelector<HTMLElement>(`[data-key="${selectedKey}"]`);
    if (target && target !== document.activeElement) target.focus();
  }, [selectedKey]);

  if (!state || !boardReadable(state)) return null;
  const rows = accessRows(t, state);
  const entry = entryCell(rows);
  const select = (cell: AccessCell) => {
    if (cell.selected || !cell.open) return;
    playController.dispatch(
      cell.half ? { type: 'select', cell: cell.cell, half: cell.half } : { type: 'select', cell: cell.cell },
    );
  };

  return (
    <div className="access-board visually-hidden">
      <table
        ref={grid}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a table the keyboard moves in is the ARIA grid pattern (a data grid); its cells take the focus.
        role="grid"
        aria-label={t('access.board')}
        aria-describedby={keysId}
        data-testid="access-board"
      >
        <tbody>
          {rows.map((row) => (
            <tr key={row[0]!.key}>
              {row.map((cell) => (
                <td
                  key={cell.key}
                  // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the grid's cells, as above.
                  role="gridcell"
                  data-key={cell.key}
                  aria-label={cell.label}
                  aria-selected={cell.selected}
                  aria-readonly={!cell.open}
                  tabIndex={cell === entry ? 0 : -1}
                  onFocus={() => select(cell)}
                />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p id={keysId} className="visually-hidden">
        {t('access.keys')}
      </p>
    </div>
  );
}
