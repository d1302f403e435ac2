import type { AgreementList, TenancyDetail } from '@roomsetu/shared';
import en from '@roomsetu/shared/catalogs/en.json';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { signInAs } from '@/test/render-app';
import { fail, ok, type ApiRoutes } from '@/test/stub-api';
import { tenancyKeys } from '../api/tenancy-keys';
import {
  ACCEPTED_AT,
  agreementList,
  agreementVersion,
  MAHARASHTRA,
  SHA_V2,
} from '../test/agreement-fixtures';
import { ASHA, KABIR, MEERA, tenancy } from '../test/fixtures';
import { openAgreementSection } from '../test/open-tenancy';

const SLOW = { timeout: 30_000 };
const FLAG = en.enums.agreementFlag;
const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };

beforeEach(() => {
  signInAs('TENANT');
  vi.spyOn(toast, 'success');
  vi.spyOn(toast, 'error');
});
afterEach(() => {
  URL.createObjectURL = original.create;
  URL.revokeObjectURL = original.revoke;
});

/** Version 1, accepted by Kabir and replaced by version 2, which Kabir has accepted too. */
const V1 = agreementVersion(1, {
  latest: false,
  awaiting: [MEERA.id, ASHA.id],
  acceptances: [{ userId: KABIR.id, at: ACCEPTED_AT }],
});
const V2 = agreementVersion(2, {
  flags: [{ code: 'UNEQUAL_NOTICE', message: FLAG.UNEQUAL_NOTICE }],
  awaiting: [MEERA.id, ASHA.id],
  acceptances: [{ userId: KABIR.id, at: ACCEPTED_AT }],
});
const TWO_VERSIONS = agreementList([V2, V1]);

function open(
  list: AgreementList | (() => Response | Promise<Response>),
  routes: ApiRoutes = {},
  detail: TenancyDetail = tenancy(1),
) {
  return openAgreementSection(detail, {
    'GET /api/tenancies/1/agreement': typeof list === 'function' ? list : () => ok(list),
    ...routes,
  });
}

const newestCard = () => screen.findByRole('article', { name: 'Version 2' });

describe('the agreement section', SLOW, () => {
  it('shows each version newest first, with its hash, flags, acceptances and stamp', async () => {
    open(agreementList([{ ...V2, stampCertificateNumber: 'IN-RJ12345' }, V1]));
    const card = within(await newestCard());
    expect(card.getByText('English · drafted Mon 23 Nov, 10:00 IST')).toBeTruthy();
    const hash = card.getByTitle(SHA_V2);
    expect(hash.textContent).toBe('9f86d081884c…f00a08');
    expect(hash.tagName).toBe('CODE');
    // The whole hash, opened from its summary, wraps rather than widening a phone's screen.
    expect(card.getByText(SHA_V2).className).toContain('break-all');
    expect(card.getByText(FLAG.UNEQUAL_NOTICE)).toBeTruthy();
    expect(card.getByText('Kabir Rao: Tue 24 Nov, 15:30 IST')).toBeTruthy();
    expect(card.getByText('Awaiting: Meera Shah, Asha Verma (you)')).toBeTruthy();
    expect(card.getByText('E-stamp certificate: IN-RJ12345')).toBeTruthy();
    expect(
      screen.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent),
    ).toEqual(['Version 2', 'Version 1Replaced by version 2', 'Stamp duty']);
  });

  it('folds older versions, marked replaced, and offers no acceptance of them', async () => {
    const { user } = open(TWO_VERSIONS);
    await newestCard();
    const older = screen.getByRole('button', { name: /^Version 1.*Replaced by version 2$/ });
    expect(older.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(older.getAttribute('aria-controls')!)!;
    expect(panel.hidden).toBe(true);
    await user.click(older);
    expect(panel.hidden).toBe(false);
    expect(within(panel).getByText('Kabir Rao: Tue 24 Nov, 15:30 IST')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Download agreement (PDF)' })).toBeTruthy();
    expect(within(panel).queryByRole('checkbox')).toBeNull();
    expect(within(panel).queryByRole('button', { name: /^Accept/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Accept version 1' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Accept version 2' })).toBeTruthy();
  });

  it('accepts the newest version with a code once the reader says they have read it', async () => {
    let accepted = false;
    const { user, api, client } = open(() => ok(TWO_VERSIONS), {
      'POST /api/tenancies/1/agreement/2/code': () =>
        ok({ channel: 'SMS', sentTo: '******3210', expiresAt: '2026-11-24T10:15:00.000Z' }),
      'POST /api/tenancies/1/agreement/2/accept': (body) => {
        if ((body as { code: string }).code !== '123456') {
          return fail(400, 'That code is not right.', { code: 'That code is not right.' });
        }
        accepted = true;
        return ok(
          agreementList([
            {
              ...V2,
              awaiting: [MEERA.id],
              acceptances: [...V2.acceptances, { userId: ASHA.id, at: ACCEPTED_AT }],
            },
            V1,
          ]),
        );
      },
    });
    client.setQueryData(tenancyKeys.one(1), tenancy(1));
    const card = within(await newestCard());
    const accept = within(card.getByRole('region', { name: 'Your acceptance' }));
    expect(
      accept.getByText(/This is an OTP-confirmed acceptance, not an Aadhaar eSign.*audit trail/),
    ).toBeTruthy();
    expect(accept.getByText(/review it before you sign/)).toBeTruthy();

    await user.click(accept.getByRole('button', { name: 'Accept version 2' }));
    const box = accept.getByRole('checkbox', { name: 'I have read version 2' });
    expect(accept.getByText('Tick the box to say you have read version 2.')).toBeTruthy();
    expect(document.activeElement).toBe(box);
    expect(api.callsTo('POST /api/tenancies/1/agreement/2/code')).toHaveLength(0);

    await user.click(box);
    expect(accept.queryByText('Tick the box to say you have read version 2.')).toBeNull();
    await user.click(accept.getByRole('button', { name: 'Accept version 2' }));
    const status = accept.getByRole('status');
    await waitFor(() =>
      expect(status.textContent).toBe(
        'We sent a 6-digit code to ******3210. It works until Tue 24 Nov, 15:45 IST.',
      ),
    );
    expect(status.getAttribute('aria-live')).toBe('polite');
    const input = accept.getByRole('textbox', { name: '6-digit code' });
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(input.getAttribute('pattern')).toBe('[0-9]{6}');
    expect(document.activeElement).toBe(input);

    await user.type(input, '111111');
    await user.click(accept.getByRole('button', { name: 'Confirm acceptance' }));
    expect(await accept.findByText('That code is not right.')).toBeTruthy();
    expect(accepted).toBe(false);

    await user.click(accept.getByRole('button', { name: 'Send a new code' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/tenancies/1/agreement/2/code')).toHaveLength(2),
    );
    await waitFor(() => expect(accept.queryByText('That code is not right.')).toBeNull());
    await user.type(accept.getByRole('textbox', { name: '6-digit code' }), '123456');
    await user.click(accept.getByRole('button', { name: 'Confirm acceptance' }));

    await waitFor(() => expect(card.queryByRole('region', { name: 'Your acceptance' })).toBeNull());
    expect(api.callsTo('POST /api/tenancies/1/agreement/2/accept').map((c) => c.body)).toEqual([
      { code: '111111' },
      { code: '123456' },
    ]);
    expect(card.getByText('Asha Verma (you): Tue 24 Nov, 15:30 IST')).toBeTruthy();
    expect(card.getByText('Awaiting: Meera Shah')).toBeTruthy();
    expect(toast.success).toHaveBeenCalledWith('You accepted version 2.');
    expect(client.getQueryState(tenancyKeys.one(1))?.isInvalidated).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Agreement' }));
  });

  it('offers no acceptance to a party who has accepted, or once the tenancy has ended', async () => {
    const done = open(
      agreementList([
        { ...V2, awaiting: [MEERA.id], acceptances: [{ userId: ASHA.id, at: ACCEPTED_AT }] },
      ]),
    );
    await newestCard();
    expect(screen.queryByRole('region', { name: 'Your acceptance' })).toBeNull();
    done.unmount();

    open(TWO_VERSIONS, {}, tenancy(1, { status: 'ENDED' }));
    await newestCard();
    expect(screen.queryByRole('button', { name: 'Accept version 2' })).toBeNull();
  });

  it('names the state’s law and e-stamp site, and records the certificate number', async () => {
    const stamped = agreementList(
      [{ ...V2, stampCertificateNumber: 'MH-2026/12345' }, V1],
      MAHARASHTRA,
    );
    const { user, api, client } = open(agreementList([V2, V1], MAHARASHTRA), {
      'POST /api/tenancies/1/agreement/2/stamp': () => ok(stamped),
    });
    client.setQueryData(tenancyKeys.one(1), tenancy(1));
    const duty = within(await screen.findByRole('region', { name: 'Stamp duty' }));
    expect(
      duty.getByText(/^Stamp duty is payable on this agreement under the law of Maharashtra\./),
    ).toBeTruthy();
    const eStamp = duty.getByRole('link', { name: /^Buy e-stamp paper for Maharashtra/ });
    expect(eStamp.getAttribute('href')).toBe('https://gras.mahakosh.gov.in/');
    expect(eStamp.getAttribute('target')).toBe('_blank');
    expect(eStamp.getAttribute('rel')).toBe('noopener noreferrer');
    expect(
      duty.getByText(/^In Maharashtra a leave and licence agreement must also be registered/),
    ).toBeTruthy();
    expect(
      duty.getByRole('link', { name: /^Register the agreement online/ }).getAttribute('href'),
    ).toBe('https://igrmaharashtra.gov.in/');

    const field = duty.getByRole('textbox', { name: 'E-stamp certificate number' });
    await user.type(field, 'ab');
    await user.click(duty.getByRole('button', { name: 'Record the number' }));
    expect(duty.getByText(/^Enter the number as printed/)).toBeTruthy();
    expect(api.callsTo('POST /api/tenancies/1/agreement/2/stamp')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, ' MH-2026/12345 ');
    await user.click(duty.getByRole('button', { name: 'Record the number' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/tenancies/1/agreement/2/stamp').map((c) => c.body)).toEqual([
        { certificateNumber: 'MH-2026/12345' },
      ]),
    );
    const card = within(await newestCard());
    expect(await card.findByText('E-stamp certificate: MH-2026/12345')).toBeTruthy();
    expect(toast.success).toHaveBeenCalledWith('E-stamp certificate number recorded.');
    expect(client.getQueryState(tenancyKeys.one(1))?.isInvalidated).toBe(true);
  });

  it('leaves out the registration note where the state has none', async () => {
    open(TWO_VERSIONS);
    const duty = within(await screen.findByRole('region', { name: 'Stamp duty' }));
    expect(
      duty.getByRole('link', { name: /^Buy e-stamp paper for Rajasthan/ }).getAttribute('href'),
    ).toBe('https://egras.raj.nic.in/');
    expect(duty.queryByText(/registered/)).toBeNull();
    expect(duty.queryByRole('link', { name: /^Register/ })).toBeNull();
  });

  it('downloads the document and the certificate with the session, and saves them by name', async () => {
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return `blob:file-${created.length}`;
    });
    URL.revokeObjectURL = vi.fn();
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    const pdf = (text: string) => () =>
      new Response(text, { status: 200, headers: { 'Content-Type': 'application/pdf' } });
    const { user, api } = open(TWO_VERSIONS, {
      'GET /api/tenancies/1/agreement/2.pdf': pdf('%PDF agreement v2'),
      'GET /api/tenancies/1/agreement/2/certificate.pdf': pdf('%PDF certificate v2'),
    });
    const card = within(await newestCard());

    await user.click(card.getByRole('button', { name: 'Download agreement (PDF)' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    await user.click(card.getByRole('button', { name: 'Certificate of acceptance (PDF)' }));
    await waitFor(() => expect(clicked).toHaveLength(2));

    const files = api.fetchMock.mock.calls.filter(([url]) => String(url).endsWith('.pdf'));
    expect(files.map(([url]) => url)).toEqual([
      '/api/tenancies/1/agreement/2.pdf',
      '/api/tenancies/1/agreement/2/certificate.pdf',
    ]);
    for (const [, init] of files) {
      expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-TENANT');
      expect(init?.cache).toBe('no-store');
    }
    expect(await Promise.all(created.map((blob) => blob.text()))).toEqual([
      '%PDF agreement v2',
      '%PDF certificate v2',
    ]);
    expect(clicked.map((a) => [a.download, a.href])).toEqual([
      ['agreement-1-v2.pdf', 'blob:file-1'],
      ['agreement-1-v2-certificate.pdf', 'blob:file-2'],
    ]);
  });

  it('says so when a download is refused', async () => {
    const { user } = open(TWO_VERSIONS, {
      'GET /api/tenancies/1/agreement/2.pdf': () => fail(404, 'Agreement version not found'),
    });
    const card = within(await newestCard());
    await user.click(card.getByRole('button', { name: 'Download agreement (PDF)' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Agreement version not found'));
  });

  it('shows a failed load with a retry', async () => {
    let tries = 0;
    const { user } = open(() =>
      ++tries === 1 ? fail(500, 'Something went wrong') : ok(TWO_VERSIONS),
    );
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not load the agreement.')).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await newestCard()).toBeTruthy();
  });
});
