// npm run grade-report - how the generator's bands hold up: per shape and difficulty, the share
// of puzzles the band below's techniques already solve (goal 0%), chains per puzzle (at most 2
// at expert), and what the smart hint does when a player takes hints from the empty board to the
// end: reasoning steps per hint (p50, p90, max; the answer is not counted), the most suppositions in
// one hint, the share of hints whose last step states the answer, and the share that repeat a
// sentence word for word. Then the grade, draw time and techniques used. The band column says what
// a level is on a shape: its own technique band, the band below split by points, or a level again
// (bands.ts: the small shapes cannot reach every band).
// Figures, not assertions.
//
//   GRADE_REPORT_COUNT=300   puzzles per shape and difficulty (seeds 1..N)
//   GRADE_REPORT_VERSION=B   report on the version-B generator instead (for comparison)

import {
  ANSWER_KEYS,
  answerValue,
  bandLabel,
  boardAfterHint,
  DIFFICULTY_LEVELS,
  type DifficultyLevel,
  GENERATOR_VERSION,
  type GeneratorVersion,
  generate,
  grade,
  hint,
  type Message,
  ownBand,
  type PlayerBoard,
  renderMessage,
  SHAPE_NAMES,
  type SmartHint,
  TECHNIQUE_IDS,
  type TechniqueId,
  techniqueRules,
} from '../src/index';

const PER_CELL = Number(process.env.GRADE_REPORT_COUNT ?? 300);
const VERSION = (process.env.GRADE_REPORT_VERSION ?? GENERATOR_VERSION) as GeneratorVersion;
const short: Readonly<Record<TechniqueId, string>> = {
  'subtract-divide': 'sub',
  'add-multiply': 'a&m',
  'factor-pairs': 'fac',
  'common-factors': 'com',
  'central-square': 'sq',
  'extra-clues': 'xtr',
  'rule-2': 'r2',
  chain: 'chn',
};

/** Messages whose `value` is the number the step finds, or a clue half it writes in. */
const STATES_VALUE = new Set<Message['key']>([
  'pair-add-hint-1',
  'pair-mult-hint-1',
  'pair-add-hint-3',
  'pair-mult-hint-3',
  'square-add-hint-1',
  'square-mult-hint-1',
  'czeus-square-hint-1',
  'rule2-hint-3',
  'pair-addclue-hint-1',
  'pair-multclue-hint-1',
  'pair-addclue-hint-2',
  'pair-multclue-hint-2',
  'square-addclue-hint-1',
  'square-multclue-hint-1',
  'square-addclue-hint-2',
  'square-multclue-hint-2',
  'square-addclue-hint-3',
  'square-multclue-hint-3',
]);

/** Whether a message of the hint's last step says what the number is (or writes a clue half). */
function statesAnswer(h: SmartHint): boolean {
  const last = h.steps.at(-1);
  return (last?.messages ?? []).some(({ key, params }) => {
    // The answer step every hint in levels ends on (hint-levels.ts).
    if (ANSWER_KEYS.includes(key)) return answerValue({ key, params }) === h.value;
    if (STATES_VALUE.has(key)) return true;
    if (key === 'guess-hint-4') return params.only === h.value;
    if (key === 'pair-addmult-hint-2') return params.a === h.value || params.b === h.value;
    const digits = params.digits;
    return Array.isArray(digits) && digits.length === 1 && digits[0] === h.value;
  });
}

function repeatsSentence(h: SmartHint): boolean {
  const seen = new Set<string>();
  for (const step of h.steps) {
    for (const m of step.messages) {
      const text = renderMessage(m.key, m.params);
      if (seen.has(text)) return true;
      seen.add(text);
    }
  }
  return false;
}

const mean = (xs: readonly number[]) => (xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length);
const pct = (part: number, whole: number) => `${whole === 0 ? 0 : Math.round((100 * part) / whole)}%`;
function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
}

const cols = [
  'shape',
  'level',
  'band',
  'solvable below',
  'chains mean/max',
  'longest chain',
  'hint steps p50/p90/max',
  'over 8',
  'suppositions max',
  'states answer',
  'repeats',
  'grade mean',
  'range',
  'ms p50/p99',
  'techniques used',
];
console.log(
  `grade report, generator version ${VERSION}: ${PER_CELL} puzzles per shape and difficulty (seeds 1..${PER_CELL}); ` +
    'hints taken from the empty board to the end on each\n',
);
console.log(`| ${cols.join(' | ')} |`);
console.log(`|${cols.map(() => '---').join('|')}|`);
for (const shape of SHAPE_NAMES) {
  for (const difficulty of DIFFICULTY_LEVELS) {
    const grades: number[] = [];
    const times: number[] = [];
    const chains: number[] = [];
    const hintSteps: number[] = [];
    let longest = 0;
    let below = 0;
    let hints = 0;
    let stating = 0;
    let repeating = 0;
    let suppositions = 0;
    const uses = new Map<TechniqueId, number>();
    for (let seed = 1; seed <= PER_CELL; seed++) {
      const start = performance.now();
      const made = generate({ version: VERSION, shape, orientation: 'landscape', difficulty, seed });
      times.push(performance.now() - start);
      grades.push(made.grade.points);
      const { puzzle, solution } = made;
      // Chains as the hints take them (version C's grade), however many the puzzle needs.
      const full = VERSION === GENERATOR_VERSION ? made.grade : grade(puzzle, { solution });
      chains.push(full.uses.chain);
      for (const step of full.steps) longest = Math.max(longest, step.chain?.steps.length ?? 0);
      if (
        difficulty > 1 &&
        grade(puzzle, { ...techniqueRules((difficulty - 1) as DifficultyLevel), solution }).solved
      )
        below++;
      for (const id of TECHNIQUE_IDS) if (made.grade.uses[id] > 0) uses.set(id, (uses.get(id) ?? 0) + 1);
      let board: PlayerBoard = { puzzle, values: solution.map(() => 0) };
      for (;;) {
        const h = hint(board, solution);
        if (!h || h.value === 0) break;
        hints++;
        // The reasoning: every step before the answer, which is the last.
        hintSteps.push(h.steps.length - 1);
        const supposed = h.steps.filter((s) => s.messages.some((m) => m.key === 'guess-hint-1')).length;
        suppositions = Math.max(suppositions, supposed);
        if (statesAnswer(h)) stating++;
        if (repeatsSentence(h)) repeating++;
        board = boardAfterHint(board, h);
      }
    }
    times.sort((a, b) => a - b);
    hintSteps.sort((a, b) => a - b);
    const used = TECHNIQUE_IDS.filter((id) => uses.has(id))
      .map((id) => `${short[id]} ${pct(uses.get(id)!, PER_CELL)}`)
      .join(', ');
    // A level without a technique band of its own on this shape (bands.ts) is marked *.
    const own = VERSION === 'B' || ownBand(shape, difficulty) ? '' : '*';
    const band = VERSION === 'B' ? 'points caps' : bandLabel(shape, difficulty);
    const over = hintSteps.filter((n) => n > 8).length;
    console.log(
      `| ${shape} | ${difficulty}${own} | ${band} | ${difficulty === 1 ? '-' : pct(below, PER_CELL)} | ` +
        `${mean(chains).toFixed(2)}/${Math.max(...chains)} | ${longest} | ` +
        `${percentile(hintSteps, 0.5)}/${percentile(hintSteps, 0.9)}/${hintSteps.at(-1) ?? 0} | ` +
        `${over === 0 ? '0' : `${over} (${((100 * over) / hintSteps.length).toFixed(1)}%)`} | ${suppositions} | ` +
        `${pct(stating, hints)} | ${pct(repeating, hints)} | ` +
        `${mean(grades).toFixed(1)} | ${Math.min(...grades)}-${Math.max(...grades)} | ` +
        `${percentile(times, 0.5).toFixed(1)}/${percentile(times, 0.99).toFixed(1)} | ${used} |`,
    );
  }
}
console.log(
  '\nsolvable below: solved by the techniques of the band below, at any points (goal 0%). chains: per ' +
    'puzzle, as the grade takes them (each settles a number at expert). hint steps: reasoning steps ' +
    'before the answer (goal at expert 6-squares: p90 4, max 8); over 8: hints longer than that. ' +
    'suppositions: the most in one hint (goal 1). states answer: hints whose last step names the ' +
    'number found (goal 100%). repeats: hints that say one sentence twice (goal 0).\n' +
    "* no technique band of its own: the shape cannot need this band's techniques (bands.ts), so " +
    'the level is the band below split by points ("easy, more than 9 points": solvable below is 100% ' +
    'by design, the points tell it apart), or repeats a level ("level 3 again": the same puzzles).',
);
