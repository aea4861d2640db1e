// The signed-in player: profile, gems, the daily reward and ads (server/src/routes/user.ts).

import Type, { type Static } from 'typebox';

export const Profile = Type.Object({
  username: Type.String(),
  email: Type.String(),
  gems: Type.Integer(),
  stars: Type.Integer(),
  topScore: Type.Integer(),
  totalScore: Type.Integer(),
  topscoredifficulty: Type.Integer(),
  gamesCount: Type.Integer(),
  /** YYYY-MM-DD of the last daily claim, in the player's time zone. */
  lastDaily: Type.Union([Type.String(), Type.Null()]),
  profilePicture: Type.Union([Type.String(), Type.Null()]),
});
export type Profile = Static<typeof Profile>;

/** The longest name the route reads; the name kept is at most USERNAME_MAX (account-rules). */
export const RenameBody = Type.Object({ newName: Type.String({ maxLength: 200 }) });
export type RenameBody = Static<typeof RenameBody>;

/**
 * The most gems a balance holds: far past any honest play, and exact in a JavaScript number. A
 * reward at the cap fills the balance up to it.
 */
export const GEMS_MAX = 1_000_000_000_000;

/**
 * A new total, and the balance it was computed from: the server applies it only while the balance
 * is still that one (compare and set), so a copy sent twice spends once. A client from before
 * `from` sends the total alone; it is then a total against the balance the server holds.
 */
export const SetGemsBody = Type.Object({
  gems: Type.Integer({ minimum: 0, maximum: GEMS_MAX }),
  from: Type.Optional(Type.Integer({ minimum: 0, maximum: GEMS_MAX })),
});
export type SetGemsBody = Static<typeof SetGemsBody>;

export const GemsAnswer = Type.Object({ gems: Type.Integer() });
export type GemsAnswer = Static<typeof GemsAnswer>;

export const DailyClaim = Type.Object({ gems: Type.Integer(), lastDaily: Type.String() });
export type DailyClaim = Static<typeof DailyClaim>;

export const AdStart = Type.Object({ adId: Type.String(), seconds: Type.Integer(), reward: Type.Integer() });
export type AdStart = Static<typeof AdStart>;

export const AdClaimBody = Type.Object({ adId: Type.String({ format: 'uuid' }) });
export type AdClaimBody = Static<typeof AdClaimBody>;
