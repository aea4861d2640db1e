// Lighthouse figures for `npm run bench:client`: performance, FCP, LCP, TBT, CLS, bytes and SEO
// of a few pages with Lighthouse's mobile preset (its default: a mid-range phone, 4x CPU slowdown,
// slow 4G, simulated) and its desktop preset, each page measured `runs` times in a fresh
// Chromium (Debian's, as the browser tests use), printed as the median and the spread (min-max).
// Lighthouse simulates the throttling from a trace taken on this machine, so a loaded machine
// shows longer main-thread work (TBT above all) than an idle one would. LIGHTHOUSE_REPORTS=DIR
// keeps every run's full report there (JSON, for Lighthouse's viewer or a look at the LCP element).
// Each row also prints the machine's speed as Lighthouse measured it at the run's start
// (benchmarkIndex). The mobile preset's 4x slowdown is meant for a machine of 1500-2000, and
// below that TBT reads high. Above it TBT can read high too: the index is taken once, before the
// page loads, so a machine busy during the load is not in it (on 2026-11-29 /play read TBT
// 594-858 ms at 1665-1939, where the same build had read 33-95 ms on a quieter day).

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse, { desktopConfig, type Result } from 'lighthouse';
import { spread } from './bench-stats';
import { type BenchPage, type BenchTarget, byTurns } from './bench-targets';
import { launchBrowser } from './browser';

export type Preset = 'mobile' | 'desktop';

interface Figures {
  readonly performance: number;
  readonly fcpMs: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  readonly bytes: number;
  readonly seo: number;
  /** Lighthouse's benchmarkIndex of this machine during the run: higher is faster. */
  readonly hostIndex: number;
}

const numeric = (lhr: Result, audit: string): number => {
  const value = lhr.audits[audit]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse gave no figure for ${audit}`);
  return value;
};

const score = (lhr: Result, category: string): number =>
  Math.round((lhr.categories[category]?.score ?? 0) * 100);

function figures(lhr: Result): Figures {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return {
    performance: score(lhr, 'performance'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    bytes: numeric(lhr, 'total-byte-weight'),
    seo: score(lhr, 'seo'),
    hostIndex: lhr.environment.benchmarkIndex,
  };
}

/** How often a run that Lighthouse could not record (NO_NAVSTART and the like) is tried again. */
const RETRIES = 2;

/** One Lighthouse run of `url` in a Chromium of its own (empty cache and storage). */
async function measure(url: string, preset: Preset, report: string, retries = RETRIES): Promise<Figures> {
  try {
    return await measureOnce(url, preset, report);
  } catch (error) {
    if (retries === 0) throw error;
    console.log(`  (${report}: ${error instanceof Error ? error.message : String(error)}; again)`);
    return measure(url, preset, report, retries - 1);
  }
}

async function measureOnce(url: string, preset: Preset, report: string): Promise<Figures> {
  const browser = await launchBrowser();
  try {
    const port = Number(new URL(browser.wsEndpoint()).port);
    const result = await lighthouse(
      url,
      { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'seo'] },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const reports = process.env.LIGHTHOUSE_REPORTS;
    if (reports) {
      mkdirSync(reports, { recursive: true });
      writeFileSync(join(reports, `${report}.json`), JSON.stringify(result.lhr));
    }
    return figures(result.lhr);
  } finally {
    await browser.close();
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const millis = (ms: number) => `${ms.toFixed(0)} ms`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

const COLUMNS: readonly [string, keyof Figures, (v: number) => string][] = [
  ['perf', 'performance', (v) => v.toFixed(0)],
  ['FCP', 'fcpMs', seconds],
  ['LCP', 'lcpMs', seconds],
  ['TBT', 'tbtMs', millis],
  ['CLS', 'cls', (v) => v.toFixed(3)],
  ['bytes', 'bytes', kib],
  ['SEO', 'seo', (v) => v.toFixed(0)],
  ['host index', 'hostIndex', (v) => v.toFixed(0)],
];

export interface LighthouseOptions {
  /** Lighthouse's presets to run (both by default). */
  readonly presets?: readonly Preset[];
}

/**
 * Measures every page with each preset, `runs` times each, and prints a table of medians; with
 * two targets or more (`--against`), their runs by turns (bench-targets.ts).
 */
export async function lighthouseFigures(
  targets: readonly BenchTarget[],
  pages: readonly BenchPage[],
  runs: number,
  { presets = PRESETS }: LighthouseOptions = {},
): Promise<void> {
  const sideBySide = targets.length > 1;
  console.log(
    `\nLighthouse, ${runs} runs per row (median, and min-max when they differ); simulated throttling on this machine's trace` +
      (sideBySide ? `; ${targets.map((t) => t.label).join(' and ')} run by turns:` : ':'),
  );
  console.log(
    "  (host index: this machine's speed by Lighthouse's benchmarkIndex, taken before the load; the mobile preset's 4x CPU slowdown is meant for 1500-2000: below that, TBT reads high)",
  );
  const first = sideBySide ? '| game ' : '';
  console.log(`  ${first}| page | ${COLUMNS.map(([name]) => name).join(' | ')} |`);
  console.log(`  ${sideBySide ? '|---' : ''}|---|${COLUMNS.map(() => '---').join('|')}|`);
  for (const preset of presets)
    for (const page of pages) {
      const results = await byTurns(targets, runs, (target, run) => {
        const who = sideBySide ? `${target.label.replace(/\W+/g, '_')}-` : '';
        const report = `${who}${page.name.replace(/\W+/g, '_')}-${preset}-${run}`;
        return measure(`${target.base}${page.path}`, preset, report);
      });
      for (const [i, target] of targets.entries()) {
        const cells = COLUMNS.map(([, key, format]) =>
          spread(
            results[i]!.map((r) => r[key]),
            format,
          ),
        );
        const game = sideBySide ? `| ${target.label} ` : '';
        console.log(`  ${game}| \`${page.name}\`, ${preset} | ${cells.join(' | ')} |`);
      }
    }
}

const PRESETS: readonly Preset[] = ['mobile', 'desktop'];

/** The presets `--presets` names (mobile, desktop, or both comma-separated), or both. */
export function lighthousePresets(names: string | undefined): readonly Preset[] {
  if (!names) return PRESETS;
  const presets = names.split(',');
  const unknown = presets.filter((name) => !PRESETS.includes(name as Preset));
  if (unknown.length > 0) throw new Error(`--presets ${names}: not a preset: ${unknown.join(', ')}`);
  return presets as Preset[];
}
