// The signed-in player's profile and gems (spec section 7). Guests get a 401: their gems and
// progress live in the client until they sign in.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdClaimBody,
  AdStart,
  DailyClaim,
  errorResponses,
  GemsAnswer,
  OkAnswer,
  Profile,
  RenameBody,
  SetGemsBody,
} from '@numberland/contract';
import { AD_COUNTDOWN_SECONDS, AD_REWARD_GEMS } from '@numberland/engine';
import type { Auth } from '../plugins/auth';
import { ApiError } from '../plugins/errors';
import { ADS_PER_DAY, type Gems, zoneOf } from '../services/gems';
import type { Profiles } from '../services/profiles';
import { answerRefusals } from './refusals';

export interface UserRoutesOptions {
  readonly auth: Auth;
  readonly gems: Gems;
  readonly profiles: Profiles;
  /** Development conveniences (raising gems, resetting the daily claim); never in production. */
  readonly cheats: boolean;
  /** The server's clock (tests set it; never reachable from HTTP). */
  readonly now: () => Date;
}

const failures = { 401: errorResponses[400], 403: errorResponses[400], ...errorResponses };

export const userRoutes: FastifyPluginAsyncTypebox<UserRoutesOptions> = async (
  app,
  { auth, gems, profiles, cheats, now },
) => {
  answerRefusals(app);
  app.get(
    '/user/profile',
    { schema: { summary: 'The signed-in player', response: { 200: Profile, ...failures } } },
    async (request) => profiles.get(await auth.requireUser(request)),
  );

  app.post(
    '/user/rename',
    {
      schema: {
        summary: 'Change the display name',
        body: RenameBody,
        response: { 200: Profile, ...failures },
      },
    },
    async (request) => {
      const userId = await auth.requireUser(request);
      await profiles.rename(userId, request.body.newName);
      return profiles.get(userId);
    },
  );

  app.post(
    '/user/gems',
    {
      schema: {
        summary:
          'Spend gems: the new total, and the balance it was computed from (applied only while the balance is still that; 409 gems-changed otherwise)',
        body: SetGemsBody,
        response: { 200: GemsAnswer, ...failures },
      },
    },
    async (request) => ({
      gems: await gems.setTotal(
        await auth.requireUser(request),
        request.body.gems,
        request.body.from,
        cheats,
      ),
    }),
  );

  app.get(
    '/user/claim-daily',
    {
      schema: {
        summary:
          "The daily reward, once per calendar day in the account's time zone (X-Time-Zone, IANA, recorded at the first claim; UTC by default), at most one zone change a day and never two claims within 20 hours",
        response: { 200: DailyClaim, ...failures },
      },
    },
    async (request) => {
      const userId = await auth.requireUser(request);
      const zone = request.headers['x-time-zone'];
      const claimed = await gems.claimDaily(
        userId,
        typeof zone === 'string' && zone !== '' ? zoneOf(zone) : undefined,
        now(),
      );
      return { gems: claimed.gems, lastDaily: claimed.day };
    },
  );

  app.get(
    '/user/reset-daily',
    {
      schema: {
        summary: 'Development only: claim the daily reward again',
        response: { 200: OkAnswer, ...failures },
      },
    },
    async (request) => {
      if (!cheats) throw new ApiError(404, 'not-found', 'No such route: GET /api/user/reset-daily');
      await gems.resetDaily(await auth.requireUser(request));
      return { ok: true };
    },
  );

  app.post(
    '/user/ad/start',
    {
      schema: {
        summary: `An ad begins; its reward can be claimed after it has run (${ADS_PER_DAY} paid a day; 429 after)`,
        response: { 200: AdStart, ...failures },
      },
    },
    async (request) => ({
      adId: await gems.startAd(await auth.requireUser(request), now()),
      seconds: AD_COUNTDOWN_SECONDS,
      reward: AD_REWARD_GEMS,
    }),
  );

  app.post(
    '/user/ad/claim',
    {
      schema: {
        summary: 'The reward of a finished ad',
        body: AdClaimBody,
        response: { 200: GemsAnswer, ...failures },
      },
    },
    async (request) => ({
      gems: await gems.claimAd(await auth.requireUser(request), request.body.adId, now()),
    }),
  );
};
