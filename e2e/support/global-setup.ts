// Before any browser test: the built client must exist (npm test builds it first), and one
// PostgreSQL serves every file, as for the server tests (TEST_DATABASE_URL or an embedded one).

import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import startDatabase from '../../server/test/global-setup';
import { CLIENT_DIR } from './paths';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(`${CLIENT_DIR}/index.html`)) {
    throw new Error(`No built client in ${CLIENT_DIR}: run "npm run build -w client" first (npm test does).`);
  }
  return startDatabase(project);
}
