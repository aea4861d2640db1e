// npm run puzzle -- --shape 6-squares --difficulty 4 --seed 42 [--count N] [--json]
// Prints generated puzzles as wire JSON (one per line) or as text grids with their solutions.

import {
  ALL_SLOTS,
  DIFFICULTY_NAMES,
  type DifficultyLevel,
  difficultiesOffered,
  generate,
  isDifficultyOffered,
  isShapeName,
  type LandSlot,
  landOf,
  landsWithShape,
  MAX_SEED,
  makePuzzle,
  ORIENTATIONS,
  type Orientation,
  orientationsOf,
  renderPuzzle,
  renderValues,
  SHAPE_NAMES,
  type ShapeName,
} from '../src/index';
import { readFlags, readInteger, UsageError } from './args';

const USAGE = `usage: npm run puzzle -- --shape NAME --difficulty 1-4 --seed N [--count N] [--orientation landscape|portrait] [--json]

  --shape        one of: ${SHAPE_NAMES.join(', ')}
  --difficulty   1 easy, 2 medium, 3 hard, 4 expert (a land offers up to its number + 1)
  --seed         0 to ${MAX_SEED}; with --count N the seeds seed .. seed+N-1
  --count        how many puzzles (default 1, at most 100000)
  --orientation  portrait is offered by 2-squares and 6-squares (default landscape)
  --json         wire JSON as GET /api/game answers it, one puzzle per line`;

interface Options {
  readonly shape: ShapeName;
  readonly orientation: Orientation;
  readonly difficulty: DifficultyLevel;
  readonly seed: number;
  readonly total: number;
  readonly json: boolean;
  /** The land slot the puzzles are played in: the first land offering the shape at the difficulty. */
  readonly slot: LandSlot;
}

/** The options the arguments ask for; a UsageError says what is wrong with them. */
function readOptions(flags: Map<string, string>): Options {
  const shape = flags.get('shape');
  if (!isShapeName(shape)) throw new UsageError(`--shape must be one of ${SHAPE_NAMES.join(', ')}`);
  const difficulty = (readInteger(flags, 'difficulty', 1, 4) ?? missing('difficulty')) as DifficultyLevel;
  const seed = readInteger(flags, 'seed', 0, MAX_SEED) ?? missing('seed');
  const total = readInteger(flags, 'count', 1, 100_000) ?? 1;
  if (seed + total - 1 > MAX_SEED) throw new UsageError(`--seed plus --count runs past ${MAX_SEED}`);
  const orientation = flags.get('orientation') ?? 'landscape';
  if (!(ORIENTATIONS as readonly string[]).includes(orientation)) {
    throw new UsageError('--orientation must be landscape or portrait');
  }
  if (!orientationsOf(shape).includes(orientation as Orientation)) {
    throw new UsageError(`${shape} has no ${orientation} form`);
  }
  const slot = ALL_SLOTS.find((s) => s.shape === shape && isDifficultyOffered(s.level, difficulty));
  if (!slot) {
    const lands = landsWithShape(shape).map(
      (l) => `${landOf(l).id} (difficulties ${difficultiesOffered(l).join(', ')})`,
    );
    throw new UsageError(
      `${shape} is played only in ${lands.join(' and ')}, not at difficulty ${difficulty}`,
    );
  }
  return {
    shape,
    orientation: orientation as Orientation,
    difficulty,
    seed,
    total,
    json: flags.has('json'),
    slot,
  };
}

function missing(name: string): never {
  throw new UsageError(`--${name} is required`);
}

function printPuzzle(options: Options, seed: number, first: boolean): void {
  const { shape, orientation, difficulty, slot } = options;
  const made = generate({ shape, orientation, difficulty, seed });
  if (options.json) {
    console.log(
      JSON.stringify(makePuzzle(made.puzzle, { ...made, level: slot.level, difficultyLevel: difficulty })),
    );
    return;
  }
  if (!first) console.log('');
  console.log(
    `${made.id}  ${slot.name} (${shape}, ${orientation}), ${DIFFICULTY_NAMES[difficulty]}: ` +
      `difficulty ${made.difficulty}, ${made.timeAllowed} s, ${made.hintsNo} hint${made.hintsNo === 1 ? '' : 's'}`,
  );
  console.log(
    `\n${renderPuzzle(made.puzzle)}\n\nsolution:\n${renderValues(made.puzzle.layout, made.solution)}`,
  );
}

function main(argv: readonly string[]): number {
  let options: Options;
  try {
    const flags = readFlags(argv, ['json', 'help']);
    if (flags.has('help')) {
      console.log(USAGE);
      return 0;
    }
    options = readOptions(flags);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`error: ${error.message}\n\n${USAGE}`);
    return 2;
  }
  for (let i = 0; i < options.total; i++) printPuzzle(options, options.seed + i, i === 0);
  return 0;
}

process.exitCode = main(process.argv.slice(2));
