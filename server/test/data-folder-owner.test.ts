// One server per data folder (src/db/data-folder-owner.ts): the mark, a running owner's refusal,
// and a stale mark taken over. The processes here are real (a sleeping child), as are the files.

import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { claimDataFolder, DataFolderInUse, OWNER_FILE } from '../src/db/data-folder-owner';

const folders: string[] = [];
const children: ChildProcess[] = [];

afterEach(async () => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

async function folder(): Promise<string> {
  const made = await mkdtemp(join(tmpdir(), 'numberland-owner-'));
  folders.push(made);
  return made;
}

/** A process that runs until the test ends, and its start time as the mark records it. */
function otherProcess(): { pid: number; startTime: string } {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
  children.push(child);
  const stat = readFileSync(`/proc/${child.pid}/stat`, 'utf8');
  return { pid: child.pid!, startTime: stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]! };
}

const mark = (dir: string) => readFileSync(join(dir, OWNER_FILE), 'utf8').split('\n');

describe('the data folder mark', () => {
  it("is this process's while it holds the folder, and goes on release", async () => {
    const dir = await folder();
    const release = await claimDataFolder(dir);
    expect(Number(mark(dir)[0])).toBe(process.pid);
    await release();
    expect(existsSync(join(dir, OWNER_FILE))).toBe(false);
  });

  it('refuses the folder while the process that marked it runs, naming it', async () => {
    const dir = await folder();
    const other = otherProcess();
    await writeFile(join(dir, OWNER_FILE), `${other.pid}\n${other.startTime}\n`);
    const refused = await claimDataFolder(dir).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataFolderInUse);
    expect((refused as Error).message).toContain(`process ${other.pid}`);
    expect((refused as Error).message).toContain('DATA_DIR=');
    // The mark is left as it was.
    expect(Number(mark(dir)[0])).toBe(other.pid);
  });

  it('takes over a mark whose process is gone, or whose id now names a later process', async () => {
    const dir = await folder();
    const gone = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
    await new Promise((done) => gone.once('exit', done));
    await writeFile(join(dir, OWNER_FILE), `${gone.pid}\n\n`);
    const release = await claimDataFolder(dir);
    expect(Number(mark(dir)[0])).toBe(process.pid);
    await release();

    const other = otherProcess();
    await writeFile(join(dir, OWNER_FILE), `${other.pid}\n1\n`);
    await claimDataFolder(dir);
    expect(Number(mark(dir)[0])).toBe(process.pid);
  });

  it('lets only one of two claims at once have the folder', async () => {
    const dir = await folder();
    const other = otherProcess();
    // The other process's claim, made the way claimDataFolder makes it: an exclusive create.
    await writeFile(join(dir, OWNER_FILE), `${other.pid}\n${other.startTime}\n`, { flag: 'wx' });
    await expect(claimDataFolder(dir)).rejects.toBeInstanceOf(DataFolderInUse);
  });
});
