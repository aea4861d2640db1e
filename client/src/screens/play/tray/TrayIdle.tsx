// What the tray says while no help is open: a short line of what to do (the words change with
// the selection), quiet enough to read past (screen readers hear the accessible board instead), and what the
// screen puts under it (on a phone, the puzzle's prize and id).

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useGame } from '../../../state/game';

export function TrayIdle({ children }: { readonly children?: ReactNode }) {
  const { t } = useTranslation();
  const selection = useGame((s) => s.game?.state.selection);
  const words =
    selection === undefined
      ? t('tray.pickCell')
      : selection.kind === 'clue'
        ? t('tray.clueNote')
        : t('tray.pickNumber');
  return (
    <div className="play-tray__idle">
      <p aria-hidden="true">{words}</p>
      {children}
    </div>
  );
}
