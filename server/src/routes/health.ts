// GET /health: the server is up and its database answers. Also the bare route benchmarks
// measure the others against.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    { schema: { summary: 'Liveness', response: { 200: Type.Object({ ok: Type.Boolean() }) } } },
    async () => ({ ok: true }),
  );
};
