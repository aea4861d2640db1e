// The Phaser scene of one board figure: the puzzle scene's own board (board.ts), smart-hint overlay
// (hint-overlay.ts) and effects (effects.ts) drawing the frame React hands it through a channel of
// its own (not the shared event bus: a page may show several figures at once). Loaded only by
// dynamic import, with Phaser. Between frames the loop sleeps, so a figure at rest costs nothing.

import { boardView } from '@numberland/engine';
import * as Phaser from 'phaser';
import { atlasKey, ensureAtlas } from '../game/puzzle/atlas';
import { Board, DEPTH } from '../game/puzzle/board';
import { type BoardLayout, cellRect } from '../game/puzzle/board-layout';
import { Effects } from '../game/puzzle/effects';
import { HintOverlay } from '../game/puzzle/hint-overlay';
import { COMMON, paletteFor } from '../game/puzzle/palette';
import { FONT_STACK } from '../game/puzzle/text-styles';
import type { FigureChannel, FigureShown } from './figure-channel';
import { figureLayout } from './figure-layout';
import { marksHint, unsolvedView } from './figure-marks';
import type { ResolvedFrame } from './figure-script';

/**
 * The loop runs this many frames after the last change, and on until no tween is left (the hint's
 * beats and the flashes are tweens), then sleeps. Counted in frames, not by the loop's clock,
 * which jumps by the time slept when the loop wakes.
 */
const AWAKE_FRAMES = 30;

interface Drawing {
  readonly id: string;
  readonly board: Board;
  readonly atlas: string;
  readonly overlay: HintOverlay;
  readonly effects: Effects;
}

const LABEL_TONES = { plain: COMMON.ink, good: COMMON.good, bad: COMMON.bad } as const;

/** How wide a label may be: beside the board, the room left to that side; elsewhere a few cells. */
function wrapWidth(place: string, r: { x: number; width: number }, layout: BoardLayout): number {
  const gap = layout.cell * 0.04;
  if (place === 'right') return Math.max(48, layout.width - (r.x + r.width + gap) - 4);
  if (place === 'left') return Math.max(48, r.x - gap - 4);
  return Math.max(layout.cell * 2.2, 90);
}

export function figureScenes(channel: FigureChannel): readonly Phaser.Types.Scenes.SceneType[] {
  class FigureScene extends Phaser.Scene {
    private drawing: Drawing | undefined;
    private layout: BoardLayout | undefined;
    private shown: FigureShown | undefined;
    private labels: Phaser.GameObjects.Text[] = [];
    private breach: Phaser.GameObjects.Container[] = [];
    private framesLeft = AWAKE_FRAMES;

    constructor() {
      super('Figure');
    }

    create() {
      const onResize = () => this.relayout();
      this.scale.on(Phaser.Scale.Events.RESIZE, onResize);
      channel.listener = (shown) => this.show(shown);
      channel.wake = () => this.wake();
      this.events.once(Phaser.Scenes.Events.DESTROY, () => {
        channel.listener = undefined;
        channel.wake = undefined;
        this.scale?.off(Phaser.Scale.Events.RESIZE, onResize);
      });
      if (channel.shown) this.show(channel.shown);
    }

    override update() {
      this.drawing?.board.flush();
      this.framesLeft -= 1;
      // Sleeping inside a step stops the next one; this step still draws.
      if (this.framesLeft <= 0 && this.tweens.getTweens().length === 0) this.game.loop.sleep();
    }

    private wake() {
      this.framesLeft = AWAKE_FRAMES;
      if (!this.game.loop.running && !document.hidden) this.game.loop.wake();
    }

    private show(shown: FigureShown) {
      const before = this.shown;
      this.shown = shown;
      this.wake();
      const fresh = this.ensureDrawing(shown.frame);
      const drawing = this.drawing;
      const layout = this.layout;
      if (!drawing || !layout) return;
      const { frame, animate } = shown;
      drawing.board.show(unsolvedView(boardView(frame.state), frame.unsolved), {
        fullStrength: undefined,
        solvable: new Set(),
      });
      drawing.overlay.set(marksHint(frame), layout);
      // The overlay animates a new step's beats; a still figure wants them all at once.
      if (!animate) drawing.overlay.relayout(layout);
      this.drawBreach(frame, layout, animate && before?.frame.index !== frame.index);
      this.drawLabels(frame, layout);
      if (animate && !fresh && before && before.frame.index !== frame.index)
        this.flashChanges(before.frame, frame);
      channel.onDrawn?.(frame.index);
    }

    /**
     * Each number that appeared since the last frame shown gets the game's own feedback: the right
     * flash for the answer's numbers, the wrong flash for a number in a breach, none for a try.
     */
    private flashChanges(from: ResolvedFrame, to: ResolvedFrame) {
      const { drawing, layout } = this;
      if (!drawing || !layout) return;
      const cells = to.state.puzzle.layout.mysteries;
      to.values.forEach((value, m) => {
        const cell = cells[m]!;
        if (value === 0 || value === from.values[m]) return;
        if (to.breach.includes(cell)) drawing.effects.wrong(layout, cell, value, undefined, false);
        else if (!to.trial && to.breach.length === 0) drawing.effects.correct(layout, cell, 0, false);
      });
    }

    /** Makes the board when the figure first shows (or its script changes); answers whether it did. */
    private ensureDrawing(frame: ResolvedFrame): boolean {
      const id = frame.state.start.id;
      if (this.drawing?.id === id) return false;
      this.teardown();
      const palette = paletteFor(frame.state.start.level);
      const atlas = ensureAtlas(this, palette);
      const board = new Board(this, atlas, palette, frame.state);
      const theme = atlasKey(palette);
      const shapeOf = (cell: number) => board.clueShapeOf(cell);
      this.drawing = {
        id,
        board,
        atlas,
        overlay: new HintOverlay(this, atlas, board.styles, theme, shapeOf, () => board.drawnCells),
        effects: new Effects(this, atlas, board.styles, theme),
      };
      this.relayout();
      return true;
    }

    private relayout() {
      const drawing = this.drawing;
      if (!drawing) return;
      this.layout = figureLayout(
        this.scale.width,
        this.scale.height,
        drawing.board.columns,
        drawing.board.rows,
        this.shown?.room ?? { across: 0, down: 0 },
      );
      drawing.board.relayout(this.layout);
      drawing.overlay.relayout(this.layout);
      if (this.shown) {
        this.drawBreach(this.shown.frame, this.layout, false);
        this.drawLabels(this.shown.frame, this.layout);
      }
      this.wake();
    }

    /** A broken rule: each cell in the hint's red outline with a cross, shaking in when new. */
    private drawBreach(frame: ResolvedFrame, layout: BoardLayout, animate: boolean) {
      for (const made of this.breach) {
        this.tweens.killTweensOf(made);
        made.destroy();
      }
      this.breach = [];
      const atlas = this.drawing?.atlas;
      if (!atlas) return;
      for (const cell of frame.breach) {
        const r = cellRect(layout, cell);
        const x = r.x + r.width / 2;
        const y = r.y + r.height / 2;
        // The red outline carries its own cross, so the breach is never told by colour alone.
        const outline = this.add.image(0, 0, atlas, 'outline-red');
        const made = this.add
          .container(x, y, [outline])
          .setScale(layout.scale)
          .setDepth(DEPTH.hint + 0.25);
        this.breach.push(made);
        if (animate) this.drawing?.effects.shake(made, x, layout.cell);
      }
    }

    private drawLabels(frame: ResolvedFrame, layout: BoardLayout) {
      for (const label of this.labels) label.destroy();
      this.labels = [];
      const texts = this.shown?.labels ?? [];
      const size = Math.max(12, Math.round(layout.cell * 0.19));
      frame.labels.forEach((label, i) => {
        const r = cellRect(layout, label.cell);
        const place = label.place ?? 'above';
        const gap = layout.cell * 0.04;
        const at = {
          above: { x: r.x + r.width / 2, y: r.y - gap, ox: 0.5, oy: 1 },
          below: { x: r.x + r.width / 2, y: r.y + r.height + gap, ox: 0.5, oy: 0 },
          left: { x: r.x - gap, y: r.y + r.height / 2, ox: 1, oy: 0.5 },
          right: { x: r.x + r.width + gap, y: r.y + r.height / 2, ox: 0, oy: 0.5 },
          on: { x: r.x + r.width / 2, y: r.y + r.height / 2, ox: 0.5, oy: 0.5 },
        }[place];
        const padX = Math.round(size * 0.45);
        const wrap = wrapWidth(place, r, layout);
        const text = this.add
          .text(at.x, at.y, texts[i] ?? '', {
            fontFamily: FONT_STACK,
            fontStyle: '800',
            fontSize: `${size}px`,
            color: COMMON.white,
            backgroundColor: LABEL_TONES[label.tone ?? 'plain'],
            padding: { x: padX, y: Math.round(size * 0.22) },
            align: 'center',
            wordWrap: { width: wrap },
          })
          .setOrigin(at.ox, at.oy)
          .setDepth(DEPTH.flying);
        // A word longer than the room wraps nowhere: the label shrinks to fit its side instead.
        const room = wrap + 2 * padX;
        if (text.width > room) text.setScale(room / text.width);
        // Kept inside the element: a label by the edge moves in rather than being cut off.
        const [w, h] = [text.displayWidth, text.displayHeight];
        const left = text.x - w * at.ox;
        const top = text.y - h * at.oy;
        const dx = Math.max(0, 2 - left) - Math.max(0, left + w - (layout.width - 2));
        const dy = Math.max(0, 2 - top) - Math.max(0, top + h - (layout.height - 2));
        text.setPosition(text.x + dx, text.y + dy);
        this.labels.push(text);
      });
    }

    private teardown() {
      const drawing = this.drawing;
      if (!drawing) return;
      this.drawing = undefined;
      drawing.overlay.clear();
      for (const made of this.breach) made.destroy();
      this.breach = [];
      drawing.effects.clear();
      drawing.board.destroy();
    }
  }
  return [FigureScene];
}
