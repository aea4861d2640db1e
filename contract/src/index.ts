// The API contract: what every route of the server takes and answers, in TypeBox schemas with
// their static types, plus the account rules and analytics event names both sides check.
// The browser imports types and the plain constants only (`import type` for the schemas' types).

export * from './account-rules';
export * from './analytics';
export * from './auth';
export * from './contact';
export * from './embed';
export * from './errors';
export * from './events';
export * from './game';
export * from './health';
export * from './lessons';
export * from './providers';
export * from './register-checks';
export type * from './routes';
export * from './user';
