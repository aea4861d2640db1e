// The scripts written into the built index.html (the first-paint script, client/first-paint-plugin.ts):
// part of the client's JavaScript, weighed with its files (bundle.test.ts, bench-client.ts). Read
// as the server reads them to name their hashes in the page's policy.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inlineScripts } from '../../server/src/plugins/page-policy';

/** The text of every <script> of the built page that has no src. */
export function inlineScriptsOf(dist: string): string[] {
  return inlineScripts(readFileSync(join(dist, 'index.html'), 'utf8'));
}
