// Numbers in requests must be finite. Ajv, coercing a query string, takes "Infinity" and "1e309"
// as an integer and passes them on unchecked against the schema's bounds (the route then failed
// with a 500); JSON.parse reads 1e309 as Infinity, which a bound-less integer field accepts. So
// every numeric query field is checked before validation, and every JSON body as it is parsed.

import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { ApiError } from './errors';

interface SchemaNode {
  readonly type?: unknown;
  readonly properties?: Record<string, SchemaNode>;
  readonly anyOf?: readonly SchemaNode[];
}

const isNumeric = (node: SchemaNode | undefined): boolean =>
  node !== undefined &&
  (node.type === 'integer' || node.type === 'number' || (node.anyOf ?? []).some(isNumeric));

/** The names of a querystring schema's number and integer fields. */
function numericFields(route: RouteOptions): string[] {
  const query = (route.schema as { querystring?: SchemaNode } | undefined)?.querystring;
  return Object.entries(query?.properties ?? {})
    .filter(([, node]) => isNumeric(node))
    .map(([name]) => name);
}

const notFinite = (where: string) =>
  new ApiError(400, 'validation', `${where} must be a finite number`, [`${where} must be a finite number`]);

/** The path of the first number in `value` that is not finite, if any. */
export function nonFiniteIn(value: unknown, path = 'body'): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : path;
  if (typeof value !== 'object' || value === null) return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = nonFiniteIn(value[i], `${path}/${i}`);
      if (found) return found;
    }
    return undefined;
  }
  for (const [key, item] of Object.entries(value)) {
    const found = nonFiniteIn(item, `${path}/${key}`);
    if (found) return found;
  }
  return undefined;
}

/** A body's parse result, refused when it holds a number that is not finite. */
export function finiteBody(value: unknown): ApiError | undefined {
  const where = nonFiniteIn(value);
  return where ? notFinite(where) : undefined;
}

/** Call before the routes are registered. */
export function registerFiniteQueries(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const fields = numericFields(route);
    if (fields.length === 0) return;
    const check = async (request: FastifyRequest) => {
      const query = request.query as Record<string, unknown>;
      for (const name of fields) {
        const value = query[name];
        if (typeof value === 'string' && value !== '' && !Number.isFinite(Number(value)))
          throw notFinite(`querystring/${name}`);
      }
    };
    const hooks = route.preValidation;
    route.preValidation = [...(Array.isArray(hooks) ? hooks : hooks ? [hooks] : []), check];
  });
}
