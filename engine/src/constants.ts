// The spec's tables (sections 1, 3 and 9) in one place. Other modules derive from these.

/** Mystery numbers are whole numbers from 1 to 9 (rule 1). */
export const MIN_DIGIT = 1;
export const MAX_DIGIT = 9;
/** Bit mask with bits 1..9 set: the candidates of a cell that nothing constrains yet. */
export const ALL_DIGITS_MASK = 0b11_1111_1110;

export const SHAPE_NAMES = [
  'single-pair',
  'l-shape-2pairs',
  'arc-3pairs',
  'one-square-4-pairs-only',
  'one-square',
  '2-squares',
  '3-squares-l-shape',
  '4-squares',
  '6-squares',
] as const;
export type ShapeName = (typeof SHAPE_NAMES)[number];

export const DIFFICULTY_LEVELS = [1, 2, 3, 4] as const;
export type DifficultyLevel = (typeof DIFFICULTY_LEVELS)[number];
export const DIFFICULTY_NAMES: Readonly<Record<DifficultyLevel, string>> = {
  1: 'easy',
  2: 'medium',
  3: 'hard',
  4: 'expert',
};

export const LAND_LEVELS = [1, 2, 3] as const;
export type LandLevel = (typeof LAND_LEVELS)[number];

export interface LandSlotSpec {
  readonly shape: ShapeName;
  readonly name: string;
}

export interface LandSpec {
  readonly level: LandLevel;
  readonly id: 'summerland' | 'autumnland' | 'winterland';
  readonly theme: 'summer' | 'autumn' | 'winter';
  /** The other reading of the spec names the lands after what their puzzles are named for. */
  readonly alias: 'Rivers' | 'Waterfalls' | 'Mountains';
  readonly slots: readonly [LandSlotSpec, LandSlotSpec, LandSlotSpec, LandSlotSpec];
}

export const LANDS: readonly [LandSpec, LandSpec, LandSpec] = [
  {
    level: 1,
    id: 'summerland',
    theme: 'summer',
    alias: 'Rivers',
    slots: [
      { shape: 'single-pair', name: 'Volga' },
      { shape: 'l-shape-2pairs', name: 'Nile' },
      { shape: 'arc-3pairs', name: 'Mississippi' },
      { shape: 'one-square-4-pairs-only', name: 'Amazon' },
    ],
  },
  {
    level: 2,
    id: 'autumnland',
    theme: 'autumn',
    alias: 'Waterfalls',
    slots: [
      { shape: 'one-square', name: 'Angel' },
      { shape: '2-squares', name: 'Victoria' },
      { shape: '3-squares-l-shape', name: 'Yosemite' },
      { shape: '4-squares', name: 'Niagara' },
    ],
  },
  {
    level: 3,
    id: 'winterland',
    theme: 'winter',
    alias: 'Mountains',
    slots: [
      { shape: '2-squares', name: 'Mont Blanc' },
      { shape: '3-squares-l-shape', name: 'Ararat' },
      { shape: '4-squares', name: 'Kilimanjaro' },
      { shape: '6-squares', name: 'Everest' },
    ],
  },
];

/** Home slider: 12 shape slides plus padding; slide index = 4*(level-1)+shape+1, so valid 2..13. */
export const SLIDES_PER_LAND = 4;
export const FIRST_SLIDE_INDEX = 2;
export const LAST_SLIDE_INDEX = 13;

/** Difficulties above land number + 1 are not offered. */
export const DIFFICULTY_CAP_ABOVE_LAND = 1;

/** Square-clue products that force an all-equal square (1, 5s, 7s, 8s, 9s). */
export const FORCING_SQUARE_PRODUCTS = [1, 625, 2401, 4096, 6561] as const;
/** Square-clue products that suggest an all-equal square (2s, 3s, 4s, 6s). */
export const SUGGESTIVE_SQUARE_PRODUCTS = [16, 81, 256, 1296] as const;

/** Smart hints per puzzle: ceil(1.3157 x difficulty / 100). */
export const HINTS_PER_DIFFICULTY_FACTOR = 1.3157;
/** Puzzle gem prize: 100 x ceil(1.5157 x difficulty / 100). */
export const GEM_PRIZE_FACTOR = 1.5157;
export const GEM_PRIZE_UNIT = 100;
