import { errorEnvelope, pagination } from '@roomsetu/shared';
import { z } from 'zod';
import { isRateLimited, type RouteSpec, type RouteTable } from '../../lib/route';

type JsonSchema = Record<string, unknown>;

function schemaOf(type: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(type, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as JsonSchema;
  delete json.$schema;
  return json;
}

function openApiPath(path: string): string {
  return path.replace(/:(\w+)/g, '{$1}');
}

function parameters(spec: RouteSpec): unknown[] {
  const out: unknown[] = [];
  const add = (schema: z.ZodType | undefined, where: 'query' | 'path') => {
    if (!schema) return;
    const json = schemaOf(schema, 'input') as {
      properties?: Record<string, JsonSchema>;
      required?: string[];
    };
    for (const [name, prop] of Object.entries(json.properties ?? {})) {
      out.push({
        name,
        in: where,
        required: where === 'path' || (json.required ?? []).includes(name),
        schema: prop,
      });
    }
  };
  add(spec.params, 'path');
  add(spec.query, 'query');
  for (const match of spec.path.matchAll(/:(\w+)/g)) {
    if (!out.some((p) => (p as { name: string }).name === match[1])) {
      out.push({ name: match[1], in: 'path', required: true, schema: { type: 'string' } });
    }
  }
  return out;
}

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input: `details` names each field with its first message, `fieldCodes` its code',
  401: 'Not signed in, or the access token expired',
  403: 'Signed in, but not allowed to do this; or the account is suspended (`suspension` says why and until when)',
  404: 'No such object, or not one the caller may see',
  409: 'Already exists (a duplicate)',
  410: 'The code has expired',
  413: 'Too large (request body, file or number of files)',
  415: 'Not a PNG or JPG image',
  429: 'Too many requests: wait for the seconds in Retry-After',
  500: 'Unexpected failure; never carries a stack or SQL text',
  503: 'The database cannot be reached',
};

const isPathWithParams = (spec: RouteSpec) => /:\w+/.test(spec.path);
const isMultipart = (spec: RouteSpec) => spec.contentType === 'multipart/form-data';

/**
 * The failures a route can answer, derived from its declaration: who may call it, what it
 * parses, what it uploads and whether it is rate-limited; `errors` adds the rest.
 */
export function errorStatuses(spec: RouteSpec): number[] {
  // Every request passes the body parsers and the text check (malformed JSON, NUL bytes: 400;
  // a body over the limit: 413), and any query may meet a database that cannot be reached (503).
  const codes = new Set<number>([400, 413, 500, 503, ...(spec.errors ?? [])]);
  if (spec.auth === 'user' || spec.auth === 'admin') codes.add(401);
  // Any route that reads the caller's token refuses a suspended account's.
  if (spec.auth !== 'none') codes.add(403);
  if (isPathWithParams(spec)) codes.add(404);
  if (isMultipart(spec)) codes.add(415);
  if (isRateLimited(spec)) codes.add(429);
  return [...codes].sort((a, b) => a - b);
}

export function successStatuses(spec: RouteSpec): number[] {
  const declared = spec.successStatus ?? 200;
  return typeof declared === 'number' ? [declared] : [...declared];
}

/** `{ success: true, data, message?, pagination }` around the route's own data schema. */
function successEnvelope(data: JsonSchema, paginated: boolean): JsonSchema {
  return {
    type: 'object',
    required: paginated ? ['success', 'data', 'pagination'] : ['success', 'data'],
    properties: {
      success: { const: true },
      data,
      message: { type: 'string' },
      ...(paginated ? { pagination: { $ref: '#/components/schemas/Pagination' } } : {}),
    },
    additionalProperties: false,
  };
}

function operationId(spec: RouteSpec, key: string): string {
  return `${spec.method}${key.replace(/[^a-zA-Z0-9]+(\w)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`;
}

function responsesOf(spec: RouteSpec): Record<string, unknown> {
  const body = schemaOf(spec.response, 'output');
  const content = spec.produces
    ? { [spec.produces]: { schema: body } }
    : { 'application/json': { schema: successEnvelope(body, spec.paginated ?? false) } };
  const responses: Record<string, unknown> = {};
  for (const status of successStatuses(spec)) {
    responses[String(status)] = { description: status === 201 ? 'Created' : 'Success', content };
  }
  for (const status of errorStatuses(spec)) {
    const headers =
      status === 429
        ? {
            'Retry-After': {
              description: 'Seconds until the limit lets the next request through',
              schema: { type: 'integer' },
            },
          }
        : undefined;
    responses[String(status)] = {
      description: ERROR_DESCRIPTIONS[status] ?? 'Error',
      ...(headers ? { headers } : {}),
      content: {
        'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } },
      },
    };
  }
  return responses;
}

export function buildOpenApi(table: RouteTable, serverUrl: string): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const spec of table.routes) {
    const key = `/api${openApiPath(spec.path)}`;
    const operation: Record<string, unknown> = {
      operationId: operationId(spec, key),
      summary: spec.summary,
      tags: [spec.tag],
      parameters: parameters(spec),
      responses: responsesOf(spec),
    };
    if (spec.body) {
      operation.requestBody = {
        required: true,
        content: {
          [spec.contentType ?? 'application/json']: { schema: schemaOf(spec.body, 'input') },
        },
      };
    }
    if (spec.auth === 'user' || spec.auth === 'admin') operation.security = [{ bearerAuth: [] }];
    (paths[key] ??= {})[spec.method] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'RoomSetu API',
      version: '1.0.0',
      description:
        'Rooms, roommates, listings and chat for Indian cities. Every answer is { success, data, pagination? } or { success: false, code, error, details?, fieldCodes? }: `code` is stable (the catalog key of the text in capitals, e.g. AUTH_INVALID_CREDENTIALS), `error` and the texts of `details` follow Accept-Language (English by default, Hindi for hi), and `fieldCodes` gives each field of `details` its code.',
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: {
        ErrorEnvelope: schemaOf(errorEnvelope, 'output'),
        Pagination: schemaOf(pagination, 'output'),
      },
    },
    paths,
  };
}
