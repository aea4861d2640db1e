// The puzzle's colours: one palette per land (summer greens and yellows, autumn oranges and
// browns, winter blues and whites), and the colours that mean the same in every land. Right and
// wrong always come with an icon or a pattern as well (art.ts), never as colour alone. Text
// colours keep at least 4.5:1 against what they are drawn on (palette.test.ts checks).
// In the dark theme (issue 19) the board stands on a dark plate in the land's shade, and the
// tiles, clues and keys stay light cards with the same inks, so every number keeps its contrast.

import type { LandLevel } from '@numberland/engine';
import type { Theme } from '../../state/theme';

export interface Palette {
  readonly level: LandLevel;
  readonly theme: Theme;
  /** The board the grid stands on. */
  readonly plate: string;
  readonly plateEdge: string;
  /** Open mystery tiles, and the '?' on them. */
  readonly tile: string;
  readonly tileEdge: string;
  readonly question: string;
  /** Tiles the player has found. */
  readonly found: string;
  readonly foundInk: string;
  /** Numbers printed from the start. */
  readonly given: string;
  readonly givenEdge: string;
  /** Clue bubbles and the band that joins a pair's two tiles. */
  readonly clue: string;
  readonly clueEdge: string;
  readonly bridge: string;
  readonly square: string;
  readonly squareEdge: string;
  readonly solvedClue: string;
  /** Pad keys. */
  readonly key: string;
  readonly keyEdge: string;
  readonly keyInk: string;
  readonly control: string;
  /** The land's strong colour: a control that is on, the score pop-up. */
  readonly accent: string;
  readonly accentInk: string;
}

export const PALETTES: Readonly<Record<LandLevel, Palette>> = {
  1: {
    level: 1,
    theme: 'light',
    plate: '#fffbe6',
    plateEdge: '#5e9a2c',
    tile: '#fff3b8',
    tileEdge: '#5d9c2f',
    question: '#2e6b12',
    found: '#e4f6cf',
    foundInk: '#1f5c0e',
    given: '#fffef7',
    givenEdge: '#44512f',
    clue: '#dff1c6',
    clueEdge: '#6aa23c',
    bridge: '#b9db8a',
    square: '#fde48a',
    squareEdge: '#b58b12',
    solvedClue: '#f3fbe9',
    key: '#ffffff',
    keyEdge: '#6aa23c',
    keyInk: '#1d3b0c',
    control: '#f4f9e8',
    accent: '#2f7d14',
    accentInk: '#ffffff',
  },
  2: {
    level: 2,
    theme: 'light',
    plate: '#fff4e6',
    plateEdge: '#c8692a',
    tile: '#ffe0b8',
    tileEdge: '#b4581c',
    question: '#7f3108',
    found: '#f9ead7',
    foundInk: '#6b2c06',
    given: '#fffaf4',
    givenEdge: '#4d3524',
    clue: '#f7d3a6',
    clueEdge: '#b8652a',
    bridge: '#e9b27b',
    square: '#f2b880',
    squareEdge: '#8c4515',
    solvedClue: '#fcf0e2',
    key: '#ffffff',
    keyEdge: '#b8652a',
    keyInk: '#4a2106',
    control: '#fff3e6',
    accent: '#a6460f',
    accentInk: '#ffffff',
  },
  3: {
    level: 3,
    theme: 'light',
    plate: '#f5faff',
    plateEdge: '#4f86c6',
    tile: '#dcecff',
    tileEdge: '#3d74b8',
    question: '#173f78',
    found: '#eef6ff',
    foundInk: '#123a6e',
    given: '#ffffff',
    givenEdge: '#283a55',
    clue: '#cfe2f8',
    clueEdge: '#4a7fbf',
    bridge: '#a8c8ec',
    square: '#b9d6f5',
    squareEdge: '#2d5f9c',
    solvedClue: '#f0f7ff',
    key: '#ffffff',
    keyEdge: '#4a7fbf',
    keyInk: '#10284d',
    control: '#eef5ff',
    accent: '#1f5fae',
    accentInk: '#ffffff',
  },
};

/** Colours that mean the same in every land. */
export const COMMON = {
  ink: '#13223a',
  white: '#ffffff',
  /** Right: green, always with a check mark. */
  good: '#1b7a31',
  goodLight: '#d9f5df',
  /** Wrong: red, always with a cross (and a hatched flash). */
  bad: '#c0262d',
  badLight: '#ffe3e3',
  /** The selection ring, edged dark so it shows on light and dark alike. */
  select: '#ffbf1f',
  selectEdge: '#13223a',
  /** Notes are the player's pencil. */
  note: '#3f45a8',
  /** Halves a smart hint has worked out. */
  deduced: '#6f1fb3',
  deducedLight: '#f1e6fb',
  /** Hint outlines beside red and green: neither right nor wrong. */
  neutral: '#41526b',
  add: '#1557b0',
  mult: '#0d5f56',
  gem: '#b0127a',
  gold: '#f5b800',
  goldEdge: '#8a5a00',
} as const;

/** The dark theme's plate per land: a deep shade of the land, edged with a light one. */
const DARK_PLATES: Readonly<Record<LandLevel, Pick<Palette, 'plate' | 'plateEdge'>>> = {
  1: { plate: '#1c2a17', plateEdge: '#9ccc65' },
  2: { plate: '#2d1f15', plateEdge: '#f0a060' },
  3: { plate: '#15233a', plateEdge: '#82b1ef' },
};

const DARK_PALETTES: Readonly<Record<LandLevel, Palette>> = {
  1: { ...PALETTES[1], ...DARK_PLATES[1], theme: 'dark' },
  2: { ...PALETTES[2], ...DARK_PLATES[2], theme: 'dark' },
  3: { ...PALETTES[3], ...DARK_PLATES[3], theme: 'dark' },
};

export function paletteFor(level: number, theme: Theme = 'light'): Palette {
  const land = (level === 2 || level === 3 ? level : 1) as LandLevel;
  return theme === 'dark' ? DARK_PALETTES[land] : PALETTES[land];
}

/** '#rrggbb' as the number Phaser takes. */
export function colorNumber(css: string): number {
  return Number.parseInt(css.slice(1, 7), 16);
}
