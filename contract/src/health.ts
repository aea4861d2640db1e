// GET /health: the server is up, and whether it allows the development shortcuts.

import Type, { type Static } from 'typebox';

export const Health = Type.Object({
  ok: Type.Boolean(),
  cheats: Type.Boolean({ description: 'Development shortcuts are allowed (not production).' }),
});
export type Health = Static<typeof Health>;
