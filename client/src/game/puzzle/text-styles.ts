// The scene's text: the system's own fonts (nothing is fetched), big bold digits, and one named
// style per use so a Text is restyled only when its use changes (restyling re-renders it).
// Sizes are in CELL_BASE units: views scale their whole cell, text included.

import type * as Phaser from 'phaser';
import { COMMON, type Palette } from './palette';

export const FONT_STACK = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

type Style = Phaser.Types.GameObjects.Text.TextStyle;

const style = (fontStyle: string, size: number, color: string, extra: Style = {}): Style => ({
  fontFamily: FONT_STACK,
  fontStyle,
  fontSize: `${size}px`,
  color,
  // Italic and heavy glyphs lean past their advance width; room keeps them whole.
  padding: { x: 4, y: 2 },
  ...extra,
});

export function textStyles(p: Palette) {
  return {
    question: style('800', 58, p.question),
    found: style('800', 62, p.foundInk),
    given: style('900', 62, COMMON.ink),
    notes: style('700', 23, COMMON.note, { align: 'center', lineSpacing: 1 }),
    try: style('800', 22, '#8f1d22'),
    cluePrinted: style('800', 35, COMMON.ink),
    clueSolved: style('800', 35, p.foundInk),
    clueNote: style('italic 700', 31, COMMON.note),
    deduced: style('italic 800', 31, COMMON.deduced),
    keyDigit: style('800', 56, p.keyInk),
    keyNoteDigit: style('italic 700', 50, COMMON.note),
    price: style('800', 19, COMMON.ink),
    pop: style('900', 40, p.accent, { stroke: COMMON.white, strokeThickness: 7 }),
    wrongDigit: style('900', 62, COMMON.bad),
    banner: style('900', 34, '#3d2400'),
  } satisfies Record<string, Style>;
}

export type TextStyles = ReturnType<typeof textStyles>;
export type StyleName = keyof TextStyles;

const applied = new WeakMap<Phaser.GameObjects.Text, string>();

/** Gives `text` the named style unless it has it already (each restyle re-renders the text). */
export function applyStyle(text: Phaser.GameObjects.Text, styles: TextStyles, name: StyleName, theme = '') {
  const id = `${theme}:${name}`;
  if (applied.get(text) === id) return;
  applied.set(text, id);
  text.setStyle(styles[name]);
}

/** Shrinks a text (never grows it) so it is at most `width` wide at scale 1. */
export function fitWidth(text: Phaser.GameObjects.Text, width: number) {
  const natural = text.width;
  text.setScale(natural > width ? width / natural : 1);
}
