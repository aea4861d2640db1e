// One mystery tile: '?' while open, the number once found (printed ones on a double-edged paper
// tile, revealed ones with an eye), the player's notes in a 3×3 pencil grid, and wrong tries
// struck out along the bottom. Drawn in CELL_BASE units round the cell's centre; the container's
// scale fits it to the cell. Objects are made once and only changed when what they show changes.

import type { CellView } from '@numberland/engine';
import type * as Phaser from 'phaser';
import { frameSize } from './atlas';
import { type Dim, FULL } from './dimming';
import { applyStyle, type StyleName, type TextStyles } from './text-styles';

export type MysteryCell = Extract<CellView, { kind: 'mystery' }>;

/** The tile's face is painted a little above the cell's middle (its shadow is below). */
export const TILE_MIDDLE = -3;
const FIGURE_SPACE = '\u2007';
const TRY_PITCH = 24;

/** Notes as three rows of three; a missing digit keeps its place with a figure-wide space. */
export function notesText(notes: readonly number[]): string {
  const rows: string[] = [];
  for (let row = 0; row < 3; row++) {
    const cells: string[] = [];
    for (let col = 1; col <= 3; col++) {
      const digit = row * 3 + col;
      cells.push(notes.includes(digit) ? String(digit) : FIGURE_SPACE);
    }
    rows.push(cells.join(FIGURE_SPACE));
  }
  return rows.join('\n');
}

export class MysteryView {
  readonly container: Phaser.GameObjects.Container;
  private readonly tile: Phaser.GameObjects.Image;
  private readonly ring: Phaser.GameObjects.Image;
  private readonly value: Phaser.GameObjects.Text;
  private readonly badge: Phaser.GameObjects.Image;
  private notes: Phaser.GameObjects.Text | undefined;
  private readonly tries: { text: Phaser.GameObjects.Text; strike: Phaser.GameObjects.Image }[] = [];
  private shown = '';

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly atlas: string,
    private readonly styles: TextStyles,
    private readonly theme: string,
    readonly cell: number,
    /** How the cell fades when it has nothing to do with the selection. */
    private readonly faded: Dim = FULL,
  ) {
    this.tile = scene.add.image(0, 0, atlas, 'tile-open');
    this.value = scene.add.text(0, TILE_MIDDLE, '?').setOrigin(0.5);
    applyStyle(this.value, styles, 'question', theme);
    this.badge = scene.add.image(31, -29, atlas, 'eye').setDisplaySize(28, 28).setVisible(false);
    this.ring = scene.add.image(0, 0, atlas, 'ring-select').setVisible(false);
    this.container = scene.add.container(0, 0, [this.tile, this.value, this.badge, this.ring]);
  }

  /** Shows the cell as the engine sees it now; answers whether anything drawn changed. */
  update(view: MysteryCell, dim: boolean): boolean {
    // Most updates change one cell; the rest keep what they show.
    const key = `${view.value}|${view.given}|${view.revealed}|${view.notes}|${view.tries}|${view.selected}|${dim}`;
    if (key === this.shown) return false;
    this.shown = key;
    // The container carries the numbers' fade, the tile the rest of its own.
    const fade = dim ? this.faded : FULL;
    this.container.setAlpha(fade.ink);
    this.tile.setAlpha(fade.ground / fade.ink);
    const open = view.value === 0;
    this.tile.setFrame(open ? 'tile-open' : view.given ? 'tile-given' : 'tile-found');
    this.ring.setVisible(view.selected);
    this.badge.setVisible(view.revealed);
    const tries = open ? view.tries : [];
    const notes = open ? view.notes : [];
    const lifted = tries.length > 0;

    if (!open || notes.length === 0) {
      const style: StyleName = open ? 'question' : view.given ? 'given' : 'found';
      applyStyle(this.value, this.styles, style, this.theme);
      this.value
        .setText(open ? '?' : String(view.value))
        .setVisible(true)
        .setY(TILE_MIDDLE - (lifted ? 10 : 0))
        .setScale(lifted ? 0.82 : 1);
    } else {
      this.value.setVisible(false);
    }
    this.showNotes(notes, lifted);
    this.showTries(tries);
    return true;
  }

  private showNotes(notes: readonly number[], lifted: boolean) {
    if (notes.length === 0) {
      this.notes?.setVisible(false);
      return;
    }
    if (!this.notes) {
      this.notes = this.scene.add.text(0, 0, '').setOrigin(0.5);
      applyStyle(this.notes, this.styles, 'notes', this.theme);
      this.container.addAt(this.notes, 2);
    }
    this.notes
      .setText(notesText(notes))
      .setVisible(true)
      .setY(TILE_MIDDLE - (lifted ? 9 : 0))
      .setScale(lifted ? 0.8 : 1);
  }

  private showTries(tries: readonly number[]) {
    while (this.tries.length < tries.length) {
      const text = this.scene.add.text(0, 0, '').setOrigin(0.5);
      applyStyle(text, this.styles, 'try', this.theme);
      const strike = this.scene.add.image(0, 0, this.atlas, 'strike');
      this.container.addAt([text, strike], 2);
      this.tries.push({ text, strike });
    }
    const left = -((tries.length - 1) * TRY_PITCH) / 2;
    this.tries.forEach(({ text, strike }, i) => {
      const digit = tries[i];
      const visible = digit !== undefined;
      text.setVisible(visible);
      strike.setVisible(visible);
      if (!visible) return;
      const x = left + i * TRY_PITCH;
      text.setText(String(digit)).setPosition(x, 29);
      strike.setPosition(x, 30).setDisplaySize(frameSize('strike').width, frameSize('strike').height);
    });
  }

  destroy() {
    this.container.destroy();
  }
}
