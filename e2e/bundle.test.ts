// What the built client carries (issue 14's rule, issue 17's sizes): the contract's TypeBox
// schemas stay on the server and in the tests; the browser gets types and plain constants only.
// A schema built at the top of a module the client imports would pull all of TypeBox (about
// 40 kB gzip) into the first load, as the embedder API's schemas once did.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { inlineScriptsOf } from './support/inline-scripts';
import { CLIENT_DIR } from './support/paths';

const ASSETS = join(CLIENT_DIR, 'assets');
const scripts = readdirSync(ASSETS).filter((name) => name.endsWith('.js'));

// Issue 17's budgets, in kB of 1000 bytes at gzip's best compression: every script the client
// may ever load (the lazy chunks too), and the entry that the first paint waits for.
const ALL_SCRIPTS_BUDGET = 650_000;
const ENTRY_BUDGET = 90_000;

const gzipped = (name: string) => gzipSync(readFileSync(join(ASSETS, name)), { level: 9 }).length;
/** The scripts written into index.html (the first paint's): weighed with the files. */
const inline = inlineScriptsOf(CLIENT_DIR);
const inlineGzipped = inline.reduce((sum, code) => sum + gzipSync(code, { level: 9 }).length, 0);
/**
 * The first-paint script runs before the page's first frame, inside the page: the page cannot be
 * painted until it has arrived, so it stays small (it was 7 kB gzip when written inline).
 */
const FIRST_PAINT_BUDGET = 10_000;

/** The entry script, as index.html names it. */
function entryScript(): string {
  const html = readFileSync(join(CLIENT_DIR, 'index.html'), 'utf8');
  const src = /<script type="module"[^>]*src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
  if (!src) throw new Error('index.html names no module script');
  return src;
}

describe('the built client', () => {
  it('has scripts to check', () => {
    expect(scripts.length).toBeGreaterThan(10);
  });

  it(`weighs at most ${ALL_SCRIPTS_BUDGET / 1000} kB gzip in all its scripts together`, () => {
    const total = scripts.reduce((sum, name) => sum + gzipped(name), inlineGzipped);
    expect(total).toBeLessThanOrEqual(ALL_SCRIPTS_BUDGET);
  });

  it(`writes the first-paint script into the page, its one inline script, at most ${FIRST_PAINT_BUDGET / 1000} kB gzip`, () => {
    expect(inline).toHaveLength(1);
    expect(inline[0]).toContain('document.currentScript');
    expect(inlineGzipped).toBeLessThanOrEqual(FIRST_PAINT_BUDGET);
    expect(scripts.filter((name) => name.startsWith('first-paint'))).toEqual([]);
  });

  it(`starts with an entry script of at most ${ENTRY_BUDGET / 1000} kB gzip`, () => {
    expect(scripts).toContain(entryScript());
    expect(gzipped(entryScript())).toBeLessThanOrEqual(ENTRY_BUDGET);
  });

  it.each(scripts)('%s carries no TypeBox schema code', (name) => {
    // TypeBox 1.x marks every schema with a "~kind" property; its code names it throughout.
    expect(readFileSync(join(ASSETS, name), 'utf8')).not.toContain('"~kind"');
  });
});

describe('the first load', () => {
  it('asks for the English language file beside the entry script (every player needs it first)', () => {
    const html = readFileSync(join(CLIENT_DIR, 'index.html'), 'utf8');
    const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="\/assets\/([^"]+)"/g)].map(
      (m) => m[1],
    );
    const english = preloads.filter((name) => /^en-[\w-]+\.js$/.test(name ?? ''));
    expect(english).toHaveLength(1);
    expect(scripts).toContain(english[0]);
    // The file really is the language file: it carries the intro's words.
    expect(readFileSync(join(ASSETS, english[0]!), 'utf8')).toContain('Play now');
  });
});
