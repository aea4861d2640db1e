// The number pad the scene draws: digits, then Note (with a switch showing whether note mode is
// on), Erase, Reveal and Hint (each with its gem price) and Submit-note. Every key is made once;
// showing the pad only changes which are visible. Keys are drawn in KEY_BASE units round their
// middle and scaled to the layout's key size, and shown as one baked picture (baked-layer.ts).

import { REVEAL_PRICE, SMART_HINT_PRICE } from '@numberland/engine';
import type * as Phaser from 'phaser';
import type { FrameName } from './atlas';
import { BakedLayer } from './baked-layer';
import { DEPTH } from './board';
import { type BoardLayout, DIGIT_KEYS, PAD_KEYS, type PadKey } from './board-layout';
import { applyStyle, type TextStyles } from './text-styles';

/** The key's face is painted a little above its middle (its shadow is below). */
const FACE_MIDDLE = -4;

const ICONS: Readonly<Partial<Record<PadKey, FrameName>>> = {
  note: 'pencil',
  erase: 'eraser',
  reveal: 'eye',
  hint: 'bulb',
  'submit-note': 'submit',
};

const PRICES: Readonly<Partial<Record<PadKey, number>>> = { reveal: REVEAL_PRICE, hint: SMART_HINT_PRICE };

interface Key {
  readonly name: PadKey;
  readonly container: Phaser.GameObjects.Container;
  readonly face: Phaser.GameObjects.Image;
  readonly label: Phaser.GameObjects.Text | undefined;
  readonly toggle: Phaser.GameObjects.Image | undefined;
  /** The price on the key's chip (reveal and hint). */
  readonly price: Phaser.GameObjects.Text | undefined;
}

/** A resting key is this opaque: plainly there, plainly not ready. */
const RESTING_ALPHA = 0.4;

const isDigit = (key: PadKey) => (DIGIT_KEYS as readonly string[]).includes(key);

export class NumberPad {
  private readonly keys: Readonly<Record<PadKey, Key>>;
  private layout: BoardLayout | undefined;
  private shown: readonly PadKey[] | undefined;
  private resting: readonly PadKey[] = [];
  private noteMode = false;
  /** A lesson's practice board: the hint costs nothing, and its chip says 0. */
  private freeHint = false;
  private visible = true;
  private dirty = true;
  private readonly baked: BakedLayer;
  /** Keys drawn by the scene while their press animates. */
  private readonly pressed = new Set<Phaser.GameObjects.Container>();

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly atlas: string,
    private readonly styles: TextStyles,
    private readonly theme: string,
  ) {
    this.keys = Object.fromEntries(PAD_KEYS.map((name) => [name, this.makeKey(name)])) as Record<PadKey, Key>;
    this.baked = new BakedLayer(scene, 'pad', DEPTH.pad);
    this.baked.setVisible(false);
    BakedLayer.adopt(Object.values(this.keys).map((key) => key.container));
  }

  private makeKey(name: PadKey): Key {
    const { scene, atlas } = this;
    const digit = isDigit(name);
    const face = scene.add.image(0, 0, atlas, digit ? 'key-digit' : 'key-control');
    const children: Phaser.GameObjects.GameObject[] = [face];
    let label: Phaser.GameObjects.Text | undefined;
    let toggle: Phaser.GameObjects.Image | undefined;
    let priceText: Phaser.GameObjects.Text | undefined;
    if (digit) {
      label = scene.add.text(0, FACE_MIDDLE, name).setOrigin(0.5);
      applyStyle(label, this.styles, 'keyDigit', this.theme);
      children.push(label);
    } else {
      const badge = name === 'note' || PRICES[name] !== undefined;
      const icon = scene.add.image(0, badge ? FACE_MIDDLE - 13 : FACE_MIDDLE, atlas, ICONS[name]!);
      icon.setDisplaySize(badge ? 50 : 62, badge ? 50 : 62);
      children.push(icon);
      if (name === 'note') {
        toggle = scene.add.image(0, 27, atlas, 'toggle-off').setDisplaySize(50, 27);
        children.push(toggle);
      }
      const price = PRICES[name];
      if (price !== undefined) {
        const chip = scene.add.image(0, 27, atlas, 'chip').setDisplaySize(74, 28);
        const gem = scene.add.image(-22, 27, atlas, 'gem').setDisplaySize(22, 22);
        const text = scene.add.text(9, 27, String(price)).setOrigin(0.5);
        applyStyle(text, this.styles, 'price', this.theme);
        children.push(chip, gem, text);
        priceText = text;
      }
    }
    const container = scene.add.container(0, 0, children).setDepth(DEPTH.pad).setVisible(false);
    return { name, container, face, label, toggle, price: priceText };
  }

  relayout(layout: BoardLayout) {
    this.layout = layout;
    for (const key of Object.values(this.keys)) {
      const rect = layout.keys[key.name];
      this.scene.tweens.killTweensOf(key.container);
      key.container.removeFromDisplayList();
      const resting = this.resting.includes(key.name) && !this.shown?.includes(key.name);
      key.container
        .setPosition(rect.x + rect.width / 2, rect.y + rect.height / 2)
        .setScale(layout.keyScale)
        .setAlpha(resting ? RESTING_ALPHA : 1);
    }
    this.pressed.clear();
    this.dirty = true;
  }

  /**
   * Which keys show (undefined hides the pad), whether note mode is on, whether hints are free, and
   * which keys rest: drawn faded in their places, not pressable (no cell chosen yet), so the pad
   * keeps its shape instead of one key alone in an empty space.
   */
  show(
    keys: readonly PadKey[] | undefined,
    noteMode: boolean,
    freeHint = false,
    resting: readonly PadKey[] = [],
  ) {
    if (freeHint !== this.freeHint) {
      this.freeHint = freeHint;
      this.keys.hint.price?.setText(String(freeHint ? 0 : SMART_HINT_PRICE));
      this.dirty = true;
    }
    const appearing = keys !== undefined && this.shown === undefined;
    const same =
      keys?.join() === this.shown?.join() &&
      resting.join() === this.resting.join() &&
      noteMode === this.noteMode;
    this.shown = keys;
    this.resting = resting;
    this.baked.setVisible(keys !== undefined && this.visible);
    if (same) return;
    this.dirty = true;
    const set = new Set(keys ?? []);
    const rest = new Set(keys ? resting : []);
    for (const key of Object.values(this.keys)) {
      key.container.setVisible(set.has(key.name) || rest.has(key.name));
      key.container.setAlpha(rest.has(key.name) && !set.has(key.name) ? RESTING_ALPHA : 1);
    }
    if (appearing) this.baked.fadeIn(140);
    if (noteMode === this.noteMode && !appearing) return;
    this.noteMode = noteMode;
    for (const name of DIGIT_KEYS) {
      const key = this.keys[name];
      key.face.setFrame(noteMode ? 'key-note-digit' : 'key-digit');
      if (key.label) applyStyle(key.label, this.styles, noteMode ? 'keyNoteDigit' : 'keyDigit', this.theme);
    }
    const note = this.keys.note;
    note.face.setFrame(noteMode ? 'key-on' : 'key-control');
    note.toggle?.setFrame(noteMode ? 'toggle-on' : 'toggle-off');
  }

  /**
   * The key's press: it dips and springs back (a short fade with reduced motion). While it moves
   * the scene draws the key itself, over the baked pad.
   */
  press(name: PadKey, reducedMotion: boolean) {
    const key = this.keys[name];
    const scale = this.layout?.keyScale ?? 1;
    this.scene.tweens.killTweensOf(key.container);
    key.container.setScale(scale).setAlpha(1);
    if (!this.pressed.has(key.container)) {
      this.pressed.add(key.container);
      key.container.addToDisplayList();
    }
    const done = () => {
      if (!this.pressed.delete(key.container)) return;
      key.container.removeFromDisplayList();
    };
    this.scene.tweens.add(
      reducedMotion
        ? { targets: key.container, alpha: { from: 0.55, to: 1 }, duration: 160, onComplete: done }
        : {
            targets: key.container,
            scale: { from: scale * 0.86, to: scale },
            duration: 170,
            ease: 'Back.easeOut',
            onComplete: done,
          },
    );
  }

  /** Bakes the pad again if anything on it changed; called once a frame. */
  flush() {
    const layout = this.layout;
    if (!this.dirty || !layout || !this.visible) return;
    this.dirty = false;
    const { x, y, width, height } = layout.pad;
    this.baked.bake(
      { x: x - 4, y: y - 4, width: width + 8, height: height + 8 },
      Object.values(this.keys).map((key) => key.container),
    );
  }

  setVisible(visible: boolean) {
    if (visible === this.visible) return;
    this.visible = visible;
    this.baked.setVisible(visible && this.shown !== undefined);
    for (const container of this.pressed) container.setVisible(visible);
    if (visible) this.dirty = true;
  }

  destroy() {
    this.baked.destroy();
    for (const key of Object.values(this.keys)) key.container.destroy();
  }
}
