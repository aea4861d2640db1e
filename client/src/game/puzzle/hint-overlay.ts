// A smart hint's step drawn over the board: the cell it is about in a double ring, evidence in a
// solid green outline with a check, conflicts in a dashed red outline with a cross, the rest of a
// square dotted, worked-out clue halves written in (purple, italic, on a dotted chip) and arrows
// from the evidence to the cell, run round every cell's numbers (arrow-route.ts) so none is
// covered. The step's parts appear one after another, HINT_STEP_MS apart
// (spec section 9). The words of the hint are React's; nothing here decides anything.

import { HINT_STEP_MS, type HintStep } from '@numberland/engine';
import type * as Phaser from 'phaser';
import type { HintOnScreen } from '../events';
import { arrowRoute, type Point } from './arrow-route';
import type { ClueShape } from './art-shapes';
import { DEPTH } from './board';
import { type BoardLayout, cellCenter } from './board-layout';
import { halfGeometry } from './clue-view';
import { COMMON, colorNumber } from './palette';
import { applyStyle, type TextStyles } from './text-styles';

export type HintPart =
  | {
      readonly kind: 'outline';
      readonly cell: number;
      readonly outline: 'red' | 'green' | 'neutral' | 'target';
    }
  | { readonly kind: 'clue'; readonly cell: number; readonly add: number; readonly mult: number }
  | { readonly kind: 'arrow'; readonly from: number; readonly to: number };

/**
 * The step's parts in the order they appear: the cell and its neutral company first, then each
 * piece of evidence with what it shows and its arrow, then the conflicts, then anything left.
 */
export function hintBeats(step: HintStep): HintPart[][] {
  const beats: HintPart[][] = [];
  const clues = new Map(step.clues.map((c) => [c.cell, c]));
  const arrows = [...step.arrows];
  const takeArrows = (from: number) => {
    const taken = arrows.filter((a) => a.from === from);
    for (const a of taken) arrows.splice(arrows.indexOf(a), 1);
    return taken.map((a): HintPart => ({ kind: 'arrow', from: a.from, to: a.to }));
  };
  const takeClue = (cell: number): HintPart[] => {
    const clue = clues.get(cell);
    if (!clue) return [];
    clues.delete(cell);
    return [{ kind: 'clue', cell, add: clue.add, mult: clue.mult }];
  };
  beats.push([
    { kind: 'outline', cell: step.selected, outline: 'target' },
    ...takeClue(step.selected),
    ...step.neutral
      .filter((c) => c !== step.selected)
      .map((cell): HintPart => ({ kind: 'outline', cell, outline: 'neutral' })),
  ]);
  for (const cell of step.green) {
    beats.push([{ kind: 'outline', cell, outline: 'green' }, ...takeClue(cell), ...takeArrows(cell)]);
  }
  if (step.red.length > 0) {
    beats.push(
      step.red.flatMap((cell) => [{ kind: 'outline', cell, outline: 'red' } as HintPart, ...takeClue(cell)]),
    );
  }
  const rest: HintPart[] = [
    ...[...clues.keys()].flatMap(takeClue),
    ...arrows.map((a): HintPart => ({ kind: 'arrow', ...a })),
  ];
  if (rest.length > 0) beats.push(rest);
  return beats;
}

type Drawn = Phaser.GameObjects.Container | Phaser.GameObjects.Graphics;

export class HintOverlay {
  private drawn: Drawn[] = [];
  private hint: HintOnScreen | undefined;
  /** The layout the drawing was made for. */
  private layout: BoardLayout | undefined;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly atlas: string,
    private readonly styles: TextStyles,
    private readonly theme: string,
    private readonly shapeOf: (cell: number) => ClueShape | undefined,
    /** Every cell drawn on the board: the arrows keep off their numbers. */
    private readonly drawnCells: () => readonly number[],
  ) {}

  /** Draws the hint's step; the parts appear in turn only when the step is new. */
  /**
   * Draws the hint's step; the parts appear in turn only when the step is new. The same step on
   * the same layout again (every session update repeats the hint) leaves what is drawn alone, so
   * an animation under way runs on.
   */
  set(hint: HintOnScreen | undefined, layout: BoardLayout | undefined) {
    const same = this.hint?.record === hint?.record && this.hint?.step === hint?.step;
    if (same && layout === this.layout) return;
    this.hint = hint;
    this.draw(layout, !same);
  }

  relayout(layout: BoardLayout | undefined) {
    this.draw(layout, false);
  }

  private draw(layout: BoardLayout | undefined, animate: boolean) {
    this.clear();
    this.layout = layout;
    const step = this.hint?.record.steps[this.hint.step];
    if (!step || !layout || layout.cell <= 0) return;
    hintBeats(step).forEach((beat, i) => {
      for (const part of beat) {
        const made = this.make(part, layout);
        if (!made) continue;
        made.setDepth(DEPTH.hint + (part.kind === 'arrow' ? 0.5 : 0));
        this.drawn.push(made);
        if (animate && i > 0) {
          made.setAlpha(0);
          this.scene.tweens.add({ targets: made, alpha: 1, delay: i * HINT_STEP_MS, duration: 200 });
        }
      }
    });
  }

  private make(part: HintPart, layout: BoardLayout): Drawn | undefined {
    if (part.kind === 'arrow') return this.arrow(layout, part.from, part.to);
    const { x, y } = cellCenter(layout, part.cell);
    if (part.kind === 'outline') {
      const outline = this.scene.add.image(0, 0, this.atlas, `outline-${part.outline}`);
      return this.scene.add.container(x, y, [outline]).setScale(layout.scale);
    }
    const shape = this.shapeOf(part.cell);
    if (!shape) return undefined;
    const children: Phaser.GameObjects.GameObject[] = [];
    for (const half of ['add', 'mult'] as const) {
      const value = part[half];
      if (value === 0) continue;
      const at = halfGeometry(shape, half);
      const chip = this.scene.add.image(at.valueX, at.y, this.atlas, 'deduced-chip');
      chip.setDisplaySize(at.valueWidth + 14, 36);
      const text = this.scene.add.text(at.valueX, at.y, String(value)).setOrigin(0.5);
      applyStyle(text, this.styles, 'deduced', this.theme);
      if (text.width > at.valueWidth + 6) text.setScale((at.valueWidth + 6) / text.width);
      children.push(chip, text);
    }
    return this.scene.add.container(x, y, children).setScale(layout.scale);
  }

  /** An arrow from one cell's edge to another's, round the numbers between (arrow-route.ts). */
  private arrow(layout: BoardLayout, from: number, to: number): Drawn | undefined {
    const path = arrowRoute(layout, from, to, this.drawnCells());
    if (!path || path.length < 2) return undefined;
    const end = path.at(-1)!;
    const before = path.at(-2)!;
    const length = Math.hypot(end.x - before.x, end.y - before.y) || 1;
    const ux = (end.x - before.x) / length;
    const uy = (end.y - before.y) / length;
    const width = Math.max(3, layout.cell * 0.06);
    const head = width * 3.2;
    // The line stops under the head, so its end does not poke out of the tip.
    const line: Point[] = [...path.slice(0, -1), { x: end.x - ux * head * 0.6, y: end.y - uy * head * 0.6 }];
    const g = this.scene.add.graphics();
    const stroke = (lineWidth: number, color: number) => {
      g.lineStyle(lineWidth, color, 1);
      g.beginPath();
      g.moveTo(line[0]!.x, line[0]!.y);
      for (const p of line.slice(1)) g.lineTo(p.x, p.y);
      g.strokePath();
    };
    const tip = (grow: number, color: number) => {
      const h = head + grow;
      g.fillStyle(color, 1);
      g.fillTriangle(
        end.x + ux * grow * 0.5,
        end.y + uy * grow * 0.5,
        end.x - ux * h - uy * h * 0.6,
        end.y - uy * h + ux * h * 0.6,
        end.x - ux * h + uy * h * 0.6,
        end.y - uy * h - ux * h * 0.6,
      );
    };
    // A white halo under the arrow keeps it readable over any tile.
    stroke(width + 4, 0xffffff);
    tip(4, 0xffffff);
    stroke(width, colorNumber(COMMON.deduced));
    tip(0, colorNumber(COMMON.deduced));
    return g;
  }

  clear() {
    for (const made of this.drawn) {
      this.scene.tweens.killTweensOf(made);
      made.destroy();
    }
    this.drawn = [];
  }
}
