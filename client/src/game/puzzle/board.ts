// The grid: a plate to stand on, a view per clue and per mystery, placed and scaled by the board
// layout. Views are made when a puzzle (or its orientation, or its land) first shows and then
// only told what changed. The scene shows them as one baked picture (baked-layer.ts), made again
// only after something changed; a view that is animating (a pulse, a shake) is held out of the
// picture and drawn by the scene itself until its animation ends.

import { type BoardView, boardView, type SessionState } from '@numberland/engine';
import type * as Phaser from 'phaser';
import type { ClueShape } from './art-shapes';
import { BakedLayer } from './baked-layer';
import { type BoardLayout, cellCenter } from './board-layout';
import { ClueView } from './clue-view';
import { cellAlpha, DIM } from './dimming';
import type { CellKindLite } from './hit-test';
import { MysteryView } from './mystery-view';
import { colorNumber, type Palette } from './palette';
import { type TextStyles, textStyles } from './text-styles';

export const DEPTH = {
  board: 1,
  clues: 1,
  mysteries: 2,
  hint: 3,
  effects: 4,
  pad: 5,
  flying: 6,
} as const;

/** The baked picture reaches this far past the plate, for its shadow. */
const BAKE_MARGIN = 8;

export interface ShowOptions {
  /** While the focus option dims, the cells kept at full strength (dimming.ts); undefined: none fade. */
  readonly fullStrength: ReadonlySet<number> | undefined;
  readonly solvable: ReadonlySet<number>;
}

/** A cell's container lent out for an animation; give it back when the animation ends. */
export interface Held {
  readonly container: Phaser.GameObjects.Container;
  release(): void;
}

export class Board {
  readonly styles: TextStyles;
  private readonly plate: Phaser.GameObjects.Graphics;
  private readonly mysteries = new Map<number, MysteryView>();
  private readonly clues = new Map<number, ClueView>();
  private readonly baked: BakedLayer;
  /** Containers drawn by the scene for now, with how many animations hold each. */
  private readonly held = new Map<Phaser.GameObjects.Container, number>();
  /** One entry per grid cell, for hit-testing and the layout report. */
  readonly kinds: readonly CellKindLite[];
  /** The grid cells drawn (every one but the absent). */
  readonly drawnCells: readonly number[];
  readonly columns: number;
  readonly rows: number;
  private layout: BoardLayout | undefined;
  private visible = true;
  private dirty = true;

  constructor(
    scene: Phaser.Scene,
    readonly atlas: string,
    readonly palette: Palette,
    state: SessionState,
  ) {
    this.styles = textStyles(palette);
    const theme = `land${palette.level}`;
    const view = boardView(state);
    this.columns = view.width;
    this.rows = view.height;
    this.plate = scene.add.graphics();
    this.kinds = view.cells.map((c) =>
      c.kind === 'absent' ? 'absent' : c.kind === 'mystery' ? 'mystery' : 'clue',
    );
    this.drawnCells = this.kinds.flatMap((kind, cell) => (kind === 'absent' ? [] : [cell]));
    for (const c of view.cells) {
      if (c.kind === 'mystery') {
        const made = new MysteryView(scene, atlas, this.styles, theme, c.cell, DIM[palette.theme]);
        made.container.setDepth(DEPTH.mysteries);
        this.mysteries.set(c.cell, made);
      } else if (c.kind === 'pair' || c.kind === 'square') {
        const made = new ClueView(scene, atlas, this.styles, theme, c.cell, c, DIM[palette.theme]);
        made.container.setDepth(DEPTH.clues);
        this.clues.set(c.cell, made);
      }
    }
    this.baked = new BakedLayer(scene, 'board', DEPTH.board);
    BakedLayer.adopt(this.drawables());
  }

  /** Everything the picture is made of, bottom first. */
  private drawables() {
    return [
      this.plate,
      ...[...this.clues.values()].map((v) => v.container),
      ...[...this.mysteries.values()].map((v) => v.container),
    ];
  }

  show(view: BoardView, options: ShowOptions) {
    let changed = false;
    for (const c of view.cells) {
      const dim = cellAlpha(c.cell, options.fullStrength) < 1;
      if (c.kind === 'mystery') {
        const made = this.mysteries.get(c.cell);
        if (made) changed = made.update(c, dim) || changed;
      } else if (c.kind === 'pair' || c.kind === 'square') {
        const made = this.clues.get(c.cell);
        if (made) changed = made.update(c, options.solvable.has(c.cell), dim) || changed;
      }
    }
    if (changed) this.dirty = true;
  }

  relayout(layout: BoardLayout) {
    this.layout = layout;
    // Animations under way would put back the old places and sizes when they end.
    for (const container of this.held.keys()) {
      container.scene?.tweens.killTweensOf(container);
      container.removeFromDisplayList();
    }
    this.held.clear();
    for (const made of [...this.mysteries.values(), ...this.clues.values()]) {
      const { x, y } = cellCenter(layout, made.cell);
      made.container.scene?.tweens.killTweensOf(made.container);
      made.container.setPosition(x, y).setScale(layout.scale);
    }
    this.drawPlate(layout);
    this.dirty = true;
  }

  /** Bakes the picture again if anything in it changed; called once a frame. */
  flush() {
    const layout = this.layout;
    if (!this.dirty || !layout || !this.visible) return;
    this.dirty = false;
    const { x, y, width, height } = layout.plate;
    const area = {
      x: x - BAKE_MARGIN,
      y: y - BAKE_MARGIN,
      width: width + 2 * BAKE_MARGIN,
      height: height + 2 * BAKE_MARGIN,
    };
    this.baked.bake(
      area,
      this.drawables().filter((o) => !this.held.has(o as Phaser.GameObjects.Container)),
    );
  }

  private drawPlate(layout: BoardLayout) {
    const g = this.plate.clear();
    const { x, y, width, height } = layout.plate;
    const radius = Math.min(28, layout.cell * 0.3);
    g.fillStyle(0x13223a, 0.18);
    g.fillRoundedRect(x, y + Math.min(6, layout.cell * 0.08), width, height, radius);
    g.fillStyle(colorNumber(this.palette.plate), 0.94);
    g.fillRoundedRect(x, y, width, height, radius);
    g.lineStyle(Math.max(2, layout.cell * 0.04), colorNumber(this.palette.plateEdge), 1);
    g.strokeRoundedRect(x, y, width, height, radius);
  }

  clueShapeOf(cell: number): ClueShape | undefined {
    return this.clues.get(cell)?.shape;
  }

  /** Lends out a cell's container to animate: the scene draws it until it is released. */
  hold(cell: number): Held | undefined {
    const container = this.mysteries.get(cell)?.container ?? this.clues.get(cell)?.container;
    if (!container || !this.visible) return undefined;
    const count = this.held.get(container) ?? 0;
    if (count === 0) {
      container.addToDisplayList();
      this.dirty = true;
    }
    this.held.set(container, count + 1);
    let released = false;
    return {
      container,
      release: () => {
        if (released) return;
        released = true;
        const left = (this.held.get(container) ?? 0) - 1;
        // Gone already: a relayout took every container back.
        if (left < 0) return;
        if (left > 0) {
          this.held.set(container, left);
          return;
        }
        this.held.delete(container);
        container.removeFromDisplayList();
        this.dirty = true;
      },
    };
  }

  setVisible(visible: boolean) {
    if (visible === this.visible) return;
    this.visible = visible;
    this.baked.setVisible(visible);
    for (const container of this.held.keys()) container.setVisible(visible);
    if (visible) this.dirty = true;
  }

  destroy() {
    this.baked.destroy();
    this.plate.destroy();
    for (const made of this.mysteries.values()) made.destroy();
    for (const made of this.clues.values()) made.destroy();
    this.mysteries.clear();
    this.clues.clear();
    this.held.clear();
  }
}
