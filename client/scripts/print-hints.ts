// Prints smart hints (all three levels) and error explanations in the words the hint panel shows,
// in English and Norwegian, so they can be read as a child reads them:
// `npm run print-hints -w client -- ID [ID ...] [--hints N] [--errors N]`.
// The first N hints from the empty board, then the explanations of N wrong numbers.

import {
  boardAfterHint,
  explainError,
  fromId,
  hint,
  hintLevel,
  mostHints,
  type PlayerBoard,
  type SmartHint,
} from '@numberland/engine';
import { translator } from '../src/i18n/test-translator';
import { hintText } from '../src/screens/play/hint/hint-text';

const LANGUAGES = [
  ['en', translator('en')],
  ['no', translator('no')],
] as const;
type Translate = (typeof LANGUAGES)[number][1];

function levelText(record: SmartHint, level: 1 | 2 | 3, t: Translate): string {
  return hintLevel(record, level)
    .steps.map((step) => step.messages.map((m) => hintText(t, m)).join(' '))
    .filter((words) => words !== '')
    .join(' / ');
}

function printHint(record: SmartHint): void {
  console.log(
    `  hint: ${record.half ? `clue half ${record.half}` : 'number'} ${record.value} [${record.technique}]`,
  );
  for (const [name, t] of LANGUAGES) {
    for (const level of [1, 2, 3] as const)
      console.log(`    ${name} ${level}: ${levelText(record, level, t)}`);
  }
}

function printError(record: SmartHint): void {
  console.log(`  wrong ${record.value} (${record.errorType})`);
  for (const [name, t] of LANGUAGES) console.log(`    ${name}: ${levelText(record, 3, t)}`);
}

function main(argv: readonly string[]): void {
  const count = (flag: string, fallback: number) => {
    const at = argv.indexOf(flag);
    return at >= 0 ? Number(argv[at + 1]) : fallback;
  };
  const hints = count('--hints', 2);
  const errors = count('--errors', 1);
  const ids = argv.filter((a, i) => !a.startsWith('--') && !argv[i - 1]?.startsWith('--'));
  for (const id of ids) {
    const made = fromId(id);
    if (!made.ok) throw new Error(`${id}: ${made.error.message}`);
    const { puzzle, solution } = made.value;
    console.log(`${id} (${puzzle.layout.shape})`);
    let board: PlayerBoard = { puzzle, values: puzzle.layout.mysteries.map(() => 0) };
    for (let n = 0; n < Math.min(hints, mostHints(puzzle.layout)); n++) {
      const record = hint(board, solution);
      if (!record || record.value === 0) break;
      printHint(record);
      board = boardAfterHint(board, record);
    }
    // Wrong numbers on the board the hints left, each cell's first that has a reason to give.
    let shown = 0;
    for (const [m, cell] of puzzle.layout.mysteries.entries()) {
      if (shown >= errors || board.values[m] !== 0) continue;
      for (let value = 1; value <= 9 && shown < errors; value++) {
        const record = value === solution[m] ? undefined : explainError(board, cell, value, { solution });
        if (!record || record.errorType === 'unexplained') continue;
        printError(record);
        shown++;
        break;
      }
    }
  }
}

main(process.argv.slice(2));
