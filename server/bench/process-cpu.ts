// CPU time spent by a process and every process under it, read from Linux's /proc: what the
// server bench charges each request to the server and to PostgreSQL. On a shared machine the
// requests per second move with the neighbours' load; the CPU a request costs moves far less, so
// two versions compare by it even when their runs cannot be made quiet.

import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's counters (USER_HZ: 100 on Linux's every common build). */
const TICKS_PER_SECOND = 100;

interface Stat {
  readonly ppid: number;
  /**
   * User plus system time, in ticks, its own and its ended children's that it has waited for: a
   * PostgreSQL backend or autovacuum worker that ends during a measurement leaves its time with
   * the postmaster, instead of taking it out of the tree's sum (which then went negative).
   */
  readonly ticks: number;
}

function statOf(pid: number): Stat | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After the command's closing parenthesis: state, ppid, ... utime is field 14, stime 15,
    // cutime 16, cstime 17.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0);
    return { ppid: Number(fields[1]), ticks };
  } catch {
    return undefined; // ended meanwhile, or no /proc here
  }
}

/** Milliseconds of CPU used so far by `root` and its descendants, alive or ended and waited for (0 without /proc). */
export function treeCpuMs(root: number): number {
  let pids: number[];
  try {
    pids = readdirSync('/proc')
      .filter((d) => /^\d+$/.test(d))
      .map(Number);
  } catch {
    return 0;
  }
  const stats = new Map<number, Stat>();
  for (const pid of pids) {
    const stat = statOf(pid);
    if (stat) stats.set(pid, stat);
  }
  const children = new Map<number, number[]>();
  for (const [pid, { ppid }] of stats) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  let ticks = 0;
  const walk = [root];
  for (let pid = walk.pop(); pid !== undefined; pid = walk.pop()) {
    ticks += stats.get(pid)?.ticks ?? 0;
    walk.push(...(children.get(pid) ?? []));
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** Milliseconds of CPU this process has used (every thread). */
export function ownCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}
