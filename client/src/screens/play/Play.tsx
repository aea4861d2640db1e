// /play (spec section 2, "Puzzle screen"): the puzzle of the selection, or of ?id=, fetched from
// the server. Shown here: the bar of the puzzle (difficulty, title, prize, time, smart hints) and
// its id label, which puts the id in the address. The Phaser puzzle scene (grid, number pad)
// mounts into #puzzle-scene.

import { gemPrizeFor, landSlot, type SlotNumber } from '@numberland/engine';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { playRequest, puzzleIdLabel } from '../../app/paths';
import { errorText } from '../../i18n/error-text';
import { useCurrentPuzzle } from '../../state/current-puzzle';
import { useSelection } from '../../state/selection';
import { ArrowIcon, GemIcon } from '../../ui/icons';
import { usePuzzle } from './usePuzzle';
import './Play.css';

/** The element the puzzle scene will be created in. */
export const PUZZLE_MOUNT_ID = 'puzzle-scene';

export function Play() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const level = useSelection((s) => s.level);
  const shape = useSelection((s) => s.shape);
  const difficulty = useSelection((s) => s.difficulty);
  const select = useSelection((s) => s.select);
  const request = playRequest({ level, shape, difficulty }, id);
  const load = usePuzzle(request.ok ? request.query : undefined);

  const setCurrent = useCurrentPuzzle((s) => s.setCurrent);
  // What is played becomes the selection, so home opens on it afterwards, and the puzzle the
  // side menu can print.
  useEffect(() => {
    if (load.status !== 'ready') return;
    const { query } = load;
    select(query.level as 1 | 2 | 3, query.shape as SlotNumber, load.info.difficultyLevel);
    setCurrent({
      puzzle: load.puzzle,
      puzzleId: load.wire.puzzleId,
      name: landSlot(query.level as 1 | 2 | 3, query.shape as SlotNumber).name,
    });
  }, [load, select, setCurrent]);

  if (!request.ok && request.reason === 'bad-id') return <Navigate to="/play" replace />;

  const back = (
    <button type="button" className="back-button" onClick={() => navigate('/home')}>
      <ArrowIcon direction="left" size={22} />
      <span>{t('play.back')}</span>
    </button>
  );

  if (!request.ok || load.status === 'failed') {
    const message = request.ok
      ? errorText(t, load.status === 'failed' ? load.error : undefined)
      : t('play.notOffered');
    return (
      <div className="play">
        <div className="play__bar panel">{back}</div>
        <p className="play__message panel" role="alert">
          {message}
        </p>
      </div>
    );
  }

  if (load.status === 'loading') {
    return (
      <div className="play">
        <div className="play__bar panel">{back}</div>
        <p className="play__message panel" role="status">
          {t('play.loading')}
        </p>
      </div>
    );
  }

  const { wire, info, query } = load;
  const slot = landSlot(info.level, query.shape as SlotNumber);
  return (
    <div className="play">
      <div className="play__bar panel">
        {back}
        <div className="play__title">
          <span className="play__difficulty">{t(`difficulty.${info.difficultyLevel}`)}</span>
          <h1>{t('play.title', { name: slot.name })}</h1>
        </div>
        <dl className="play__facts">
          <div>
            <dt>{t('play.prize')}</dt>
            <dd>
              <GemIcon size={18} /> {gemPrizeFor(info.difficulty)}
            </dd>
          </div>
          <div>
            <dt>{t('play.timeAllowed')}</dt>
            <dd>{t('common.seconds', { count: info.timeAllowed })}</dd>
          </div>
          <div>
            <dt>{t('play.hints')}</dt>
            <dd>{info.hintsNo}</dd>
          </div>
        </dl>
        <button
          type="button"
          className="play__id"
          title={t('play.puzzleIdHint')}
          onClick={() => setParams({ id: wire.puzzleId }, { replace: true })}
        >
          {t('play.puzzleId', { id: puzzleIdLabel(wire.puzzleId) })}
        </button>
      </div>
      <div id={PUZZLE_MOUNT_ID} className="play__scene" data-puzzle-id={wire.puzzleId} />
    </div>
  );
}
