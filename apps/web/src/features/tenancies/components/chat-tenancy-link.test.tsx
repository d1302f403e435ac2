import type { TenancySummary } from '@roomsetu/shared';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoute, signInAs } from '@/test/render-app';
import { ok, stubApi } from '@/test/stub-api';
import { tenancyKeys } from '../api/tenancy-keys';
import { ASHA, KABIR, MEERA, NEHA, tenancy } from '../test/fixtures';
import { ChatTenancyLink } from './chat-tenancy-link';

const SLOW = { timeout: 30_000 };

beforeEach(() => {
  signInAs('TENANT');
});

const day = (n: number) => `2026-11-${String(n).padStart(2, '0')}T04:30:00.000Z`;
const accepted = { answer: 'ACCEPTED', answeredAt: null } as const;

/** The header link of a chat with `otherId`, the signed-in Asha's tenancies being `items`. */
function show(otherId: number, items: TenancySummary[]) {
  const api = stubApi({ 'GET /api/tenancies': () => ok({ items }) });
  const view = renderRoute('/chat?convoId=1', [
    { path: '/chat', element: <ChatTenancyLink otherId={otherId} /> },
  ]);
  return { ...view, api };
}

/** Asha lets her flat to Kabir (1), newer: an offer to Kabir called off (9), Meera's room (5). */
const TENANCIES = [
  tenancy(5, {
    createdAt: day(20),
    tenants: [
      { ...ASHA, ...accepted },
      { ...NEHA, ...accepted },
    ],
  }),
  tenancy(9, {
    status: 'CANCELLED',
    role: 'OWNER',
    owner: ASHA,
    tenants: [{ ...KABIR, answer: 'DECLINED', answeredAt: null }],
    createdAt: day(18),
  }),
  tenancy(1, {
    status: 'ACTIVE',
    role: 'OWNER',
    owner: ASHA,
    tenants: [{ ...KABIR, ...accepted }],
    createdAt: day(10),
  }),
];

describe('the Tenancy link in the chat header', SLOW, () => {
  it('opens the newest tenancy shared with the other person that is not called off', async () => {
    show(KABIR.id, TENANCIES);
    const link = await screen.findByRole('link', { name: 'Tenancy' });
    expect(link.getAttribute('href')).toBe('/profile?tab=tenancies&tenancy=1');
  });

  it('finds the tenancy whichever side the other person is on', async () => {
    show(MEERA.id, TENANCIES);
    const link = await screen.findByRole('link', { name: 'Tenancy' });
    expect(link.getAttribute('href')).toBe('/profile?tab=tenancies&tenancy=5');
  });

  it('links to a called-off one only when that is all they share', async () => {
    show(
      KABIR.id,
      TENANCIES.filter((t) => t.id !== 1),
    );
    const link = await screen.findByRole('link', { name: 'Tenancy' });
    expect(link.getAttribute('href')).toBe('/profile?tab=tenancies&tenancy=9');
  });

  it('shows nothing when the two share no tenancy', async () => {
    const { client, api } = show(99, TENANCIES);
    await waitFor(() => expect(client.getQueryState(tenancyKeys.list())?.status).toBe('success'));
    expect(api.callsTo('GET /api/tenancies')).toHaveLength(1);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
