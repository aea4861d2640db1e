// The number pad's keys and where each sits in its grid of slots, for the two shapes the pad takes:
// a tall keypad beside the grid, and a wide one below it. Every key has a slot of its own, shown
// or not, so a key never moves when others appear.

export const DIGIT_KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'] as const;
export const CONTROL_KEYS = ['note', 'erase', 'reveal', 'hint', 'submit-note'] as const;
export const PAD_KEYS = [...DIGIT_KEYS, ...CONTROL_KEYS] as const;
export type DigitKey = (typeof DIGIT_KEYS)[number];
export type ControlKey = (typeof CONTROL_KEYS)[number];
export type PadKey = (typeof PAD_KEYS)[number];

export type PadPlacement = 'beside' | 'below';

/** The gap between keys, as a share of a key. */
export const KEY_GAP_SHARE = 0.14;

/** A key's column and row in the pad. */
export type Slots = Readonly<Record<PadKey, readonly [number, number]>>;

/** Beside the grid: a phone's keypad of 1-9, then Note 0 Erase, then Reveal Hint Submit. */
const BESIDE_SLOTS: Slots = {
  '1': [0, 0],
  '2': [1, 0],
  '3': [2, 0],
  '4': [0, 1],
  '5': [1, 1],
  '6': [2, 1],
  '7': [0, 2],
  '8': [1, 2],
  '9': [2, 2],
  note: [0, 3],
  '0': [1, 3],
  erase: [2, 3],
  reveal: [0, 4],
  hint: [1, 4],
  'submit-note': [2, 4],
};

/**
 * Below the grid: a row of controls, then two rows of digits, wide and low. The controls come
 * first so that the help tray above the pad sits right over the Hint key (its reminder points
 * down at it), and the digits, pressed most, are lowest, where a thumb rests.
 */
const BELOW_SLOTS: Slots = {
  note: [0, 0],
  erase: [1, 0],
  reveal: [2, 0],
  hint: [3, 0],
  'submit-note': [4, 0],
  '1': [0, 1],
  '2': [1, 1],
  '3': [2, 1],
  '4': [3, 1],
  '5': [4, 1],
  '6': [0, 2],
  '7': [1, 2],
  '8': [2, 2],
  '9': [3, 2],
  '0': [4, 2],
};

export const PAD_GRID: Readonly<Record<PadPlacement, { cols: number; rows: number; slots: Slots }>> = {
  beside: { cols: 3, rows: 5, slots: BESIDE_SLOTS },
  below: { cols: 5, rows: 3, slots: BELOW_SLOTS },
};

/** The pad's width and height for keys `key` pixels wide. */
export function padSize(placement: PadPlacement, key: number): { width: number; height: number } {
  const { cols, rows } = PAD_GRID[placement];
  const gap = key * KEY_GAP_SHARE;
  return { width: cols * key + (cols - 1) * gap, height: rows * key + (rows - 1) * gap };
}
