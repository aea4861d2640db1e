// A TCP port on 127.0.0.1 that nothing listens on now, chosen by the system: test servers and
// embedded PostgreSQLs started side by side (two test runs at once) never pick the same one.

import { createServer } from 'node:net';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
