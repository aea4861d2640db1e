// The scripts written into the built index.html (the first-paint script, client/first-paint-plugin.ts):
// part of the client's JavaScript, weighed with its files (bundle.test.ts, bench-client.ts).

import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The text of every <script> of the page that has no src. */
export function inlineScriptsOf(dist: string): string[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  return [...html.matchAll(/<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? '')
    .filter((text) => text !== '');
}
