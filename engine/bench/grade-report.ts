// npm run grade-report - how hard the generator's puzzles are: per shape and difficulty, the
// grade (mean and range), shown halves, blank clues, special-square rate, draw time and how often
// each technique is needed. Figures, not assertions.

import {
  blankClues,
  DIFFICULTY_LEVELS,
  generate,
  SHAPE_NAMES,
  shownHalves,
  TECHNIQUE_IDS,
  type TechniqueId,
} from '../src/index';

const PER_CELL = Number(process.env.GRADE_REPORT_COUNT ?? 300);
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

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const cols = [
  'shape',
  'level',
  'grade mean',
  'range',
  'shown',
  'blank',
  'special',
  'ms p50/p99',
  'techniques used',
];
console.log(`grade report: ${PER_CELL} puzzles per shape and difficulty (seeds 1..${PER_CELL})\n`);
console.log(`| ${cols.join(' | ')} |`);
console.log(`|${cols.map(() => '---').join('|')}|`);
for (const shape of SHAPE_NAMES) {
  let previous = -1;
  for (const difficulty of DIFFICULTY_LEVELS) {
    const grades: number[] = [];
    const shown: number[] = [];
    const blanks: number[] = [];
    const times: number[] = [];
    let specials = 0;
    const uses = new Map<TechniqueId, number>();
    for (let seed = 1; seed <= PER_CELL; seed++) {
      const start = performance.now();
      const made = generate({ shape, orientation: 'landscape', difficulty, seed });
      times.push(performance.now() - start);
      grades.push(made.grade.points);
      shown.push(shownHalves(made.puzzle));
      blanks.push(blankClues(made.puzzle));
      if (made.specialSquare !== -1) specials++;
      for (const id of TECHNIQUE_IDS) if (made.grade.uses[id] > 0) uses.set(id, (uses.get(id) ?? 0) + 1);
    }
    times.sort((a, b) => a - b);
    const m = mean(grades);
    const rising = m > previous ? '' : ' (NOT RISING)';
    previous = m;
    const used = TECHNIQUE_IDS.filter((id) => uses.has(id))
      .map((id) => `${short[id]} ${Math.round((100 * uses.get(id)!) / PER_CELL)}%`)
      .join(', ');
    console.log(
      `| ${shape} | ${difficulty} | ${m.toFixed(1)}${rising} | ${Math.min(...grades)}-${Math.max(...grades)} | ` +
        `${mean(shown).toFixed(1)} | ${mean(blanks).toFixed(1)} | ${Math.round((100 * specials) / PER_CELL)}% | ` +
        `${times[Math.floor(times.length / 2)]!.toFixed(1)}/${times[Math.floor(0.99 * times.length)]!.toFixed(1)} | ${used} |`,
    );
  }
}
