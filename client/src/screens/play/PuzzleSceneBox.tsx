// The box the puzzle scene draws in, for /play and a lesson's practice board: the Phaser game, the
// attributes tests and styles read (puzzle id, phase, orientation, the board's layout), and what
// the screen lays over the canvas (its children: hint panel, countdown, accessible board...).
//
// The game (Phaser, a large download and a long start) is fetched once the first puzzle has
// arrived and the screen showing it has been painted: until then there is no board to draw, and
// on a phone's connection it would hold back that first paint (the welcome, or the countdown).
// The board is needed only after the welcome's Play or the countdown, by when it is ready. Behind
// a land's first welcome the board is hidden (`boardShown` false): the game waits for its Play,
// and the countdown that follows covers its start, so a phone evaluates none of Phaser before the
// player's first tap. Once made, the game stays for the next puzzles.

import type { SessionState } from '@numberland/engine';
import { type ReactNode, useRef, useState } from 'react';
import { PhaserGame, type PhaserGameConfig } from '../../game/PhaserGame';
import { PUZZLE_MOUNT_ID } from '../../game/scene-keys';
import type { PuzzleLoad } from '../../play/puzzle-load';
import { useBoardLayoutAttribute } from './useBoardLayoutAttribute';
import { useBoardOrientation } from './useBoardOrientation';

const loadPuzzleScenes = () => import('../../game/puzzle-scenes').then((module) => module.PUZZLE_SCENES);

/**
 * One texture per WebGL batch, as for the planet (phaserjs/phaser#7372). The element's size is
 * looked at every 100 ms (Phaser's default is 500): a hint panel that takes a strip of its own
 * makes the element smaller, and the board should move out of its way at once.
 */
const PUZZLE_CONFIG: PhaserGameConfig = { render: { maxTextures: 1 }, scale: { resizeInterval: 100 } };

export function PuzzleSceneBox({
  ready,
  state,
  asleep,
  boardShown = true,
  children,
}: {
  readonly ready: Extract<PuzzleLoad, { status: 'ready' }> | undefined;
  readonly state: SessionState | undefined;
  /** The scene stops drawing (the end screen covers it). */
  readonly asleep?: boolean;
  /** The screen shows the board (a land's first welcome hides it): the game is made only then. */
  readonly boardShown?: boolean;
  readonly children?: ReactNode;
}) {
  const sceneBox = useRef<HTMLDivElement>(null);
  const [gameWanted, setGameWanted] = useState(false);
  if (ready && boardShown && !gameWanted) setGameWanted(true);
  useBoardLayoutAttribute(sceneBox);
  useBoardOrientation(sceneBox);
  return (
    <div
      ref={sceneBox}
      className="play__scene"
      data-puzzle-id={ready?.wire.puzzleId}
      data-phase={state?.phase}
      data-orientation={state?.puzzle.layout.orientation}
      data-testid="puzzle-box"
    >
      {gameWanted && (
        <PhaserGame
          asleep={asleep}
          id={PUZZLE_MOUNT_ID}
          className="play__canvas"
          loadScenes={loadPuzzleScenes}
          config={PUZZLE_CONFIG}
          start="painted"
        />
      )}
      {children}
    </div>
  );
}
