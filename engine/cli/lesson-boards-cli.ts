// Writes engine/src/lessons/lesson-boards.ts: every lesson's boards as the finder makes them
// (board 0 the worked example, the rest practice). Run after a change to the lessons, the
// techniques or the generator: `npm run lesson-boards -w engine`; lesson-boards.test.ts checks
// that the stored boards still need their lessons.

import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { findLessonBoards } from '../src/lessons/find-boards';
import { BOARDS_PER_LESSON } from '../src/lessons/lesson-content';
import { LESSON_IDS } from '../src/lessons/lessons';

const target = fileURLToPath(new URL('../src/lessons/lesson-boards.ts', import.meta.url));
const entries = LESSON_IDS.map((id) => {
  const boards = findLessonBoards(id, BOARDS_PER_LESSON);
  return `  '${id}': [\n${boards.map((b) => `    ${JSON.stringify(b)},`).join('\n')}\n  ],`;
});
const text = `// Made by \`npm run lesson-boards -w engine\` (cli/lesson-boards-cli.ts): do not edit by hand.
// Per lesson, board 0 is the worked example and the rest are practice boards.

import type { LessonBoard } from './board-data';
import type { LessonId } from './lessons';

export const LESSON_BOARDS: Readonly<Record<LessonId, readonly LessonBoard[]>> = {
${entries.join('\n')}
};
`;
writeFileSync(target, text);
console.log(`wrote ${target}`);
