// A request kept in flight on purpose, for the graceful-stop tests: a registration whose body
// arrives in two parts.

import { request } from 'node:http';

/**
 * A registration whose body arrives in two parts: the first now, the rest when `finish` is
 * called. Until then the request is in flight on the server.
 */
export function slowRegistration(base: string, name: string) {
  const body = JSON.stringify({
    email: `${name}@example.com`,
    username: name,
    password: 'secret-1',
    password2: 'secret-1',
    GDPRConfirmed: true,
  });
  const cut = Math.floor(body.length / 2);
  let finish = () => {};
  const answer = new Promise<{ status: number; body: string }>((done, fail) => {
    const req = request(
      `${base}/api/auth/register`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-session-id': 'shutdown-test-session',
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => done({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', fail);
    req.write(body.slice(0, cut));
    finish = () => req.end(body.slice(cut));
  });
  return { answer, finish: () => finish() };
}
