import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { toColonPath, type RouteDef } from '../../shared/contract/route.js';
import { ApiError } from './api-error.js';

type Infer<T> = [Exclude<T, undefined>] extends [z.ZodType] ? z.output<Exclude<T, undefined>> : undefined;

export interface HandlerInput<D extends RouteDef> {
  params: Infer<D['params']>;
  query: Infer<D['query']>;
  body: Infer<D['body']>;
  req: FastifyRequest;
  reply: FastifyReply;
}

/** What a handler returns: the body of the route's first success status, or an explicit reply. */
export type HandlerResult = unknown | Reply;
export class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {}
}

/** Turns zod issues into the 422 VALIDATION_ERROR details: one entry per field. */
export function validationError(where: 'body' | 'query' | 'path', error: z.ZodError): ApiError {
  const fields = error.issues.map((issue) => ({
    field: [where, ...issue.path].join('.'),
    message: issue.message,
  }));
  const first = fields[0];
  const message = first ? `Invalid ${first.field}: ${first.message}` : `Invalid ${where}`;
  return new ApiError('VALIDATION_ERROR', message, { fields });
}

/** JSON `null` means "absent" (API.md §0): drop null members before validating. */
export function dropNulls(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null));
}

function parse<T extends z.ZodType | undefined>(schema: T, value: unknown, where: 'body' | 'query' | 'path'): Infer<T> {
  if (!schema) return undefined as Infer<T>;
  const result = schema.safeParse(where === 'body' ? dropNulls(value ?? {}) : value);
  if (!result.success) throw validationError(where, result.error);
  return result.data as Infer<T>;
}

/**
 * Registers a contract route on Fastify: validates path, query and body with the contract's zod
 * schemas, calls the handler, and sends its result with the route's success status.
 * `prefix` is where the API is mounted (/api/v2).
 */
export function registerRoute<D extends RouteDef>(
  app: FastifyInstance,
  def: D,
  handler: (input: HandlerInput<D>) => Promise<HandlerResult> | HandlerResult,
  prefix = '/api/v2',
): void {
  const successStatus = Number(Object.keys(def.responses)[0] ?? 200);
  app.route({
    method: def.method,
    url: prefix + toColonPath(def.path),
    config: { routeDef: def },
    handler: async (req, reply) => {
      const params = parse(def.params, req.params, 'path') as Infer<D['params']>;
      const query = parse(def.query, req.query, 'query') as Infer<D['query']>;
      const body = parse(def.body, req.body, 'body') as Infer<D['body']>;
      const result = await handler({ params, query, body, req, reply });
      if (reply.sent) return reply;
      if (result instanceof Reply) {
        reply.code(result.status).headers(result.headers);
        return result.status === 204 ? reply.send() : reply.send(result.body);
      }
      reply.code(successStatus);
      return successStatus === 204 ? reply.send() : reply.send(result);
    },
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    routeDef?: RouteDef;
  }
}
