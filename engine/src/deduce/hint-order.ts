// The order a hint's steps are shown in. A hint's deductions come in the order the solve found
// them, which hops between numbers: "this one can be 3 to 9", "that one 1 to 6", then back to the
// first. Steps one after another about the same number are shown as one (mergeSameCell), so the
// player looks at a number once: here each step is moved up to follow the last one about its
// number, when nothing it rests on comes between.

import type { Layout } from '../layout';
import type { Deduction } from './deduction';
import { factCell } from './facts';

/**
 * `deductions` reordered so that steps about the same cell follow each other where they can. A
 * step stays after every step it rests on (a premise it narrowed or wrote in) and after every
 * earlier step about the same fact, so each still says what it said.
 */
export function groupedByCell(layout: Layout, deductions: readonly Deduction[]): Deduction[] {
  const n = deductions.length;
  // needs[j]: the earlier steps step j must come after.
  const needs = deductions.map((d, j) => {
    const facts = new Set([...d.premises, d.target]);
    const list: number[] = [];
    for (let i = 0; i < j; i++) if (facts.has(deductions[i]!.target)) list.push(i);
    return list;
  });
  const cells = deductions.map((d) => factCell(layout, d.target));
  const placed = new Uint8Array(n);
  const ready = (j: number) => placed[j] === 0 && needs[j]!.every((i) => placed[i] === 1);
  const out: Deduction[] = [];
  let last = -1;
  for (let count = 0; count < n; count++) {
    // The first step still waiting about the same cell as the last one shown, else the first waiting.
    let next = -1;
    for (let j = 0; j < n && last >= 0; j++) {
      if (ready(j) && cells[j] === cells[last] && !deductions[j]!.chain && !deductions[last]!.chain) {
        next = j;
        break;
      }
    }
    if (next === -1) for (let j = 0; j < n && next === -1; j++) if (ready(j)) next = j;
    placed[next] = 1;
    out.push(deductions[next]!);
    last = next;
  }
  return out;
}
