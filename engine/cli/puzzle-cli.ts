// npm run puzzle -- --shape 6-squares --difficulty 4 --seed 42 [--count N] [--json]
// Prints generated puzzles as wire JSON (one per line) or as text grids with their solutions.

import {
  DIFFICULTY_NAMES,
  type DifficultyLevel,
  generate,
  isDifficultyOffered,
  isShapeName,
  landOf,
  landSlot,
  landsWithShape,
  MAX_SEED,
  makePuzzle,
  ORIENTATIONS,
  type Orientation,
  orientationsOf,
  renderPuzzle,
  renderValues,
  SHAPE_NAMES,
  type SlotNumber,
} from '../src/index';
import { readFlags, readInteger, UsageError } from './args';

const USAGE = `usage: npm run puzzle -- --shape NAME --difficulty 1-4 --seed N [--count N] [--orientation landscape|portrait] [--json]

  --shape        one of: ${SHAPE_NAMES.join(', ')}
  --difficulty   1 easy, 2 medium, 3 hard, 4 expert (a land offers up to its number + 1)
  --seed         0 to ${MAX_SEED}; with --count N the seeds seed .. seed+N-1
  --count        how many puzzles (default 1, at most 100000)
  --orientation  portrait is offered by 2-squares and 6-squares (default landscape)
  --json         wire JSON as GET /api/game answers it, one puzzle per line`;

function main(argv: readonly string[]): number {
  let flags: Map<string, string>;
  let shape: (typeof SHAPE_NAMES)[number];
  let difficulty: DifficultyLevel;
  let seed: number;
  let total: number;
  let orientation: Orientation;
  try {
    flags = readFlags(argv, ['json', 'help']);
    if (flags.has('help')) {
      console.log(USAGE);
      return 0;
    }
    const shapeText = flags.get('shape');
    if (!isShapeName(shapeText)) throw new UsageError(`--shape must be one of ${SHAPE_NAMES.join(', ')}`);
    shape = shapeText;
    difficulty = (readInteger(flags, 'difficulty', 1, 4) ?? failMissing('difficulty')) as DifficultyLevel;
    seed = readInteger(flags, 'seed', 0, MAX_SEED) ?? failMissing('seed');
    total = readInteger(flags, 'count', 1, 100_000) ?? 1;
    if (seed + total - 1 > MAX_SEED) throw new UsageError(`--seed plus --count runs past ${MAX_SEED}`);
    const orientationText = flags.get('orientation') ?? 'landscape';
    if (!(ORIENTATIONS as readonly string[]).includes(orientationText)) {
      throw new UsageError('--orientation must be landscape or portrait');
    }
    orientation = orientationText as Orientation;
    if (!orientationsOf(shape).includes(orientation)) throw new UsageError(`${shape} has no portrait form`);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`error: ${error.message}\n\n${USAGE}`);
    return 2;
  }
  const level = landsWithShape(shape).find((l) => isDifficultyOffered(l, difficulty));
  if (level === undefined) {
    const lands = landsWithShape(shape).map((l) => `${landOf(l).id} (difficulties 1-${l + 1})`);
    console.error(
      `error: ${shape} is played only in ${lands.join(' and ')}, not at difficulty ${difficulty}\n\n${USAGE}`,
    );
    return 2;
  }
  const slot = landOf(level).slots.findIndex((s) => s.shape === shape) + 1;
  const name = landSlot(level, slot as SlotNumber).name;
  for (let i = 0; i < total; i++) {
    const made = generate({ shape, orientation, difficulty, seed: seed + i });
    if (flags.has('json')) {
      const info = { ...made, level, difficultyLevel: difficulty };
      console.log(JSON.stringify(makePuzzle(made.puzzle, info)));
    } else {
      if (i > 0) console.log('');
      console.log(
        `${made.id}  ${name} (${shape}, ${orientation}), ${DIFFICULTY_NAMES[difficulty]}: ` +
          `difficulty ${made.difficulty}, ${made.timeAllowed} s, ${made.hintsNo} hints`,
      );
      console.log('');
      console.log(renderPuzzle(made.puzzle));
      console.log('');
      console.log('solution:');
      console.log(renderValues(made.puzzle.layout, made.solution));
    }
  }
  return 0;
}

function failMissing(name: string): never {
  throw new UsageError(`--${name} is required`);
}

process.exitCode = main(process.argv.slice(2));
