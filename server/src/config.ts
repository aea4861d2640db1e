// The server's configuration: one TypeBox schema, read from the environment once at start.
// Secrets have development defaults only outside production; in production a missing one stops
// the start with a message naming it.

import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import Type, { type Static } from 'typebox';
import Value from 'typebox/value';
import { ProvidersConfigSchema, readProvidersConfig } from './services/provider-config';

export const ConfigSchema = Type.Object({
  nodeEnv: Type.Union([Type.Literal('development'), Type.Literal('test'), Type.Literal('production')]),
  host: Type.String({ minLength: 1 }),
  port: Type.Integer({ minimum: 0, maximum: 65535 }),
  /** PostgreSQL to use; when absent the server runs an embedded one with its data in `dataDir`. */
  databaseUrl: Type.Optional(Type.String({ minLength: 1 })),
  dataDir: Type.String({ minLength: 1 }),
  /** The built browser client (client/dist), served beside the API. */
  clientDir: Type.String({ minLength: 1 }),
  embeddedPort: Type.Integer({ minimum: 1024, maximum: 65535 }),
  jwtSecret: Type.String({ minLength: 16 }),
  /**
   * Sites allowed to embed the game in a frame (CSP frame-ancestors). Any site (`*`) by default in
   * development; in production only the game's own origin ('self') unless FRAME_ANCESTORS says.
   */
  frameAncestors: Type.Array(Type.String({ minLength: 1 }), { minItems: 1 }),
  /** Origins allowed to call the API from another site. */
  corsOrigins: Type.Array(Type.String({ minLength: 1 })),
  /** Puzzles kept ready per shape and difficulty. */
  poolTarget: Type.Integer({ minimum: 1, maximum: 10_000 }),
  /** Puzzles one session (or account) may add to the shared pool by playing past it. */
  poolGrowthPerSession: Type.Integer({ minimum: 0, maximum: 100_000 }),
  /** Where mail goes out (smtp://user:pass@host:port); without it mail stays in the outbox and the log. */
  smtpUrl: Type.Optional(Type.String({ minLength: 1 })),
  mailFrom: Type.String({ minLength: 3 }),
  /** The game's address, for links in mail. */
  publicUrl: Type.String({ minLength: 1 }),
  /** Sign-in and registration attempts per minute per address. */
  authAttemptsPerMinute: Type.Integer({ minimum: 1 }),
  /** Signs the contact form's captcha challenges. */
  captchaKey: Type.String({ minLength: 16 }),
  /** Contact messages per minute per address. */
  contactPerMinute: Type.Integer({ minimum: 1 }),
  /** Requests to routes that write, per minute, per client address and per session (X-Session-Id). */
  writesPerMinutePerAddress: Type.Integer({ minimum: 1 }),
  writesPerMinutePerSession: Type.Integer({ minimum: 1 }),
  /** Analytics events stored per session and per address in a day; past it, 429 analytics-quota. */
  analyticsEventsPerSessionPerDay: Type.Integer({ minimum: 1 }),
  analyticsEventsPerAddressPerDay: Type.Integer({ minimum: 1 }),
  /** Analytics rows older than this many days are deleted by the server (hourly). */
  analyticsRetentionDays: Type.Integer({ minimum: 1, maximum: 3650 }),
  /** A request must have arrived whole within this many milliseconds (else 408). */
  requestTimeoutMs: Type.Integer({ minimum: 100, maximum: 600_000 }),
  /** The OpenAPI document and its viewer at /api/docs: on outside production, off in it unless API_DOCS=on. */
  apiDocs: Type.Boolean(),
  /** Sign-in providers (Google, Facebook, LinkedIn); one left out answers 503. */
  providers: ProvidersConfigSchema,
  /** Where contact messages are mailed. */
  contactTo: Type.Optional(Type.String({ minLength: 3 })),
  /** Worker processes on the one port (node:cluster); 1 runs the server in this process alone. */
  workers: Type.Integer({ minimum: 1, maximum: 256 }),
  /** Database connections each process keeps at most (PostgreSQL's max_connections covers them all). */
  databasePoolSize: Type.Integer({ minimum: 1, maximum: 1000 }),
  /** Rate-limit counters in Redis (redis://...) instead of PostgreSQL. */
  redisUrl: Type.Optional(Type.String({ minLength: 1 })),
  /**
   * Which proxies' X-Forwarded-For to believe for the client's address (rate limits are per
   * address): false (none, the default), true (any), a hop count, or a comma-separated list of
   * addresses and CIDR ranges - Fastify's trustProxy.
   */
  trustProxy: Type.Union([
    Type.Boolean(),
    Type.Integer({ minimum: 1 }),
    Type.Array(Type.String({ minLength: 1 })),
  ]),
  logLevel: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l)),
  ),
});
export type Config = Static<typeof ConfigSchema>;

/** `data/` at the repository root, wherever the process was started from. */
const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../data', import.meta.url));

/** `client/dist` at the repository root: where the client build puts the game. */
const DEFAULT_CLIENT_DIR = fileURLToPath(new URL('../../client/dist', import.meta.url));

/** Public development secrets: production refuses them even when set on purpose. */
export const DEV_JWT_SECRET = 'numberland-development-secret-not-for-production';
export const DEV_CAPTCHA_KEY = 'numberland-development-captcha-key';

const list = (value: string | undefined, fallback: string[]): string[] =>
  value === undefined
    ? fallback
    : value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);

/** The shortest secret production takes, and the fewest different characters in it. */
export const SECRET_MIN_LENGTH = 32;
export const SECRET_MIN_DISTINCT = 8;

/** Why a production secret is too weak to sign with, if it is. */
export function weaknessOf(secret: string): string | undefined {
  if (secret.length < SECRET_MIN_LENGTH)
    return `is ${secret.length} characters long; it must have at least ${SECRET_MIN_LENGTH}`;
  if (new Set(secret).size < SECRET_MIN_DISTINCT)
    return `has only ${new Set(secret).size} different characters; it must have at least ${SECRET_MIN_DISTINCT}`;
  return undefined;
}

/** An on/off setting: on, off (also true/false, 1/0), or the default when unset. */
function switchOf(value: string | undefined, fallback: boolean, name: string, problems: string[]): boolean {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '') return fallback;
  if (['on', 'true', '1', 'yes'].includes(text)) return true;
  if (['off', 'false', '0', 'no'].includes(text)) return false;
  problems.push(`${name} must be on or off, not "${value}"`);
  return fallback;
}

/** WORKERS: a count, or `auto` for one per core (1 when unset). NaN fails the schema check. */
export function workersOf(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 1;
  if (value.trim() === 'auto') return availableParallelism();
  return /^\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
}

/** TRUST_PROXY: unset or `false` trusts no proxy; `true`, a hop count, or addresses and ranges. */
export function trustProxyOf(value: string | undefined): boolean | number | string[] {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  return list(text, []);
}

/** The configuration from environment variables, or the reasons it cannot be. */
export function readConfig(env: Readonly<Record<string, string | undefined>>): Config {
  const nodeEnv = env.NODE_ENV ?? 'development';
  const production = nodeEnv === 'production';
  const problems: string[] = [];
  if (production && !env.JWT_SECRET) problems.push('JWT_SECRET must be set in production');
  if (production && !env.CAPTCHA_HMAC_KEY) problems.push('CAPTCHA_HMAC_KEY must be set in production');
  for (const name of ['JWT_SECRET', 'CAPTCHA_HMAC_KEY'] as const) {
    const weakness = production && env[name] ? weaknessOf(env[name]) : undefined;
    if (weakness)
      problems.push(`${name} ${weakness}: in production use a random secret (openssl rand -base64 32)`);
  }
  if (production && env.JWT_SECRET === DEV_JWT_SECRET)
    problems.push('JWT_SECRET is the public development secret: set a secret of your own in production');
  if (production && env.CAPTCHA_HMAC_KEY === DEV_CAPTCHA_KEY)
    problems.push('CAPTCHA_HMAC_KEY is the public development key: set a key of your own in production');
  const config = {
    nodeEnv,
    host: env.HOST ?? '0.0.0.0',
    port: Number(env.PORT ?? 3000),
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    dataDir: env.DATA_DIR ?? DEFAULT_DATA_DIR,
    clientDir: env.CLIENT_DIR ?? DEFAULT_CLIENT_DIR,
    embeddedPort: Number(env.EMBEDDED_PG_PORT ?? 54329),
    jwtSecret: env.JWT_SECRET ?? (production ? '' : DEV_JWT_SECRET),
    frameAncestors: list(env.FRAME_ANCESTORS, production ? ["'self'"] : ['*']),
    corsOrigins: list(env.CORS_ORIGINS, []),
    poolTarget: Number(env.PUZZLE_POOL_TARGET ?? 20),
    poolGrowthPerSession: Number(env.PUZZLE_POOL_GROWTH_PER_SESSION ?? 50),
    ...(env.SMTP_URL ? { smtpUrl: env.SMTP_URL } : {}),
    mailFrom: env.MAIL_FROM ?? 'Numberland <no-reply@numberland.invalid>',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 3000}`).replace(/\/$/, ''),
    authAttemptsPerMinute: Number(env.AUTH_ATTEMPTS_PER_MINUTE ?? 10),
    contactPerMinute: Number(env.CONTACT_PER_MINUTE ?? 5),
    writesPerMinutePerAddress: Number(env.WRITES_PER_MINUTE_PER_ADDRESS ?? 600),
    writesPerMinutePerSession: Number(env.WRITES_PER_MINUTE_PER_SESSION ?? 120),
    analyticsEventsPerSessionPerDay: Number(env.ANALYTICS_EVENTS_PER_SESSION_PER_DAY ?? 2_000),
    analyticsEventsPerAddressPerDay: Number(env.ANALYTICS_EVENTS_PER_ADDRESS_PER_DAY ?? 20_000),
    analyticsRetentionDays: Number(env.ANALYTICS_RETENTION_DAYS ?? 90),
    requestTimeoutMs: Number(env.REQUEST_TIMEOUT_MS ?? 30_000),
    apiDocs: switchOf(env.API_DOCS, !production, 'API_DOCS', problems),
    providers: readProvidersConfig(env, problems),
    captchaKey: env.CAPTCHA_HMAC_KEY ?? (production ? '' : DEV_CAPTCHA_KEY),
    ...(env.CONTACT_TO ? { contactTo: env.CONTACT_TO } : {}),
    workers: workersOf(env.WORKERS),
    databasePoolSize: Number(env.DATABASE_POOL_SIZE ?? 10),
    ...(env.REDIS_URL ? { redisUrl: env.REDIS_URL } : {}),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
  };
  for (const error of Value.Errors(ConfigSchema, config)) {
    problems.push(`${error.instancePath || 'config'}: ${error.message}`);
  }
  if (problems.length > 0) throw new Error(`Bad configuration:\n- ${problems.join('\n- ')}`);
  return config as Config;
}
