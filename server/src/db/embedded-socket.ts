// The embedded PostgreSQL's Unix socket (issue 17). This machine's own server and its database
// talk over a socket in PostgreSQL's data folder: measured with pg, a query cost the server's
// thread about 30% less CPU than over TCP to 127.0.0.1. TCP stays on for everything else (psql,
// pg_dump, a second process given the plain URL), and is what the server uses where a socket
// cannot be: Windows, a data folder whose path is too long for a socket's address, or a file
// system that holds no sockets (some shared folders of virtual machines and containers), where
// PostgreSQL refuses to start with the socket and is started again without it.

import { join } from 'node:path';

/**
 * A socket's path must fit the system's address field with its terminating zero: 108 bytes on
 * Linux, 104 on macOS. PostgreSQL's lock file beside it is the longer name; keep a margin.
 */
const MAX_SOCKET_PATH_BYTES = 100;

/** What PostgreSQL says, and exits, when no directory it was given could hold its socket. */
export const NO_SOCKET_MESSAGE = 'could not create any Unix-domain sockets';

/** The folder for the socket of a PostgreSQL on `port` with its data in `databaseDir`; none where there cannot be one. */
export function socketDirFor(databaseDir: string, port: number): string | undefined {
  if (process.platform === 'win32') return undefined;
  const lockFile = join(databaseDir, `.s.PGSQL.${port}.lock`);
  return Buffer.byteLength(lockFile) <= MAX_SOCKET_PATH_BYTES ? databaseDir : undefined;
}

/**
 * The postmaster's setting: the folder in double quotes (a quote inside doubled), as
 * unix_socket_directories is a comma-separated list; empty, no socket at all (rather than the
 * binaries' default folder, shared with any other PostgreSQL on the machine).
 */
export function socketSetting(socketDir: string | undefined): string {
  const list = socketDir === undefined ? '' : `"${socketDir.replaceAll('"', '""')}"`;
  return `unix_socket_directories=${list}`;
}

/**
 * The server's address: over the socket when there is one. pg and libpq read `host` from the
 * query, and the port still names the socket's file; without the query it is TCP, as before.
 */
export function urlOf(user: string, password: string, port: number, socketDir: string | undefined): string {
  const url = `postgres://${user}:${password}@127.0.0.1:${port}/postgres`;
  return socketDir === undefined ? url : `${url}?host=${encodeURIComponent(socketDir)}`;
}
