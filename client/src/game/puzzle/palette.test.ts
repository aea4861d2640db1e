import { describe, expect, it } from 'vitest';
import { blend, contrast } from './contrast';
import { DIM } from './dimming';
import { COMMON, type Palette, paletteFor } from './palette';

const palettes: Palette[] = [1, 2, 3].flatMap((level) => [
  paletteFor(level, 'light'),
  paletteFor(level, 'dark'),
]);

/** Every text of the board and the pad: its name, its colour, and the colour under it. */
function textPairs(p: Palette): [string, string, string][] {
  return [
    ['question on an open tile', p.question, p.tile],
    ['a found number', p.foundInk, p.found],
    ['a given number', COMMON.ink, p.given],
    ['a printed clue', COMMON.ink, p.clue],
    ['a printed square clue', COMMON.ink, p.square],
    ['a solved clue', p.foundInk, p.solvedClue],
    ['a note on a tile', COMMON.note, p.tile],
    ['a note on a clue', COMMON.note, p.clue],
    ['a pad digit', p.keyInk, p.key],
    ['a control that is on', p.accentInk, p.accent],
  ];
}

describe('the puzzle palettes, light and dark', () => {
  it('keep every text at 4.5:1 or more against what it is drawn on', () => {
    for (const p of palettes) {
      const pairs = textPairs(p);
      for (const [what, ink, ground] of pairs)
        expect(contrast(ink, ground), `${what}, land ${p.level} ${p.theme}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keep numbers at 4.5:1 and signs at 3:1 on cells faded by the focus option', () => {
    for (const p of palettes) {
      const { ground, ink } = DIM[p.theme];
      const faded = (colour: string, under: string) => {
        const tile = blend(under, p.plate, ground);
        return contrast(blend(colour, tile, ink), tile);
      };
      const texts = textPairs(p).filter(
        ([what]) => what !== 'a pad digit' && what !== 'a control that is on',
      );
      for (const [what, colour, under] of texts)
        expect(faded(colour, under), `faded ${what}, land ${p.level} ${p.theme}`).toBeGreaterThanOrEqual(4.5);
      for (const [what, colour, under] of [
        ['plus sign', COMMON.add, p.clue],
        ['times sign', COMMON.mult, p.clue],
        ['plus sign on a square', COMMON.add, p.square],
      ] as const)
        expect(faded(colour, under), `faded ${what}, land ${p.level} ${p.theme}`).toBeGreaterThanOrEqual(3);
      // And the fade shows: the light theme's tiles recede.
      if (p.theme === 'light') expect(ground).toBeLessThan(0.5);
    }
  });

  it('set the tiles and the plate edge apart from the plate at 3:1 or more', () => {
    for (const p of palettes) {
      const tileEdge = Math.max(contrast(p.tile, p.plate), contrast(p.tileEdge, p.plate));
      expect(tileEdge, `tiles, land ${p.level} ${p.theme}`).toBeGreaterThanOrEqual(3);
      expect(contrast(p.plateEdge, p.plate), `plate edge, land ${p.level} ${p.theme}`).toBeGreaterThanOrEqual(
        3,
      );
    }
  });

  it('the dark plate is dark, the light one light; the rest is the same', () => {
    for (const level of [1, 2, 3]) {
      const light = paletteFor(level, 'light');
      const dark = paletteFor(level, 'dark');
      expect(contrast(dark.plate, '#000000')).toBeLessThan(2);
      expect(contrast(light.plate, '#ffffff')).toBeLessThan(1.2);
      expect(dark.tile).toBe(light.tile);
      expect(paletteFor(level, 'dark')).toBe(dark);
    }
  });

  it('contrast is symmetric and 21:1 for black on white', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#777777')).toBe(1);
  });
});
