import { z } from 'zod';
import { HouseErrorSchema } from './errors.js';
import { CompleteEventSchema, ErrorEventSchema, ProgressEventSchema } from './sse.js';
import type { RouteDef, SpecialBody } from './route.js';

type Json = Record<string, unknown>;

function isSpecial(body: z.ZodType | SpecialBody): body is SpecialBody {
  return !(body instanceof z.ZodType);
}

/**
 * Converts one schema, hoisting named definitions (schemas with `.meta({id})`) into the shared
 * components so every route references the same component instead of repeating it.
 */
function convert(schema: z.ZodType, components: Json, io: 'input' | 'output'): Json {
  const json = z.toJSONSchema(schema, { target: 'openapi-3.0', unrepresentable: 'any', io }) as Json;
  const defs = (json.definitions ?? {}) as Json;
  delete json.definitions;
  delete json.$schema;
  const rewrite = (value: Json): Json =>
    JSON.parse(JSON.stringify(value).replaceAll('#/definitions/', '#/components/schemas/')) as Json;
  for (const [name, def] of Object.entries(defs)) components[name] = rewrite(def as Json);
  const id = z.globalRegistry.get(schema)?.id;
  if (typeof id === 'string') {
    components[id] = rewrite(json);
    return { $ref: `#/components/schemas/${id}` };
  }
  return rewrite(json);
}

function parametersOf(route: RouteDef, components: Json): Json[] {
  const out: Json[] = [];
  const add = (where: 'path' | 'query', schema: z.ZodType | undefined) => {
    if (!schema) return;
    const json = convert(schema, components, 'input');
    const props = (json.properties ?? {}) as Record<string, Json>;
    const required = new Set((json.required as string[] | undefined) ?? []);
    for (const [name, prop] of Object.entries(props)) {
      out.push({ name, in: where, required: where === 'path' || required.has(name), schema: prop });
    }
  };
  add('path', route.params);
  add('query', route.query);
  return out;
}

function responseOf(body: z.ZodType | SpecialBody, components: Json): Json {
  if (!isSpecial(body)) {
    return { description: 'OK', content: { 'application/json': { schema: convert(body, components, 'output') } } };
  }
  if (body.kind === 'empty') return { description: 'No content' };
  if (body.kind === 'sse') {
    return {
      description: 'Server-Sent Events: progress*, then complete or error (x-sse-events gives each data schema)',
      content: { 'text/event-stream': { schema: { type: 'string' } } },
      'x-sse-events': {
        progress: convert(ProgressEventSchema, components, 'output'),
        complete: convert(CompleteEventSchema, components, 'output'),
        error: convert(ErrorEventSchema, components, 'output'),
      },
    };
  }
  return {
    description: 'File content',
    content: Object.fromEntries(body.contentTypes.map((t) => [t, { schema: { type: 'string' } }])),
  };
}

/** Builds the OpenAPI 3.0 document of the given routes (served at /api/v2/openapi.json). */
export function buildOpenApi(routes: readonly RouteDef[], info: { title: string; version: string }): Json {
  const components: Json = {};
  const paths: Record<string, Json> = {};
  const errorRef = convert(HouseErrorSchema, components, 'output');
  for (const route of routes) {
    const responses: Json = {};
    for (const [status, body] of Object.entries(route.responses)) responses[status] = responseOf(body, components);
    responses.default = { description: 'Error (house envelope)', content: { 'application/json': { schema: errorRef } } };
    const op: Json = {
      operationId: route.id,
      summary: route.summary,
      tags: route.tags,
      parameters: parametersOf(route, components),
      responses,
      security: route.auth === 'none' ? [] : route.auth === 'session' ? [{ sessionCookie: [] }] : [{ bearerAuth: [] }, { sessionCookie: [] }],
    };
    if (route.description) op.description = route.description;
    if (route.billable) op['x-billable'] = true;
    if (route.body) {
      op.requestBody = { required: true, content: { 'application/json': { schema: convert(route.body, components, 'input') } } };
    }
    const path = `/api/v2${route.path}`;
    paths[path] = { ...(paths[path] ?? {}), [route.method.toLowerCase()]: op };
  }
  return {
    openapi: '3.0.3',
    info,
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: components,
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'skp_live_… / skp_test_…' },
        sessionCookie: { type: 'apiKey', in: 'cookie', name: 'skyplan_session' },
      },
    },
  };
}
