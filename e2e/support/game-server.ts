// The whole game for a browser test: the real server (own fresh database, puzzle pool filled)
// serving the built client, with its mail going to a local SMTP server the test can read.

import { startServer, type TestServer } from '../../server/test/harness';
import { type Mailbox, startMailbox } from '../../server/test/mailbox';
import { CLIENT_DIR } from './paths';

export interface GameServer extends TestServer {
  readonly mailbox: Mailbox;
}

export async function startGame(env: Record<string, string> = {}): Promise<GameServer> {
  const mailbox = await startMailbox();
  const server = await startServer({ CLIENT_DIR, SMTP_URL: mailbox.url, ...env });
  return {
    ...server,
    mailbox,
    async close() {
      await server.close();
      await mailbox.close();
    },
  };
}
