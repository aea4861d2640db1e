// A board figure: a real puzzle drawn by the game's own board renderer (the puzzle scene's
// board.ts, hint-overlay.ts and effects.ts in a small Phaser game of its own, loaded lazily), one
// frame of a script at a time. Used by the tutorial pages, the rules and the lessons.
//
// API (keep it stable; the lessons use it):
//   const script: FigureScript = {            // figure-script.ts
//     id, level, puzzle: figurePuzzle(shape, values, hide), solution,
//     frames: [{ values, notes, tries, clueNotes, select, marks, breach, labels, caption, ms }],
//     still,                                  // the frame a still / reduced-motion figure shows
//   };
//   <BoardFigure script={script} frame={i} label="…" />          one frame, as the caller says
//   const player = useFigurePlayer(script, { autoplay, loop });  // frame, play, pause, replay, step
//   <BoardFigure script={script} frame={player.frame} animate={player.animate} label="…" />
//   <FigureControls player={player} steps />                     // play/pause, replay, back/next
//   <FigurePlayerView script={script} label="…" autoplay loop controls />  // all of the above
// Frames are cumulative for what the board shows and stand alone for marks (figure-script.ts).
// Labels and captions are message keys, translated here. Under prefers-reduced-motion nothing
// moves: the still frame shows (useFigurePlayer) and the marks appear at once.
//
// The element is a <figure data-figure={id} data-frame={shown} data-drawn={drawn by the scene}>
// holding a canvas in a box of role img, labelled with `label` and the frame's caption; children
// (a corner button) go over the board, outside that picture.

import type * as Phaser from 'phaser';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhaserGame, type PhaserGameConfig } from '../game/PhaserGame';
import { useReducedMotion } from '../ui/reduced-motion';
import { figureChannel, sendFrame } from './figure-channel';
import { figureAspect, figureRoom } from './figure-layout';
import { type FigureScript, type FigureText, resolveFrame, stillFrame } from './figure-script';
import './BoardFigure.css';

/** Phaser.CANVAS: a figure is small and mostly still, and its pixels can be read back (tests). */
export const PHASER_CANVAS = 1;

const CONFIG: PhaserGameConfig = {
  type: PHASER_CANVAS,
  input: { keyboard: false, mouse: false, touch: false, gamepad: false },
  audio: { noAudio: true },
};

export interface BoardFigureProps {
  readonly script: FigureScript;
  /** The frame to show; the script's still frame when absent. */
  readonly frame?: number;
  /** Whether changes may move; false under reduced motion whatever this says. */
  readonly animate?: boolean;
  /** What the figure shows, for screen readers (the frame's caption is added). */
  readonly label: string;
  /** Show the frame's caption under the board. */
  readonly caption?: boolean;
  readonly className?: string;
  /** Drawn over the board, inside its box but outside its picture (a corner button); position it absolutely. */
  readonly children?: ReactNode;
}

export function BoardFigure({
  script,
  frame,
  animate = true,
  label,
  caption = true,
  className,
  children,
}: BoardFigureProps) {
  const { t } = useTranslation();
  const reduced = useReducedMotion();
  const channel = useRef(figureChannel()).current;
  const host = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState(-1);
  const resolved = useMemo(() => resolveFrame(script, frame ?? stillFrame(script)), [script, frame]);
  const say = (text: FigureText | undefined) => (text ? t(text.key, text.params) : '');
  const labels = resolved.labels.map((l) => say(l.text));
  const words = say(resolved.caption);
  const moving = animate && !reduced;
  const room = useMemo(() => figureRoom(script), [script]);

  useEffect(() => {
    channel.onDrawn = setDrawn;
    return () => {
      channel.onDrawn = undefined;
    };
  }, [channel]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: labels are words of `resolved` in this language; the key is what changes.
  useEffect(() => {
    sendFrame(channel, { frame: resolved, labels, animate: moving, room });
  }, [channel, resolved, moving, room, labels.join('\n')]);

  // A resized element wakes the scene's sleeping loop so it lays the board out again.
  useEffect(() => {
    const element = host.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => channel.wake?.());
    observer.observe(element);
    return () => observer.disconnect();
  }, [channel]);

  const loadScenes = useMemo(
    () => (): Promise<readonly Phaser.Types.Scenes.SceneType[]> =>
      import('./figure-scene').then((m) => m.figureScenes(channel)),
    [channel],
  );
  const aspect = figureAspect(script);
  return (
    <figure
      className={`board-figure${className ? ` ${className}` : ''}`}
      data-figure={script.id}
      data-frame={resolved.index}
      data-frames={resolved.count}
      data-drawn={drawn}
    >
      <div
        ref={host}
        className="board-figure__stage"
        style={{ aspectRatio: `1 / ${aspect}`, ['--figure-aspect' as string]: aspect }}
      >
        <div className="board-figure__picture" role="img" aria-label={words ? `${label}. ${words}` : label}>
          <PhaserGame loadScenes={loadScenes} config={CONFIG} className="board-figure__game" />
        </div>
        {children}
      </div>
      {caption && words && (
        <figcaption className="board-figure__caption" aria-hidden="true">
          {words}
        </figcaption>
      )}
    </figure>
  );
}
