// The report of `npm run bench:server` (server-bench.ts): each way's routes with their requests per
// second and share of the baseline, then the CPU each request cost the server and PostgreSQL.

import { cpus } from 'node:os';
import type autocannon from 'autocannon';

/** Goals of issue 17: each route's requests per second as a share of the baseline's. */
export const GOALS = { game: 0.5, score: 0.25 } as const;

export interface CpuSpent {
  readonly serverMs: number;
  readonly postgresMs: number;
}

/** A route measured once: autocannon's result, the CPU it cost, the requests that went wrong. */
export interface Measured {
  readonly result: autocannon.Result;
  /** CPU milliseconds the server's processes and PostgreSQL's spent in the measured seconds. */
  readonly cpu: CpuSpent;
  /** Failed requests and unexpected statuses. */
  readonly bad: number;
}

/** A route's line of the report: its measurements (one per round, or one) and what they come to. */
export interface Row {
  readonly route: string;
  readonly rounds: readonly Measured[];
  /** Requests per second: the median over the rounds. */
  readonly rate: number;
  /** Per round, the route's rate over the baseline's in that round (the score posts). */
  readonly shares?: readonly number[];
  /** The share of the baseline's rate it should reach (none: the baseline itself). */
  readonly goal?: number;
}

export interface ReportSettings {
  readonly connections: number;
  readonly warmup: number;
  readonly duration: number;
  readonly rounds: number;
  /** How long the whole run took. */
  readonly seconds: number;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

// Rounded down, not to the nearest: a share of 24.96% printed as 25.0% beside "missed" read as
// a contradiction (issue 17's run of 2026-11-29).
const percent = (share: number) => `${(Math.floor(share * 1000 + 1e-9) / 10).toFixed(1)}%`;

/** "vs baseline": the share (the median of the rounds' when there are several), against its goal. */
function versus(share: number, goal: number | undefined, shares: readonly number[] | undefined): string {
  if (goal === undefined) return '100%';
  const rounds = shares && shares.length > 1 ? `; rounds ${shares.map(percent).join(', ')}` : '';
  return `${percent(share)} (goal >= ${goal * 100}%${share >= goal ? '' : ', missed'}${rounds})`;
}

export function serverReport(
  runs: readonly { readonly server: string; readonly rows: readonly Row[] }[],
  settings: ReportSettings,
): string[] {
  const sum = (rounds: readonly Measured[], of: (m: Measured) => number) =>
    rounds.reduce((n, m) => n + of(m), 0);
  return [
    `server benchmark, node ${process.version}, ${new Date().toISOString()}, ${cpus().length} CPUs; autocannon ` +
      `${settings.connections} connections, ${settings.warmup} s warm-up + ${settings.duration} s per ` +
      `measurement; the baseline and the score posts ${settings.rounds} times by turns (their medians)`,
    '',
    '| server | route | requests/s | p99 ms | errors+non-2xx | vs baseline |',
    '|---|---|---:|---:|---:|---|',
    ...runs.flatMap(({ server, rows }) => {
      const baseline = rows[0]!.rate;
      return rows.map(({ route, rounds, rate, shares, goal }) => {
        const share = shares ? median(shares) : rate / baseline;
        const p99 = median(rounds.map((m) => m.result.latency.p99));
        const bad = sum(rounds, (m) => m.bad);
        return `| ${server} | ${route} | ${Math.round(rate)} | ${p99} | ${bad} | ${versus(share, goal, shares)} |`;
      });
    }),
    '',
    // Per request, so two versions compare even on a busy machine. In process, the server's
    // share includes autocannon's own work, which it shares the thread with.
    '| server | route | server CPU µs per request | PostgreSQL CPU µs per request |',
    '|---|---|---:|---:|',
    ...runs.flatMap(({ server, rows }) =>
      rows.map(({ route, rounds }) => {
        const requests = Math.max(
          1,
          sum(rounds, (m) => m.result.requests.total),
        );
        const per = (ms: number) => Math.round((ms * 1000) / requests);
        return `| ${server} | ${route} | ${per(sum(rounds, (m) => m.cpu.serverMs))} | ${per(sum(rounds, (m) => m.cpu.postgresMs))} |`;
      }),
    ),
    '',
    `${runs.flatMap((r) => r.rows.flatMap((row) => row.rounds)).reduce((n, m) => n + m.result.requests.total, 0)} requests measured; the whole run took ${Math.round(settings.seconds)} s.`,
  ];
}
