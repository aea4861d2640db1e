// Waiting on real processes in the server's tests (started, killed, restarted): a condition
// polled until it holds or a deadline passes, and a port held shut so a restart cannot bind it.

import { createServer, type Server } from 'node:net';

/** Polls `check` until it holds; throws, naming `what`, after `ms`. */
export async function until(
  what: string,
  check: () => boolean | Promise<boolean>,
  ms = 60_000,
): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 25));
  }
}

/** A listener on `port` that hangs up on every connection: PostgreSQL there is away. */
export async function occupy(port: number): Promise<Server> {
  const server = createServer((socket) => socket.destroy());
  await until(
    'the port to be free',
    () =>
      new Promise<boolean>((done) => {
        server.once('error', () => done(false));
        server.listen(port, '127.0.0.1', () => done(true));
      }),
  );
  return server;
}
