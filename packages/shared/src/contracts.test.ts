import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import * as shared from './index';
import type { SendMessagePayload } from './socket-events';

const schemas = Object.entries(shared as Record<string, unknown>).filter(
  (entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType,
);

describe('the shared contract', () => {
  it('exports every schema beside its inferred type', () => {
    expect(schemas.length).toBeGreaterThan(40);
  });

  it.each(schemas)('%s converts to JSON Schema for the OpenAPI document', (_name, schema) => {
    expect(() => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })).not.toThrow();
  });

  it('types the socket payload as the schema the server validates it with', () => {
    expectTypeOf<SendMessagePayload>().toExtend<z.input<typeof shared.sendMessageInput>>();
    expectTypeOf<z.output<typeof shared.sendMessageInput>>().toExtend<SendMessagePayload>();
  });

  it('names the socket events as the spec does', () => {
    expect(Object.values(shared.SOCKET_EVENTS).sort()).toEqual([
      'account:suspended',
      'auth:expired',
      'join_conversation',
      'mark_read',
      'message:new',
      'notification:new',
      'send_message',
      'user:offline',
      'user:online',
    ]);
  });
});
