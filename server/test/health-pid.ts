// Which process answers a health request (GET /api/health says its pid): how the cluster test and
// the server bench tell a server's workers apart, each request on a connection of its own.

import { get } from 'node:http';

/** The process that answers a health request on a new connection; undefined when none does in time. */
export function healthPid(base: string): Promise<number | undefined> {
  return new Promise((resolve) => {
    // A connection dealt to a worker at the moment it is killed gets no answer: given up on.
    const req = get(`${base}/api/health`, { agent: false, timeout: 3_000 }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('end', () => {
        try {
          resolve(res.statusCode === 200 ? (JSON.parse(text) as { pid: number }).pid : undefined);
        } catch {
          resolve(undefined);
        }
      });
      res.on('error', () => resolve(undefined));
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(undefined));
  });
}
