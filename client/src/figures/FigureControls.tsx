// The buttons that drive a figure: play or pause, replay, and (for worked examples) back and next
// with the step count. Words from the `figures` message section.

import { useTranslation } from 'react-i18next';
import type { FigurePlayer } from './useFigurePlayer';

export function FigureControls({
  player,
  steps = false,
}: {
  readonly player: FigurePlayer;
  /** Show back / next and "step 2 of 5". */
  readonly steps?: boolean;
}) {
  const { t } = useTranslation();
  const { frame, count, playing } = player;
  return (
    <div className="figure-controls" data-playing={playing}>
      {steps && (
        <button
          type="button"
          className="figure-controls__button"
          onClick={() => player.step(-1)}
          disabled={frame <= 0}
          data-control="back"
        >
          {t('figures.back')}
        </button>
      )}
      <button
        type="button"
        className="figure-controls__button figure-controls__button--main"
        onClick={playing ? player.pause : player.play}
        data-control={playing ? 'pause' : 'play'}
      >
        {playing ? t('figures.pause') : t('figures.play')}
      </button>
      <button type="button" className="figure-controls__button" onClick={player.replay} data-control="replay">
        {t('figures.replay')}
      </button>
      {steps && (
        <button
          type="button"
          className="figure-controls__button"
          onClick={() => player.step(1)}
          disabled={frame >= count - 1}
          data-control="next"
        >
          {t('figures.next')}
        </button>
      )}
      <span className="figure-controls__count" aria-live="polite">
        {t('figures.stepOf', { step: frame + 1, count })}
      </span>
    </div>
  );
}
