// The puzzle's prize, the smart hints left and its id label (spec section 2: clicking the label
// puts the puzzle's id in the address; it shows the id without its first character). In the bar
// on a wide screen; on a phone in the help tray while no help is open, so the bar stays one row.

import { gemPrizeFor, puzzleIdLabel, type SessionState } from '@numberland/engine';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { PuzzleLoad } from '../../play/puzzle-load';
import { GemIcon } from '../../ui/icons';

export function PlayFacts({
  ready,
  state,
}: {
  readonly ready: Extract<PuzzleLoad, { status: 'ready' }>;
  readonly state: SessionState | undefined;
}) {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  return (
    <>
      <dl className="play__facts">
        <div>
          <dt>{t('play.prize')}</dt>
          <dd>
            <GemIcon size={18} /> {gemPrizeFor(ready.info.difficulty)}
          </dd>
        </div>
        <div>
          <dt>{t('play.hints')}</dt>
          <dd>{state ? state.start.hintsNo - state.smartHintsUsed : ready.info.hintsNo}</dd>
        </div>
      </dl>
      <button
        type="button"
        className="play__id"
        title={t('play.puzzleIdHint')}
        onClick={() => setParams({ id: ready.wire.puzzleId }, { replace: true })}
      >
        {t('play.puzzleId', { id: puzzleIdLabel(ready.wire.puzzleId) })}
      </button>
    </>
  );
}
