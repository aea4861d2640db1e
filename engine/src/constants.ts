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

/** A turning shape is shown in landscape when the screen's width / height is above this. */
export const LANDSCAPE_MIN_ASPECT = 1.45;

/** Difficulties above land number + 1 are not offered. */
export const DIFFICULTY_CAP_ABOVE_LAND = 1;

/** Square-clue products that force an all-equal square (1, 5s, 7s, 8s, 9s). */
export const FORCING_SQUARE_PRODUCTS = [1, 625, 2401, 4096, 6561] as const;

/** Smart hints per puzzle: ceil(1.3157 x difficulty / 100). */
export const HINTS_PER_DIFFICULTY_FACTOR = 1.3157;
/** Puzzle gem prize: 100 x ceil(1.5157 x difficulty / 100). */
export const GEM_PRIZE_FACTOR = 1.5157;
export const GEM_PRIZE_UNIT = 100;

// Play (spec sections 4, 5 and 9). Values the spec leaves unstated are chosen here, each with why.

export const PUZZLE_PHASES = { loading: 0, starting: 1, playing: 2, finished: 3 } as const;

/** Wrong numbers a player may make; the puzzle fails when fewer than 1 remain. */
export const ERRORS_ALLOWED = 3;
/** The timer runs for timeAllowed plus this many seconds. */
export const TIME_LIMIT_GRACE_SECONDS = 1;
export const STARS_PER_PUZZLE = 3;

export const REVEAL_PRICE = 200;
export const SMART_HINT_PRICE = 100;
export const DEFAULT_GEMS = 500;
export const DAILY_REWARD_GEMS = 800;
export const AD_REWARD_GEMS = 400;
/** An ad runs this long before it may be closed, and before the server pays its reward. */
export const AD_COUNTDOWN_SECONDS = 10;

/** Notes on clue halves restart at the new digit once the note is past this (spec section 5). */
export const CLUE_NOTE_RESTART_ABOVE = 10;
/** A square's product note may grow up to this. */
export const SQUARE_PRODUCT_NOTE_LIMIT = 9999;

/** Special-square bonus: the special square must be completed within this much play time (seconds). */
export const SPECIAL_SQUARE_TIME_LIMITS: Readonly<Partial<Record<ShapeName, number>>> = {
  '2-squares': 20,
  '3-squares-l-shape': 25,
  '4-squares': 30,
  '6-squares': 40,
};

// Scoring (spec section 9).
/** Each hint used (smart hint or reveal) multiplies score and bonus by this. */
export const HINT_SCORE_FACTOR = 0.95;
/** Per correct cell: difficulty x 0.95^hints x 1/cellsToSolve, divided by this. */
export const CELL_SCORE_DIVISOR = 150;
/**
 * Not stated by the spec. The formula above gives fractions of a point (an expert 6-squares cell
 * is worth about 0.5), so displayed points are that times 1,000: a full easy single-pair is worth
 * a few hundred points and an expert 6-squares several thousand.
 */
export const SCORE_SCALE = 1000;
/** The time factor's pace: (15 + seconds since the last solved cell) / 60. */
export const PACE_BASE_SECONDS = 15;
export const PACE_PER_SECONDS = 60;
/** Once over time, the time limit used by the time factor grows in steps of this share. */
export const OVERTIME_STEP = 0.1;
/** The time bonus is round(a x b) x 100, a = share of time left, b = stars x 10 (our choice of b). */
export const TIME_BONUS_UNIT = 100;
export const TIME_BONUS_PER_STAR = 10;
/**
 * Final bonus: equal to the score on a perfect run (all stars, no hints). For the lesser tier (all
 * stars, some hints) the spec gives no figure; half the score keeps it worth having.
 */
export const LESSER_TIER_BONUS_SHARE = 0.5;

// Auto-progress (spec sections 4 and 9).
/** Counter thresholds W, Y, A, B per land level. */
export const AUTO_PROGRESS_THRESHOLDS: Readonly<
  Record<LandLevel, { readonly W: number; readonly Y: number; readonly A: number; readonly B: number }>
> = {
  1: { W: 1, Y: 1, A: 2, B: 1 },
  2: { W: 2, Y: 2, A: 3, B: 1 },
  3: { W: 2, Y: 2, A: 4, B: 1 },
};
export const END_SCREEN_STEPS = [
  'Report',
  'Continue',
  'NextStep',
  'NextLand',
  'PreviousStep',
  'PreviousLand',
  'NextNextStep',
] as const;
export type EndScreenStep = (typeof END_SCREEN_STEPS)[number];
/** Smart-hint reminder: 1000 x the next step's delay value plus this (ms). */
export const SMART_HINT_DELAY_BASE_MS = 23000;
/** Smart-hint animation step: a hint's steps, and the parts drawn for one step, come this far apart. */
export const HINT_STEP_MS = 300;

/** Pages per land tutorial (spec section 9, "Tutorial lengths"), by land id. */
export const TUTORIAL_PAGES = { summerland: 6, autumnland: 6, winterland: 4 } as const;
/**
 * The tutorial mode display (spec section 9): what the top bar shows on a tutorial page that
 * explains play, a still example rather than a running game.
 */
export const TUTORIAL_DISPLAY = {
  /** Seconds on the clock. */
  time: 100,
  /** Errors the player may still make. */
  errors: 3,
  lives: 1,
  /** How far through the puzzle, in percent. */
  progress: 75,
} as const;
