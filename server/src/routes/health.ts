// GET /health: the server is up, and whether it allows the development shortcuts (everywhere but
// production), which the client asks before it honours a shortcut key. Also the bare route the
// benchmarks measure the others against.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';

export interface HealthRoutesOptions {
  /** The spec's development cheats are on (NODE_ENV is not production). */
  readonly cheats: boolean;
}

const Health = Type.Object({
  ok: Type.Boolean(),
  cheats: Type.Boolean({ description: 'Development shortcuts are allowed (not production).' }),
});

export const healthRoutes: FastifyPluginAsyncTypebox<HealthRoutesOptions> = async (app, { cheats }) => {
  app.get('/health', { schema: { summary: 'Liveness', response: { 200: Health } } }, async () => ({
    ok: true,
    cheats,
  }));
};
