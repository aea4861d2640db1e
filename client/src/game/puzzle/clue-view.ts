// One clue: a pair's bubble on the band joining its two tiles, or a square clue's box, with the
// add half above and the multiply half below. A printed half shows its number, a hidden half a
// blank line or the player's note (pencil colour, italic, dotted underline), a solved clue both
// numbers and a check. A clue the helper marks as solvable glows and wears a bulb badge.

import type { CellView, HalfView } from '@numberland/engine';
import type * as Phaser from 'phaser';
import { BUBBLE, type ClueShape } from './art-shapes';
import type { FrameName } from './atlas';
import { type Dim, FULL } from './dimming';
import { applyStyle, fitWidth, type StyleName, type TextStyles } from './text-styles';

export type ClueCell = Extract<CellView, { kind: 'pair' | 'square' }>;
export type Half = 'add' | 'mult';

export function clueShape(view: ClueCell): ClueShape {
  if (view.kind === 'square') return 'square';
  return view.horizontal ? 'pair-h' : 'pair-v';
}

/** Where a half's parts sit, in CELL_BASE units round the cell's middle. */
export function halfGeometry(shape: ClueShape, half: Half) {
  const { w, h } = BUBBLE[shape];
  // The bubble's face is h - 4 tall (its shadow takes the rest) and starts at -h/2.
  const middle = -2;
  const quarter = (h - 4) / 4;
  const y = half === 'add' ? middle - quarter : middle + quarter;
  const signX = -w / 2 + 15;
  const valueLeft = signX + 12;
  const valueRight = w / 2 - 3;
  return {
    y,
    signX,
    valueX: (valueLeft + valueRight) / 2,
    valueWidth: valueRight - valueLeft,
  };
}

const HALF_RING: Readonly<Record<ClueShape, FrameName>> = {
  'pair-h': 'half-pair-h',
  'pair-v': 'half-pair-v',
  square: 'half-square',
};

interface HalfParts {
  readonly sign: Phaser.GameObjects.Image;
  readonly value: Phaser.GameObjects.Text;
  readonly blank: Phaser.GameObjects.Image;
  readonly underline: Phaser.GameObjects.Image;
  readonly ring: Phaser.GameObjects.Image;
}

export class ClueView {
  readonly container: Phaser.GameObjects.Container;
  readonly shape: ClueShape;
  private readonly bubble: Phaser.GameObjects.Image;
  private readonly glow: Phaser.GameObjects.Image;
  private readonly check: Phaser.GameObjects.Image;
  private readonly bulb: Phaser.GameObjects.Image;
  private readonly halves: Readonly<Record<Half, HalfParts>>;
  private shown = '';

  constructor(
    scene: Phaser.Scene,
    atlas: string,
    private readonly styles: TextStyles,
    private readonly theme: string,
    readonly cell: number,
    view: ClueCell,
    /** How the clue fades when it has nothing to do with the selection. */
    private readonly faded: Dim = FULL,
  ) {
    this.shape = clueShape(view);
    const { w, h } = BUBBLE[this.shape];
    this.glow = scene.add.image(0, 0, atlas, 'halo').setDisplaySize(150, 150).setVisible(false);
    this.bubble = scene.add.image(0, 0, atlas, this.shape);
    const corner = { x: w / 2 - 6, y: -h / 2 + 4 };
    this.check = scene.add.image(corner.x, corner.y, atlas, 'check').setDisplaySize(28, 28).setVisible(false);
    this.bulb = scene.add.image(corner.x, corner.y, atlas, 'bulb').setDisplaySize(38, 38).setVisible(false);
    const parts = (half: Half): HalfParts => {
      const at = halfGeometry(this.shape, half);
      return {
        sign: scene.add
          .image(at.signX, at.y, atlas, half === 'add' ? 'sign-add' : 'sign-mult')
          .setDisplaySize(22, 22),
        value: scene.add.text(at.valueX, at.y, '').setOrigin(0.5),
        blank: scene.add.image(at.valueX, at.y + 9, atlas, 'blank'),
        underline: scene.add.image(at.valueX, at.y + 16, atlas, 'note-line').setVisible(false),
        ring: scene.add.image(0, at.y, atlas, HALF_RING[this.shape]).setVisible(false),
      };
    };
    this.halves = { add: parts('add'), mult: parts('mult') };
    const { add, mult } = this.halves;
    this.container = scene.add.container(0, 0, [
      this.glow,
      this.bubble,
      add.sign,
      add.blank,
      add.underline,
      add.value,
      mult.sign,
      mult.blank,
      mult.underline,
      mult.value,
      add.ring,
      mult.ring,
      this.check,
      this.bulb,
    ]);
  }

  /** Shows the clue as the engine sees it now; answers whether anything drawn changed. */
  update(view: ClueCell, solvable: boolean, dim: boolean): boolean {
    const key = `${view.add.source}${view.add.value}|${view.mult.source}${view.mult.value}|${view.solved}|${view.selectedHalf}|${solvable}|${dim}`;
    if (key === this.shown) return false;
    this.shown = key;
    // The container carries the numbers' fade, the bubble the rest of its own.
    const fade = dim ? this.faded : FULL;
    this.container.setAlpha(fade.ink);
    this.bubble.setAlpha(fade.ground / fade.ink);
    this.bubble.setFrame(view.solved ? `${this.shape}-solved` : this.shape);
    this.check.setVisible(view.solved);
    this.showHalf('add', view.add, view.selectedHalf === 'add');
    this.showHalf('mult', view.mult, view.selectedHalf === 'mult');
    const helps = solvable && !view.solved;
    this.glow.setVisible(helps);
    this.bulb.setVisible(helps);
    return true;
  }

  private showHalf(half: Half, shown: HalfView, selected: boolean) {
    const parts = this.halves[half];
    const at = halfGeometry(this.shape, half);
    parts.ring.setVisible(selected);
    const hidden = shown.source === 'hidden';
    parts.blank.setVisible(hidden);
    parts.value.setVisible(!hidden);
    parts.underline.setVisible(shown.source === 'note');
    if (hidden) return;
    const style: StyleName =
      shown.source === 'printed' ? 'cluePrinted' : shown.source === 'solved' ? 'clueSolved' : 'clueNote';
    applyStyle(parts.value, this.styles, style, this.theme);
    parts.value.setText(String(shown.value));
    fitWidth(parts.value, at.valueWidth + 8);
  }

  destroy() {
    this.container.destroy();
  }
}
