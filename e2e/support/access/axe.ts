// axe-core in the page (issue 19): the engine of @axe-core/puppeteer, run directly. That wrapper
// needs the full `puppeteer` package as a peer, whose install downloads a browser of its own,
// which this project's machines cannot fetch (they use Debian's Chromium through puppeteer-core);
// axe-core itself is one script, put in the page and run as the wrapper does.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, Result } from 'axe-core';
import type { Page } from 'puppeteer-core';
import type { PageClock } from '../page-clock';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

declare global {
  interface Window {
    axe?: { run(context: Document, options: object): Promise<AxeResults> };
    /** The findings of the axe run started last, once it has ended. */
    __axeFindings?: { violations: Finding[]; incomplete: Finding[] };
  }
}

/** A rule axe found broken (or could not decide), and where: each place with axe's reasons. */
export interface Finding {
  readonly id: string;
  readonly impact: string;
  readonly help: string;
  readonly nodes: readonly { readonly target: string; readonly html: string; readonly why: string }[];
}

/** Runs axe on the page as it is now: WCAG 2.x A and AA and axe's best practices. */
export async function runAxe(
  page: Page,
  clock?: PageClock,
): Promise<{ violations: Finding[]; incomplete: Finding[] }> {
  await page.evaluate(AXE_SOURCE);
  await page.evaluate(() => {
    window.__axeFindings = undefined;
    void window
      .axe!.run(document, {
        runOnly: {
          type: 'tag',
          values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
        },
        resultTypes: ['violations', 'incomplete'],
      })
      .then((results) => {
        // Only what the test reports: the rule, its impact, and where, with axe's reasons.
        const brief = (r: Result) => ({
          id: r.id,
          impact: r.impact ?? 'none',
          help: r.help,
          nodes: r.nodes.map((n) => ({
            target: n.target.join(' '),
            html: n.html.slice(0, 160),
            why: [...n.any, ...n.all, ...n.none].map((c) => c.message).join(' / '),
          })),
        });
        window.__axeFindings = {
          violations: results.violations.map(brief),
          incomplete: results.incomplete.map(brief),
        };
      });
  });
  // axe waits on timers between its checks: on a page whose clock the test moves, time moves on.
  const until = Date.now() + 60_000;
  for (;;) {
    const findings = await page.evaluate(() => window.__axeFindings);
    if (findings) return findings;
    if (Date.now() > until) throw new Error('axe did not finish within a minute');
    if (clock) await clock.tick(20);
    else await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** One line per rule broken: "rule (impact): help - where [why], where [why]". */
export function describeFindings(findings: readonly Finding[]): string[] {
  return findings.map(
    (f) => `${f.id} (${f.impact}): ${f.help} - ${f.nodes.map((n) => `${n.target} [${n.why}]`).join(', ')}`,
  );
}
