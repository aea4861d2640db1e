import { describe, expect, it } from 'vitest';
import { makePuzzle } from '../codec';
import { type RecordedId, VERSION_B_IDS } from '../testing/version-b-ids';
import { VERSION_C_IDS } from '../testing/version-c-ids';
import { VERSION_D_IDS } from '../testing/version-d-ids';
import { fromId } from './generate';

const RECORDED: readonly (readonly [string, readonly RecordedId[]])[] = [
  ['B', VERSION_B_IDS],
  ['C', VERSION_C_IDS],
  ['D', VERSION_D_IDS],
];

describe.each(RECORDED)('version-%s puzzle ids', (_, recordedIds) => {
  it.each(recordedIds.map((r) => [r.id, r] as const))(
    '%s makes the puzzle it made before',
    (id, recorded) => {
      const made = fromId(id);
      if (!made.ok) throw new Error(made.error.message);
      const v = made.value;
      expect(v.id).toBe(id);
      const wire = makePuzzle(v.puzzle, {
        id: v.id,
        level: 1,
        difficultyLevel: v.key.difficulty,
        difficulty: v.difficulty,
        hintsNo: v.hintsNo,
        timeAllowed: v.timeAllowed,
      });
      expect(JSON.stringify(wire)).toBe(recorded.wire);
      expect(v.solution.join('')).toBe(recorded.solution);
      expect(v.specialSquare).toBe(recorded.specialSquare);
    },
  );
});
