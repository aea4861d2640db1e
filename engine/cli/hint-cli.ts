// npm run hint -- --id B9L4-16 [--errors]
// Plays a puzzle by smart hints from the empty board and prints each hint's steps in English,
// the way the scene would show them; with --errors, the error assist for every wrong digit.

import {
  boardAfterHint,
  explainError,
  fromId,
  hint,
  type Layout,
  mostHints,
  type PlayerBoard,
  positionOf,
  renderMessage,
  renderPuzzle,
  renderValues,
  type SmartHint,
} from '../src/index';
import { readFlags, UsageError } from './args';

const USAGE = `usage: npm run hint -- --id PUZZLE_ID [--errors]

  --id       a puzzle id, as npm run puzzle prints it (e.g. B9L4-16)
  --errors   also explain every wrong digit in every cell of the empty board`;

/** "row 2, column 3" for a grid cell: mysteries and clues counted as the player sees them. */
function place(layout: Layout, cell: number): string {
  const { x, y } = positionOf(layout, cell);
  const what =
    layout.mysteryAt[cell]! >= 0 ? 'number' : layout.squareAt[cell]! >= 0 ? 'square clue' : 'pair clue';
  return `${what} at row ${Math.floor(y / 2) + 1}${y % 2 ? '½' : ''}, column ${Math.floor(x / 2) + 1}${x % 2 ? '½' : ''}`;
}

function printRecord(layout: Layout, record: SmartHint): void {
  const learn = record.learn
    ? ` - ${record.learn.kind === 'lesson' ? `lesson: ${record.learn.lesson}` : 'rule 2'}`
    : '';
  const kind = record.type === 'error' ? `wrong ${record.value} (${record.errorType})` : `${record.value}`;
  console.log(`${place(layout, record.cell)}: ${kind} [${record.technique ?? 'none'}${learn}]`);
  const nudge = record.nudge?.messages.map((m) => renderMessage(m.key, m.params)).join(' ');
  if (nudge) console.log(`  level 1: ${nudge}`);
  record.steps.forEach((step, i) => {
    const text = step.messages.map((m) => renderMessage(m.key, m.params)).join(' ');
    console.log(`  ${i + 1}. ${text}`);
  });
}

function main(argv: readonly string[]): number {
  let id: string;
  let errors: boolean;
  try {
    const flags = readFlags(argv, ['errors', 'help']);
    if (flags.has('help')) {
      console.log(USAGE);
      return 0;
    }
    id = flags.get('id') ?? '';
    if (!id) throw new UsageError('--id is required');
    errors = flags.has('errors');
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`error: ${error.message}\n\n${USAGE}`);
    return 2;
  }
  const made = fromId(id);
  if (!made.ok) {
    console.error(`error: ${made.error.message}\n\n${USAGE}`);
    return 2;
  }
  const { puzzle, solution, grade } = made.value;
  const { layout } = puzzle;
  console.log(`${id}: difficulty ${made.value.difficulty}, hardest technique ${grade.hardest}\n`);
  console.log(`${renderPuzzle(puzzle)}\n`);
  let board: PlayerBoard = { puzzle, values: layout.mysteries.map(() => 0) };
  for (let guard = 0; guard <= mostHints(layout); guard++) {
    const record = hint(board, solution);
    if (!record) break;
    printRecord(layout, record);
    if (record.value === 0) return 1;
    board = boardAfterHint(board, record);
  }
  console.log(`\nsolved:\n${renderValues(layout, board.values)}`);
  if (errors) {
    console.log('\nerror assist on the empty board:');
    const empty = layout.mysteries.map(() => 0);
    layout.mysteries.forEach((cell, m) => {
      for (let value = 1; value <= 9; value++) {
        if (value === solution[m]) continue;
        const record = explainError({ puzzle, values: empty }, cell, value, { solution });
        if (record) printRecord(layout, record);
      }
    });
  }
  return 0;
}

process.exitCode = main(process.argv.slice(2));
