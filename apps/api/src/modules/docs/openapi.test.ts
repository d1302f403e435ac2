import { propertyDetail, selfUser } from '@roomsetu/shared';
import { Ajv2020 } from 'ajv/dist/2020.js';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { RouteTable } from '../../lib/route';
import { checkResponses, ContractChecker } from '../../test/contract';
import { takeViolations } from '../../test/contract-setup';
import { createTestEnv, type TestEnv } from '../../test/harness';

interface Operation {
  responses: Record<
    string,
    { content?: Record<string, { schema: Record<string, unknown> }>; headers?: object }
  >;
}
type Doc = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Record<string, unknown>> };
};

let t: TestEnv;
let doc: Doc;
beforeAll(async () => {
  t = await createTestEnv();
  doc = (await request(t.app).get('/api/openapi.json')).body as Doc;
});
afterAll(async () => {
  await t.close();
});

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ name: `${method} ${path}`, op })),
  );
const statusesOf = (path: string, method: string) =>
  Object.keys(doc.paths[path]?.[method]?.responses ?? {}).map(Number);
const dataSchema = (path: string, method: string, status = '200') =>
  (
    doc.paths[path]![method]!.responses[status]!.content!['application/json']!.schema as {
      properties: { data: unknown };
    }
  ).properties.data;

describe('the OpenAPI document', () => {
  it('gives every operation a success answer with a schema for its body', () => {
    expect(operations().length).toBe(t.routes.routes.length);
    for (const { name, op } of operations()) {
      const success = Object.entries(op.responses).filter(([s]) => s.startsWith('2'));
      expect(success.length, name).toBeGreaterThan(0);
      for (const [, answer] of success) {
        const [schema] = Object.values(answer.content ?? {});
        expect(schema?.schema, name).toBeDefined();
        const body = schema!.schema as { properties?: { success?: object; data?: object } };
        // An enveloped answer documents its data; `{}` would accept anything.
        if (body.properties?.success)
          expect(Object.keys(body.properties.data ?? {}), name).not.toEqual([]);
      }
    }
  });

  it('documents every failure in the error envelope', () => {
    for (const { name, op } of operations()) {
      const failures = Object.entries(op.responses).filter(([s]) => Number(s) >= 400);
      expect(
        failures.map(([s]) => s),
        name,
      ).toContain('500');
      for (const [, answer] of failures) {
        expect(answer.content?.['application/json']?.schema, name).toEqual({
          $ref: '#/components/schemas/ErrorEnvelope',
        });
      }
    }
    expect(doc.components.schemas.ErrorEnvelope).toMatchObject({
      required: ['success', 'code', 'error'],
      properties: {
        success: { const: false },
        code: { type: 'string' },
        error: { type: 'string' },
      },
    });
  });

  it('derives the error codes from who may call a route, what it parses and what it uploads', () => {
    // Every request meets the body parsers (400, 413) and may meet an unreachable database (503).
    expect(statusesOf('/api/health', 'get')).toEqual([200, 400, 413, 500, 503]);
    expect(statusesOf('/api/properties/{id}', 'get')).toEqual([200, 400, 403, 404, 413, 500, 503]);
    expect(statusesOf('/api/users/self-property', 'get')).toEqual([
      200, 400, 401, 403, 413, 500, 503,
    ]);
    expect(statusesOf('/api/admin/listings/{id}', 'patch')).toEqual([
      200, 400, 401, 403, 404, 413, 500, 503,
    ]);
    expect(statusesOf('/api/properties', 'post')).toEqual(
      expect.arrayContaining([201, 400, 401, 413, 415, 500]),
    );
    expect(statusesOf('/api/property-photos/{id}/photos/upload', 'post')).toEqual(
      expect.arrayContaining([201, 400, 401, 403, 404, 413, 415, 500]),
    );
  });

  it('lists 429 with Retry-After where a rate limit applies, and what a route adds itself', () => {
    for (const path of ['/api/auth/login', '/api/auth/signup', '/api/users-public/send-message']) {
      expect(statusesOf(path, 'post'), path).toContain(429);
      expect(doc.paths[path]!.post!.responses['429']!.headers).toHaveProperty('Retry-After');
    }
    expect(statusesOf('/api/auth/signup', 'post')).toEqual(expect.arrayContaining([201, 409]));
    expect(statusesOf('/api/auth/verify-email', 'post')).toEqual(
      expect.arrayContaining([404, 410]),
    );
    expect(statusesOf('/api/favorite', 'post')).toEqual(expect.arrayContaining([200, 201]));
    expect(statusesOf('/api/health', 'get')).not.toContain(429);
  });

  it('requires pagination on the paginated lists and allows it nowhere else', () => {
    const envelope = (path: string) =>
      doc.paths[path]!.get!.responses['200']!.content!['application/json']!.schema as {
        required: string[];
        properties: Record<string, unknown>;
      };
    for (const path of ['/api/properties', '/api/users-public/roommates', '/api/admin/users']) {
      expect(envelope(path).required, path).toContain('pagination');
    }
    expect(envelope('/api/properties/all').properties).not.toHaveProperty('pagination');
  });

  it('is generated from the shared zod schemas', () => {
    const output = (schema: z.ZodType) => {
      const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-2020-12' });
      delete json.$schema;
      return json;
    };
    expect(dataSchema('/api/users/self', 'get')).toEqual(output(selfUser));
    expect(dataSchema('/api/properties/{id}', 'get')).toEqual(output(propertyDetail));
  });

  it('holds only valid JSON Schema, with every reference resolved', () => {
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    ajv.addSchema(doc, 'openapi');
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        for (const [status, answer] of Object.entries(op.responses)) {
          for (const type of Object.keys(answer.content ?? {})) {
            const pointer = `/paths/${path.replace(/\//g, '~1')}/${method}/responses/${status}/content/${type.replace(/\//g, '~1')}/schema`;
            expect(() => ajv.compile({ $ref: `openapi#${pointer}` }), pointer).not.toThrow();
          }
        }
      }
    }
  });
});

describe('the contract check of the API tests', () => {
  function appWith(answer: unknown, status = 200) {
    const table = new RouteTable();
    table.add({
      method: 'get',
      path: '/thing/:id',
      summary: 'A thing',
      tag: 'test',
      auth: 'none',
      access: 'guest',
      response: z.object({ id: z.number() }),
      handler: () => ({ status, data: answer }),
    });
    const app = express();
    const router = express.Router();
    table.mount(router, () => null);
    app.use('/api', router);
    const checker = new ContractChecker(table);
    checkResponses(app, checker);
    return { app, checker };
  }

  it('passes an answer the document describes', async () => {
    const { app, checker } = appWith({ id: 1 });
    await request(app).get('/api/thing/1').expect(200);
    expect(checker.take()).toEqual([]);
  });

  it('catches a field the document does not list (a leak) and a missing one', async () => {
    const leak = appWith({ id: 1, email: 'a@b.in' });
    await request(leak.app).get('/api/thing/1').expect(200);
    expect(leak.checker.take()).toEqual([
      expect.objectContaining({ operation: 'GET /api/thing/1', status: 200 }),
    ]);
    const missing = appWith({});
    await request(missing.app).get('/api/thing/1');
    expect(missing.checker.take()).toHaveLength(1);
  });

  it('catches a status the operation does not document', async () => {
    const { app, checker } = appWith({ id: 1 }, 202);
    await request(app).get('/api/thing/1').expect(202);
    expect(checker.take()).toEqual([expect.objectContaining({ problem: 'undocumented status' })]);
  });

  it('holds every app that carries its route table (as createApp leaves it) to its document', async () => {
    const table = new RouteTable();
    table.add({
      method: 'get',
      path: '/leak',
      summary: 'Answers more than it documents',
      tag: 'test',
      auth: 'none',
      access: 'guest',
      response: z.object({ id: z.number() }),
      handler: () => ({ data: { id: 1, passwordHash: 'x' } }),
    });
    const app = express();
    app.locals.routes = table;
    const router = express.Router();
    table.mount(router, () => null);
    app.use('/api', router);
    await request(app).get('/api/leak').expect(200);
    // Taken here, so this test's own afterEach does not fail on it.
    expect(takeViolations()).toEqual([expect.objectContaining({ operation: 'GET /api/leak' })]);
    expect(t.app.locals.routes).toBe(t.routes);
  });
});
