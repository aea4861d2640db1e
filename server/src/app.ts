// buildApp(config, db, options): the whole HTTP surface, with external plugins first, then our
// own error handling, then the routes under /api. It takes a ready database and starts nothing else.

import { randomInt } from 'node:crypto';
import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { MAX_SEED } from '@numberland/engine';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { Database } from './db/schema';
import { registerAuth } from './plugins/auth';
import { registerClientFiles } from './plugins/client-files';
import { ApiError, registerErrorHandling } from './plugins/errors';
import { finiteBody, registerFiniteQueries } from './plugins/finite-numbers';
import { registerRateLimits } from './plugins/rate-limit-store';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerWriteLimits } from './plugins/write-limits';
import { analyticsRepository } from './repositories/analytics';
import { contactRepository } from './repositories/contact';
import { analyticsRoutes } from './routes/analytics';
import { authRoutes } from './routes/auth';
import { contactRoutes } from './routes/contact';
import { gameRoutes } from './routes/game';
import { healthRoutes } from './routes/health';
import { lessonRoutes } from './routes/lessons';
import { providerRoutes } from './routes/providers';
import { userRoutes } from './routes/user';
import { accounts } from './services/accounts';
import { keepAnalyticsRetention } from './services/analytics-retention';
import { captcha } from './services/captcha';
import { gems } from './services/gems';
import { lessonMarks } from './services/lesson-marks';
import { mailer } from './services/mailer';
import { passwordResets } from './services/password-reset';
import { profiles } from './services/profiles';
import { cachedPuzzles } from './services/puzzle-cache';
import { type PuzzlePool, puzzlePool } from './services/puzzle-pool';
import { scoreStore } from './services/score-store';

/** Puzzles kept regenerated: a few megabytes, and every pooled puzzle of every slot many times over. */
const PUZZLE_CACHE_SIZE = 5000;

/** Largest request body: a long game's action list fits many times over. */
const BODY_LIMIT = 2 * 1024 * 1024;

/** Deepest nesting of objects and arrays a JSON body may have (a score post needs 4). */
export const MAX_JSON_DEPTH = 32;

/** Whether a JSON text nests objects and arrays deeper than `max` (brackets inside strings skipped). */
export function jsonDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      // Skip the string: to the next quote not escaped by an odd run of backslashes.
      for (;;) {
        const end = text.indexOf('"', i + 1);
        if (end < 0) return false; // not JSON: the parser says so
        let slashes = 0;
        while (text.charCodeAt(end - 1 - slashes) === 0x5c) slashes++;
        i = end;
        if (slashes % 2 === 0) break;
      }
    } else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
    }
  }
  return false;
}

/** Query values that are credentials (provider sign-ins send them in the URL) never reach the log. */
const SECRET_PARAMS = /([?&](?:id_token|access_token|code|resetPasswordCode)=)[^&]*/g;
/** Nor does the reset code in the mailed link's path (/resetPassword/:code). */
const SECRET_PATH = /(\/resetPassword\/)[^/?#]*/g;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]').replace(SECRET_PATH, '$1[redacted]');
}

export interface App {
  readonly app: FastifyInstance;
  readonly pool: PuzzlePool;
}

export interface BuildOptions {
  /** The server's clock, for the services that judge time (daily claim, ads). Tests set it; no request can. */
  readonly now?: () => Date;
  /** Where the log goes (standard output by default): tests read it. */
  readonly logStream?: { write(line: string): unknown };
}

export async function buildApp(
  config: Config,
  db: Kysely<Database>,
  options: BuildOptions = {},
): Promise<App> {
  const now = options.now ?? (() => new Date());
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(options.logStream ? { stream: options.logStream } : {}),
      serializers: { req: (req) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }) },
    },
    bodyLimit: BODY_LIMIT,
    // A request must arrive whole within this (a body sent a byte at a time is cut off with
    // 408), its headers within a part of it; Node checks its connections this often.
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: Math.min(config.requestTimeoutMs, 10_000),
      connectionsCheckingInterval: Math.min(30_000, Math.max(100, config.requestTimeoutMs / 10)),
    },
    // Behind a reverse proxy, the client's address (rate limits count per address) is read from
    // X-Forwarded-For of the proxies trusted here, and only theirs.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
  }).withTypeProvider<TypeBoxTypeProvider>();
  registerSecurityHeaders(app, config.frameAncestors);
  // Other sites may call the API only from the origins listed (the game itself is same-origin).
  await app.register(cors, {
    origin: config.corsOrigins,
    allowedHeaders: ['Content-Type', 'Authorization', 'X-Session-Id', 'X-Tenant', 'X-Time-Zone'],
  });
  // Counters shared by every process: PostgreSQL, or Redis when REDIS_URL is set.
  await registerRateLimits(app, db, config.redisUrl);
  registerWriteLimits(app, {
    perAddressPerMinute: config.writesPerMinutePerAddress,
    perSessionPerMinute: config.writesPerMinutePerSession,
  });
  // The OpenAPI document lists every route, the development-only ones too: in production only
  // when API_DOCS says so.
  if (config.apiDocs) {
    await app.register(swagger, {
      openapi: { info: { title: 'Numberland API', version: '1.0.0' }, servers: [{ url: '/api' }] },
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  }
  registerErrorHandling(app);
  registerFiniteQueries(app);
  // JSON bodies: Fastify's parser (prototype poisoning refused), after a depth check - a body
  // nested thousands deep would overflow the stack of whatever walks it (validation, storing).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, raw, done) => {
    const body = String(raw);
    if (jsonDeeperThan(body, MAX_JSON_DEPTH)) {
      done(
        new ApiError(400, 'too-deep', `JSON bodies nest at most ${MAX_JSON_DEPTH} levels deep.`),
        undefined,
      );
      return;
    }
    parseJson(request, body, (error, value) => {
      done(error ?? finiteBody(value) ?? null, error ? undefined : value);
    });
  });

  const auth = await registerAuth(app, db, config.jwtSecret);
  const pool = puzzlePool(db, config.poolTarget, () => randomInt(0, MAX_SEED), config.poolGrowthPerSession);
  const gemStore = gems(db);
  const scores = scoreStore(db, gemStore);
  const profileStore = profiles(db);
  const cheats = config.nodeEnv !== 'production';
  await app.register(healthRoutes, { prefix: '/api', cheats, db, puzzles: () => pool.size() });
  await app.register(gameRoutes, {
    prefix: '/api',
    pool,
    scores,
    auth,
    gems: gemStore,
    profiles: profileStore,
    puzzles: cachedPuzzles(PUZZLE_CACHE_SIZE),
  });
  const mail = mailer(db, config.smtpUrl, config.mailFrom, app.log, config.nodeEnv === 'production');
  const resets = passwordResets(db, mail, config.publicUrl, (error) =>
    app.log.error({ err: error }, 'password reset failed after its answer'),
  );
  app.addHook('onClose', () => resets.settled());
  const accountStore = accounts(db, pool);
  await app.register(authRoutes, {
    prefix: '/api',
    auth,
    accounts: accountStore,
    resets,
    attemptsPerMinute: config.authAttemptsPerMinute,
  });
  await app.register(providerRoutes, {
    prefix: '/api',
    auth,
    db,
    accounts: accountStore,
    providers: config.providers,
    attemptsPerMinute: config.authAttemptsPerMinute,
  });
  await app.register(userRoutes, {
    prefix: '/api',
    auth,
    gems: gemStore,
    profiles: profileStore,
    cheats,
    now,
  });
  await app.register(lessonRoutes, { prefix: '/api', auth, marks: lessonMarks(db) });
  await app.register(contactRoutes, {
    prefix: '/api',
    messages: contactRepository(db),
    captcha: captcha(db, config.captchaKey),
    mail,
    contactTo: config.contactTo,
    perMinute: config.contactPerMinute,
  });
  const analytics = analyticsRepository(db, {
    perSessionPerDay: config.analyticsEventsPerSessionPerDay,
    perAddressPerDay: config.analyticsEventsPerAddressPerDay,
  });
  await app.register(analyticsRoutes, { prefix: '/api', events: analytics });
  keepAnalyticsRetention(app, analytics, config.analyticsRetentionDays);
  await registerClientFiles(app, config.clientDir, config.frameAncestors);
  app.addHook('onClose', () => pool.flush());
  return { app, pool };
}
