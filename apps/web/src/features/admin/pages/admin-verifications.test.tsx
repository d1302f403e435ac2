import type { AdminListingRow, AdminVerificationRow } from '@roomsetu/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, signInAs } from '@/test/render-app';
import { ok, stubApi } from '@/test/stub-api';

const SLOW = { timeout: 30_000 };

const REQUEST: AdminVerificationRow = {
  id: 41,
  status: 'PENDING',
  documentType: 'PAN',
  last4: '234F',
  imageCount: 2,
  rejectionReason: null,
  createdAt: '2026-11-20T09:30:00.000Z',
  decidedAt: null,
  user: {
    id: 9,
    firstName: 'Sneha',
    lastName: 'Iyer',
    email: 'sneha@example.com',
    createdAt: '2026-01-05T09:30:00.000Z',
    verifications: { email: true, phone: true, id: false },
  },
};

const LISTING: AdminListingRow = {
  id: 7,
  title: 'Lake view studio',
  location: 'Indiranagar, Bengaluru',
  city: 'bengaluru',
  image: null,
  tags: [],
  beds: 1,
  type: 'APARTMENT',
  landlord: { id: 3, name: 'Kavya Rao', verified: true },
  rent: 21000,
  status: 'ACTIVE',
  verified: false,
  featured: false,
  views: 0,
  inquiries: 0,
  reviewReason: null,
  addedOn: '2025-10-20T09:30:00.000Z',
};

const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };

beforeEach(() => {
  signInAs('ADMIN');
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: true,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
  let n = 0;
  URL.createObjectURL = vi.fn(() => `blob:document-${++n}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  URL.createObjectURL = original.create;
  URL.revokeObjectURL = original.revoke;
});

const image = () =>
  new Response(new Blob([new Uint8Array([1, 2, 3])], { type: 'image/webp' }), {
    status: 200,
    headers: { 'Content-Type': 'image/webp' },
  });

describe('Admin: ID verifications', SLOW, () => {
  it('shows the queue with the document images fetched with the admin token, and approves', async () => {
    const api = stubApi({
      'GET /api/admin/verifications': () => ok([REQUEST]),
      'GET /api/admin/verifications/41/document/1': image,
      'GET /api/admin/verifications/41/document/2': image,
      'POST /api/admin/verifications/41/approve': () => ok({ id: 41, status: 'APPROVED' }),
    });
    const { user } = renderRoute('/admin?tab=verifications');
    const card = await screen.findByRole('article', { name: 'Sneha Iyer: PAN card' });
    expect(within(card).getByText('PAN card ending 234F')).toBeTruthy();
    const images = await within(card).findAllByRole('img');
    expect(images.map((i) => i.getAttribute('src'))).toEqual([
      'blob:document-1',
      'blob:document-2',
    ]);
    const documentCalls = api.fetchMock.mock.calls.filter(([url]) =>
      String(url).includes('/document/'),
    );
    expect(documentCalls).toHaveLength(2);
    for (const [, init] of documentCalls) {
      expect(new Headers(init?.headers).get('Authorization')).toMatch(/^Bearer /);
    }
    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    await vi.waitFor(() =>
      expect(api.callsTo('POST /api/admin/verifications/41/approve')).toHaveLength(1),
    );
  });

  it('rejects only with a reason', async () => {
    const api = stubApi({
      'GET /api/admin/verifications': () => ok([{ ...REQUEST, imageCount: 0 }]),
      'POST /api/admin/verifications/41/reject': () => ok({ id: 41, status: 'REJECTED' }),
    });
    const { user } = renderRoute('/admin?tab=verifications');
    const card = await screen.findByRole('article', { name: 'Sneha Iyer: PAN card' });
    await user.click(within(card).getByRole('button', { name: 'Reject…' }));
    const send = within(card).getByRole('button', { name: 'Send rejection' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    await user.type(within(card).getByLabelText('Reason (the user reads it)'), 'Too blurry');
    await user.click(send);
    await vi.waitFor(() =>
      expect(api.callsTo('POST /api/admin/verifications/41/reject').map((c) => c.body)).toEqual([
        { reason: 'Too blurry' },
      ]),
    );
  });
});

describe('Admin: marking a listing verified', SLOW, () => {
  it('asks for the three checks and posts them to the verify action, never a PATCH', async () => {
    const api = stubApi({
      'GET /api/admin/listings': () => ok([LISTING]),
      'POST /api/admin/listings/7/verify': () =>
        ok({ id: 7, verified: true, verifiedAt: '2026-11-12T06:00:00.000Z' }),
    });
    const { user } = renderRoute('/admin-listing');
    await user.click(await screen.findByRole('button', { name: 'Actions for Lake view studio' }));
    await user.click(screen.getByRole('menuitem', { name: 'Mark verified' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark listing verified' });
    const submit = within(dialog).getByRole('button', { name: 'Mark verified' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    for (const box of within(dialog).getAllByRole('checkbox')) await user.click(box);
    expect((submit as HTMLButtonElement).disabled).toBe(false);
    await user.click(submit);
    await vi.waitFor(() =>
      expect(api.callsTo('POST /api/admin/listings/7/verify').map((c) => c.body)).toEqual([
        { photosLookReal: true, addressPlausible: true, ownerReachable: true },
      ]),
    );
    expect(api.callsTo('PATCH /api/admin/listings/7')).toHaveLength(0);
  });
});
