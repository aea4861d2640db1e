// A figure with its own player: the board, and the controls under it when asked for. What a
// tutorial page and a rule's demonstration show. A figure that plays by itself without controls
// still gets a small pause button in its corner: moving pictures must be stoppable (WCAG 2.2.2).

import { useTranslation } from 'react-i18next';
import { BoardFigure } from './BoardFigure';
import { FigureControls } from './FigureControls';
import type { FigureScript } from './figure-script';
import { useFigurePlayer } from './useFigurePlayer';

export function FigurePlayerView({
  script,
  label,
  autoplay = false,
  loop = false,
  controls = false,
  steps = false,
  className,
}: {
  readonly script: FigureScript;
  readonly label: string;
  readonly autoplay?: boolean;
  readonly loop?: boolean;
  readonly controls?: boolean;
  readonly steps?: boolean;
  readonly className?: string;
}) {
  const { t } = useTranslation();
  const player = useFigurePlayer(script, { autoplay, loop });
  const corner = !controls && autoplay && player.count > 1;
  return (
    <div className={`figure-player${className ? ` ${className}` : ''}`}>
      <BoardFigure script={script} frame={player.frame} animate={player.animate} label={label}>
        {corner && (
          <button
            type="button"
            className="figure-player__toggle"
            onClick={(event) => {
              // A tap here is not a tap on the page behind (the tutorial's nudge towards Next).
              event.stopPropagation();
              if (player.playing) player.pause();
              else player.play();
            }}
            aria-label={player.playing ? t('figures.pause') : t('figures.play')}
            data-control={player.playing ? 'pause' : 'play'}
          >
            <span aria-hidden="true">{player.playing ? '❚❚' : '▶'}</span>
          </button>
        )}
      </BoardFigure>
      {controls && <FigureControls player={player} steps={steps} />}
    </div>
  );
}
