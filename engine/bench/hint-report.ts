// npm run hint-report - how long the smart hints are: per shape and difficulty, plays each puzzle
// by hints from the empty board and prints the hint steps (p50, p90, max), suppositions per hint
// (max), the share of hints whose last step states the answer and the hints that repeat a
// sentence. Figures, not assertions. HINT_REPORT_COUNT puzzles each (default 100);
// HINT_REPORT_SHAPES limits the shapes (comma-separated names).

import {
  ANSWER_KEYS,
  answerValue,
  boardAfterHint,
  DIFFICULTY_LEVELS,
  generate,
  hint,
  mostHints,
  type PlayerBoard,
  renderMessage,
  SHAPE_NAMES,
  type SmartHint,
} from '../src/index';

const PER_CELL = Number(process.env.HINT_REPORT_COUNT ?? 100);
const SHAPES = process.env.HINT_REPORT_SHAPES?.split(',') ?? SHAPE_NAMES;
const quantile = (xs: readonly number[], q: number) =>
  xs[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;

function sentences(record: SmartHint): string[] {
  return record.steps.flatMap((s) => s.messages.map((m) => renderMessage(m.key, m.params)));
}

// The last column looks ahead at the expert band the issue asks for (at most 2 chains a puzzle):
// the same figures over only the puzzles whose grade needs 2 chains or fewer.
const cols = [
  'shape',
  'level',
  'hints',
  'steps p50/p90/max',
  'suppositions max',
  'states answer',
  'repeats',
  'puzzles ≤ 2 chains: steps p90/max, suppositions max',
];
console.log(`hint report: ${PER_CELL} puzzles per shape and difficulty (seeds 1..${PER_CELL})\n`);
console.log(`| ${cols.join(' | ')} |`);
console.log(`|${cols.map(() => '---').join('|')}|`);
for (const shape of SHAPE_NAMES.filter((s) => SHAPES.includes(s))) {
  for (const difficulty of DIFFICULTY_LEVELS) {
    const lengths: number[] = [];
    const fewChains: number[] = [];
    let fewSuppositions = 0;
    let suppositions = 0;
    let answered = 0;
    let repeats = 0;
    let worst = '';
    for (let seed = 1; seed <= PER_CELL; seed++) {
      const { puzzle, solution, id, grade } = generate({ shape, orientation: 'landscape', difficulty, seed });
      const few = grade.uses.chain <= 2;
      let board: PlayerBoard = { puzzle, values: puzzle.layout.mysteries.map(() => 0) };
      for (let guard = 0; guard <= mostHints(puzzle.layout); guard++) {
        const record = hint(board, solution);
        if (!record) break;
        // The reasoning: the steps before the answer, when the hint states it in a step of its own.
        const answers = ANSWER_KEYS.includes(record.steps.at(-1)?.messages[0]?.key ?? 'guess-no-hint-1');
        const steps = record.steps.length - (answers && record.nudge ? 1 : 0);
        if (steps > Math.max(0, ...lengths)) worst = id;
        lengths.push(steps);
        if (few) fewChains.push(steps);
        const said = sentences(record);
        if (new Set(said).size !== said.length) repeats++;
        const supposed = record.steps.filter((s) => s.messages.some((m) => m.key === 'guess-hint-1')).length;
        suppositions = Math.max(suppositions, supposed);
        if (few) fewSuppositions = Math.max(fewSuppositions, supposed);
        const last = record.steps.at(-1);
        const stated = last?.messages.some((m) => answerValue(m) === record.value) === true;
        if (
          record.value > 0 &&
          (stated || (last?.candidates.length === 1 && last.candidates[0] === record.value))
        )
          answered++;
        if (record.value === 0) break;
        board = boardAfterHint(board, record);
      }
    }
    lengths.sort((a, b) => a - b);
    fewChains.sort((a, b) => a - b);
    console.log(
      `| ${shape} | ${difficulty} | ${lengths.length} | ${quantile(lengths, 0.5)}/${quantile(lengths, 0.9)}/${lengths.at(-1)} (${worst}) | ` +
        `${suppositions} | ${Math.round((100 * answered) / lengths.length)}% | ${repeats} | ` +
        `${quantile(fewChains, 0.9)}/${fewChains.at(-1)}, ${fewSuppositions} |`,
    );
  }
}
