import { describe, expect, it } from 'vitest';
import { ok, stubApi, takeUnexpectedRequests } from './stub-api';

describe('stubApi', () => {
  it('answers stubbed requests and names each request no stub answers, for the test to fail', async () => {
    const api = stubApi({ 'GET /api/known': () => ok({ fine: true }) });
    const known = await fetch('/api/known');
    expect(await known.json()).toEqual({ success: true, data: { fine: true } });
    void fetch('/api/unknown?page=2', { method: 'POST', body: '{}' });
    await Promise.resolve();
    // Taken here, so the setup's check after this test finds nothing left.
    expect(takeUnexpectedRequests()).toEqual(['POST /api/unknown?page=2']);
    expect(api.callsTo('POST /api/unknown')).toHaveLength(1);
  });
});
