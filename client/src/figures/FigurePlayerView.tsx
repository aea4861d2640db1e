// A figure with its own player: the board, and the controls under it when asked for. What a
// tutorial page and a rule's demonstration show.

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
  const player = useFigurePlayer(script, { autoplay, loop });
  return (
    <div className={`figure-player${className ? ` ${className}` : ''}`}>
      <BoardFigure script={script} frame={player.frame} animate={player.animate} label={label} />
      {controls && <FigureControls player={player} steps={steps} />}
    </div>
  );
}
