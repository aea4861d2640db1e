// GET /health: the server is up, and whether it allows the development shortcuts.
// GET /health/database: the database answers, and what an operator watches on each process.

import Type, { type Static } from 'typebox';

export const Health = Type.Object({
  ok: Type.Boolean(),
  cheats: Type.Boolean({ description: 'Development shortcuts are allowed (not production).' }),
  pid: Type.Integer({ description: 'The server process that answered (one of the workers).' }),
});
export type Health = Static<typeof Health>;

export const DatabaseHealth = Type.Object({
  ok: Type.Boolean(),
  database: Type.Literal('up'),
  pid: Type.Integer({ description: 'The server process that answered (one of the workers).' }),
  connections: Type.Object(
    {
      max: Type.Integer(),
      total: Type.Integer(),
      idle: Type.Integer(),
      waiting: Type.Integer({ description: 'Queries waiting for a connection.' }),
    },
    { description: "This process's database connections." },
  ),
  puzzles: Type.Integer({ description: 'Pooled puzzles this process knows of.' }),
});
export type DatabaseHealth = Static<typeof DatabaseHealth>;
