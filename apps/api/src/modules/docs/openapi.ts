import { z } from 'zod';
import type { RouteSpec, RouteTable } from '../../lib/route';

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

const errorEnvelope = {
  type: 'object',
  required: ['success', 'error'],
  properties: {
    success: { const: false },
    error: { type: 'string' },
    details: { type: 'object', additionalProperties: { type: 'string' } },
  },
};

export function buildOpenApi(table: RouteTable, serverUrl: string): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const spec of table.routes) {
    const key = `/api${openApiPath(spec.path)}`;
    const data = spec.response ? schemaOf(spec.response, 'output') : {};
    const okContent = spec.produces
      ? { [spec.produces]: { schema: { type: 'string' } } }
      : {
          'application/json': {
            schema: {
              type: 'object',
              required: ['success'],
              properties: {
                success: { const: true },
                data,
                message: { type: 'string' },
                pagination: {
                  type: 'object',
                  properties: {
                    page: { type: 'integer' },
                    limit: { type: 'integer' },
                    total: { type: 'integer' },
                    pages: { type: 'integer' },
                  },
                },
              },
            },
          },
        };
    const operation: Record<string, unknown> = {
      operationId: `${spec.method}${key.replace(/[^a-zA-Z0-9]+(\w)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`,
      summary: spec.summary,
      tags: [spec.tag],
      parameters: parameters(spec),
      responses: {
        '200': { description: 'Success', content: okContent },
        '4XX': {
          description: 'Client error',
          content: { 'application/json': { schema: errorEnvelope } },
        },
      },
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
        'Rooms, roommates, listings and chat for Indian cities. Every answer is { success, data, pagination? } or { success: false, error, details? }.',
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
    paths,
  };
}
