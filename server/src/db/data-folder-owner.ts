// One server per data folder. A second server started on the folder of one that runs (another
// port, a second terminal, the same checkout) took the first one's PostgreSQL for one an earlier
// run had left (leftover-postmaster.ts) and stopped it; the first server's supervisor started it
// again and stopped the second's, over and over, both answering 503 meanwhile. So a server marks
// the folder it uses with its process id while it runs, and another refuses to start on it, saying
// why, while that process lives. A mark whose process is gone (a kill -9, a crash) is stale: the
// next server takes the folder over, and stops the PostgreSQL left on it as before.
//
// The mark is made with an exclusive create, so two servers starting at once cannot both have it;
// it also holds the process's start time (Linux), so a process id given since to another program
// is not taken for the server.

import { readFileSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { isRunning } from './leftover-postmaster';

export const OWNER_FILE = 'server.pid';

/** A start refused: the folder is another running server's. */
export class DataFolderInUse extends Error {
  constructor(
    readonly folder: string,
    readonly pid: number,
  ) {
    super(
      `Another Numberland server (process ${pid}) is using the data folder ${folder}. ` +
        'Stop it first, or give this one a folder of its own: DATA_DIR=<folder> npm start.',
    );
    this.name = 'DataFolderInUse';
  }
}

interface Owner {
  readonly pid: number;
  /** The process's start time in the kernel's clock ticks (/proc/<pid>/stat), when known. */
  readonly startTime: string | undefined;
}

/** A process's start time (Linux), to tell it from a later process given the same id. */
function startTimeOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22; the command's name (field 2, in parentheses) may hold spaces.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

/** The mark's process, or undefined when there is no mark or it holds no process id. */
async function readOwner(file: string): Promise<Owner | undefined> {
  const text = await readFile(file, 'utf8').catch(() => undefined);
  const [pid, startTime] = (text ?? '').split('\n');
  const id = Number(pid);
  return Number.isInteger(id) && id > 0 ? { pid: id, startTime: startTime || undefined } : undefined;
}

/** Whether the mark's process still runs: the same id, and the same start where that is known. */
function lives({ pid, startTime }: Owner): boolean {
  if (!isRunning(pid)) return false;
  const now = startTimeOf(pid);
  return startTime === undefined || now === undefined || now === startTime;
}

/** Writes the mark unless the file is there already (false then). */
async function createMark(file: string, mark: string): Promise<boolean> {
  try {
    await writeFile(file, mark, { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Marks `dataDir` as this process's, or throws DataFolderInUse when a running server has it.
 * Resolves with the release, which removes the mark (only if it is still this process's).
 */
export async function claimDataFolder(dataDir: string): Promise<() => Promise<void>> {
  const folder = resolve(dataDir);
  await mkdir(folder, { recursive: true });
  const file = join(folder, OWNER_FILE);
  const mark = `${process.pid}\n${startTimeOf(process.pid) ?? ''}\n`;
  if (!(await createMark(file, mark))) {
    const owner = await readOwner(file);
    if (owner && owner.pid !== process.pid && lives(owner)) throw new DataFolderInUse(folder, owner.pid);
    // Stale, unreadable, or this very process's from a start that failed: taken over. Another
    // server taking it in the same instant wins, and this one says who has it.
    await rm(file, { force: true });
    if (!(await createMark(file, mark))) throw new DataFolderInUse(folder, (await readOwner(file))?.pid ?? 0);
  }
  return async () => {
    if ((await readOwner(file))?.pid === process.pid) await rm(file, { force: true });
  };
}
