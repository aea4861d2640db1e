// Short-lived pictures answering the player: a green flash with a check on a right number and a
// "+N" that floats up, a hatched red flash with a cross and the wrong digit, a pulse on a solved
// clue, a burst of sparkles and a banner for the special square, and gems flying to the balance.
// Everything removes itself. With reduced motion nothing moves: pictures only fade in and out.

import type * as Phaser from 'phaser';
import { emit } from '../events';
import { DEPTH, type Held } from './board';
import { type BoardLayout, CELL_BASE, cellCenter } from './board-layout';
import { label } from './labels';
import { TILE_MIDDLE } from './mystery-view';
import { applyStyle, type TextStyles } from './text-styles';

/** Spec section 4: right and wrong flash for 1 s; section 9: the score pop-up goes after 2 s. */
export const FLASH_MS = 1000;
export const POP_MS = 2000;
const BANNER_MS = 2200;

type Shown = Phaser.GameObjects.Image | Phaser.GameObjects.Text | Phaser.GameObjects.Container;

export class Effects {
  private readonly live = new Set<Shown>();

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly atlas: string,
    private readonly styles: TextStyles,
    private readonly theme: string,
  ) {}

  private keep<T extends Shown>(object: T): T {
    this.live.add(object);
    object.once('destroy', () => this.live.delete(object));
    return object;
  }

  private image(x: number, y: number, frame: string, size: number) {
    return this.keep(
      this.scene.add.image(x, y, this.atlas, frame).setDisplaySize(size, size).setDepth(DEPTH.effects),
    );
  }

  /** Holds, then fades out and goes. */
  private fadeAway(target: Shown, hold: number, fade: number) {
    this.scene.tweens.add({
      targets: target,
      alpha: 0,
      delay: hold,
      duration: fade,
      onComplete: () => target.destroy(),
    });
  }

  correct(layout: BoardLayout, cell: number, points: number, reducedMotion: boolean) {
    const { x, y } = cellCenter(layout, cell);
    const s = layout.scale;
    const flash = this.keep(
      this.scene.add.image(x, y, this.atlas, 'flash-good').setScale(s).setDepth(DEPTH.effects),
    );
    if (!reducedMotion)
      this.scene.tweens.add({ targets: flash, scale: { from: s * 0.7, to: s }, duration: 180 });
    this.fadeAway(flash, FLASH_MS * 0.6, FLASH_MS * 0.4);
    if (points <= 0) return;
    // The pop-up's own sound, a moment after the session's 'correct' so the two do not blur.
    this.scene.time.delayedCall(180, () => emit('sound:play', { sound: 'score-pop' }));
    const pop = this.keep(this.scene.add.text(x, y - layout.cell * 0.45, `+${points}`).setOrigin(0.5));
    applyStyle(pop, this.styles, 'pop', this.theme);
    pop.setScale(Math.max(0.6, s)).setDepth(DEPTH.effects + 0.5);
    if (!reducedMotion) {
      this.scene.tweens.add({
        targets: pop,
        y: pop.y - layout.cell * 0.8,
        duration: POP_MS,
        ease: 'Cubic.easeOut',
      });
    }
    this.fadeAway(pop, POP_MS * 0.7, POP_MS * 0.3);
  }

  /** `tile` is the cell's view, lent by the board so it can shake with the flash. */
  wrong(layout: BoardLayout, cell: number, value: number, tile: Held | undefined, reducedMotion: boolean) {
    const { x, y } = cellCenter(layout, cell);
    const s = layout.scale;
    const flash = this.scene.add.image(0, 0, this.atlas, 'flash-bad');
    const digit = this.scene.add.text(0, TILE_MIDDLE, String(value)).setOrigin(0.5);
    applyStyle(digit, this.styles, 'wrongDigit', this.theme);
    const cross = this.scene.add.image(30, -28, this.atlas, 'cross').setDisplaySize(34, 34);
    const group = this.keep(
      this.scene.add.container(x, y, [flash, digit, cross]).setScale(s).setDepth(DEPTH.effects),
    );
    this.fadeAway(group, FLASH_MS * 0.6, FLASH_MS * 0.4);
    if (reducedMotion) tile?.release();
    else {
      this.shake(group, x, layout.cell);
      if (tile) this.shake(tile.container, x, layout.cell, tile.release);
    }
  }

  /** A short side-to-side shake (a refused digit, a wrong one), ending where it started. */
  shake(target: Phaser.GameObjects.Container, x: number, cell: number, done?: () => void) {
    this.scene.tweens.add({
      targets: target,
      x: { from: x - cell * 0.06, to: x + cell * 0.06 },
      duration: 55,
      yoyo: true,
      repeat: 2,
      ease: 'Sine.easeInOut',
      onComplete: () => {
        target.setX(x);
        done?.();
      },
    });
  }

  /** `clue` is the clue's view, lent by the board so it can pulse. */
  clueSolved(layout: BoardLayout, cell: number, clue: Held | undefined, reducedMotion: boolean) {
    const { x, y } = cellCenter(layout, cell);
    const glow = this.image(x, y, 'glow', layout.cell * 1.6).setAlpha(0);
    this.scene.tweens.add({
      targets: glow,
      alpha: { from: 0, to: 0.7 },
      duration: 220,
      yoyo: true,
      hold: 200,
      onComplete: () => glow.destroy(),
    });
    if (!clue) return;
    if (reducedMotion) {
      clue.release();
      return;
    }
    this.scene.tweens.add({
      targets: clue.container,
      scale: { from: layout.scale, to: layout.scale * 1.15 },
      duration: 160,
      yoyo: true,
      ease: 'Sine.easeOut',
      onComplete: () => {
        clue.container.setScale(layout.scale);
        clue.release();
      },
    });
  }

  revealed(layout: BoardLayout, cell: number) {
    const { x, y } = cellCenter(layout, cell);
    const glow = this.image(x, y, 'glow', layout.cell * 1.4).setAlpha(0);
    this.scene.tweens.add({
      targets: glow,
      alpha: { from: 0, to: 0.85 },
      duration: 250,
      yoyo: true,
      hold: 300,
      onComplete: () => glow.destroy(),
    });
  }

  /** Sparkles burst from the four cells and a banner shows over the square. */
  specialSquare(layout: BoardLayout, square: number, corners: readonly number[], reducedMotion: boolean) {
    const size = layout.cell * 0.32;
    for (const corner of corners) {
      const { x, y } = cellCenter(layout, corner);
      const glow = this.image(x, y, 'glow', layout.cell * 1.5).setAlpha(0);
      this.scene.tweens.add({
        targets: glow,
        alpha: { from: 0, to: 1 },
        duration: 300,
        yoyo: true,
        hold: 600,
        onComplete: () => glow.destroy(),
      });
      for (let i = 0; i < 6; i++) {
        const angle = (i / 6) * Math.PI * 2 + Math.random() * 0.5;
        const distance = layout.cell * (0.55 + Math.random() * 0.35);
        const sparkle = this.image(x, y, i % 2 === 0 ? 'sparkle' : 'star', size);
        if (reducedMotion) {
          sparkle.setPosition(x + Math.cos(angle) * distance, y + Math.sin(angle) * distance).setAlpha(0);
          this.scene.tweens.add({ targets: sparkle, alpha: 1, duration: 250, yoyo: true, hold: 500 });
          this.fadeAway(sparkle, 1100, 100);
          continue;
        }
        this.scene.tweens.add({
          targets: sparkle,
          x: x + Math.cos(angle) * distance,
          y: y + Math.sin(angle) * distance,
          scale: { from: sparkle.scale * 0.4, to: sparkle.scale * 1.2 },
          duration: 700,
          delay: i * 40,
          ease: 'Cubic.easeOut',
        });
        this.fadeAway(sparkle, 700, 400);
      }
    }
    this.banner(layout, square, reducedMotion);
  }

  private banner(layout: BoardLayout, square: number, reducedMotion: boolean) {
    const center = cellCenter(layout, square);
    const width = Math.min(layout.width - 16, Math.max(240, layout.cell * 4));
    const scale = width / 400;
    const y = Math.max((92 * scale) / 2 + 4, center.y - layout.cell * 1.6);
    const ribbon = this.scene.add.image(0, 0, this.atlas, 'banner');
    const text = this.scene.add.text(0, -6, label('specialSquare')).setOrigin(0.5);
    applyStyle(text, this.styles, 'banner', this.theme);
    if (text.width > 250) text.setScale(250 / text.width);
    const left = this.scene.add.image(-158, -6, this.atlas, 'star').setDisplaySize(38, 38);
    const right = this.scene.add.image(158, -6, this.atlas, 'star').setDisplaySize(38, 38);
    const x = Math.min(Math.max(center.x, width / 2 + 8), layout.width - width / 2 - 8);
    const group = this.keep(
      this.scene.add.container(x, y, [ribbon, text, left, right]).setDepth(DEPTH.effects + 1),
    );
    group.setScale(scale);
    if (reducedMotion) {
      group.setAlpha(0);
      this.scene.tweens.add({ targets: group, alpha: 1, duration: 250 });
    } else {
      this.scene.tweens.add({
        targets: group,
        scale: { from: scale * 0.4, to: scale },
        duration: 380,
        ease: 'Back.easeOut',
      });
    }
    this.fadeAway(group, BANNER_MS - 400, 400);
  }

  /**
   * `count` gems fly from the board's middle towards the balance: `toward` (its place, which may
   * lie above the element: they stop at the element's top edge below it), or the top-right corner.
   */
  gems(layout: BoardLayout, count: number, reducedMotion: boolean, toward?: { x: number; y: number }) {
    emit('sound:play', { sound: 'gem-fly' });
    const from = { x: layout.grid.x + layout.grid.width / 2, y: layout.grid.y + layout.grid.height / 2 };
    const to = toward
      ? { x: Math.min(Math.max(toward.x, 18), layout.width - 18), y: Math.max(toward.y, 18) }
      : { x: layout.width - 22, y: 18 };
    const size = Math.max(18, Math.min(30, layout.cell * 0.36));
    if (reducedMotion) {
      for (let i = 0; i < Math.min(count, 5); i++) {
        const gem = this.image(to.x - i * size * 0.7, to.y + size * 0.6, 'gem', size)
          .setDepth(DEPTH.flying)
          .setAlpha(0);
        this.scene.tweens.add({
          targets: gem,
          alpha: 1,
          duration: 200,
          delay: i * 80,
          yoyo: true,
          hold: 500,
        });
        this.fadeAway(gem, 1200, 100);
      }
      return;
    }
    for (let i = 0; i < count; i++) {
      const angle = Math.random() * Math.PI * 2;
      const spread = Math.random() * CELL_BASE * 0.6 * layout.scale;
      const gem = this.image(
        from.x + Math.cos(angle) * spread,
        from.y + Math.sin(angle) * spread,
        'gem',
        size,
      );
      gem.setDepth(DEPTH.flying).setAlpha(0);
      const delay = i * 35;
      this.scene.tweens.add({ targets: gem, alpha: 1, duration: 120, delay });
      this.scene.tweens.add({
        targets: gem,
        x: { value: to.x, ease: 'Sine.easeIn' },
        y: { value: to.y, ease: 'Cubic.easeIn' },
        scale: gem.scale * 0.6,
        duration: 700 + Math.random() * 250,
        delay: delay + 120,
        onComplete: () => gem.destroy(),
      });
    }
  }

  /** Removes everything still showing (a new puzzle, the grid hidden). */
  clear() {
    for (const object of [...this.live]) {
      this.scene.tweens.killTweensOf(object);
      object.destroy();
    }
    this.live.clear();
  }
}
