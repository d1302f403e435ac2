import type { AgreementList, DraftAgreementInput, TenancyDetail } from '@roomsetu/shared';
import en from '@roomsetu/shared/catalogs/en.json';
import { screen, waitFor, within, type BoundFunctions, type queries } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast';
import { signInAs } from '@/test/render-app';
import { fail, ok, type ApiRoutes } from '@/test/stub-api';
import { tenancyKeys } from '../api/tenancy-keys';
import {
  agreementList,
  agreementVersion,
  ownedTenancy,
  withTerms,
} from '../test/agreement-fixtures';
import { ASHA, KABIR, NEHA, tenancy } from '../test/fixtures';
import { openAgreementSection } from '../test/open-tenancy';

const SLOW = { timeout: 30_000 };
const FLAG = en.enums.agreementFlag;
const NO_FLAGS = 'This draft trips no guardrail.';

beforeEach(() => {
  signInAs('LANDLORD');
  vi.spyOn(toast, 'success');
  vi.spyOn(toast, 'error');
});

function open(detail: TenancyDetail, list: AgreementList, routes: ApiRoutes = {}) {
  return openAgreementSection(detail, {
    'GET /api/tenancies/1/agreement': () => ok(list),
    ...routes,
  });
}

/** Opens the owner's draft form and answers it with its guardrails panel. */
async function openForm(detail: TenancyDetail, list = agreementList([]), routes: ApiRoutes = {}) {
  const view = open(detail, list, routes);
  const name = list.items.length === 0 ? 'Draft the agreement' : 'Draft a new version';
  await view.user.click(await screen.findByRole('button', { name }));
  const form = screen.getByRole('form', { name });
  const guardrails = within(form).getByRole('region', { name: 'Guardrails' });
  return { ...view, form: within(form), guardrails: within(guardrails) };
}

/** The flags the guardrails panel shows, by their catalog text. */
const shownFlags = (panel: BoundFunctions<typeof queries>) =>
  panel.queryAllByRole('listitem').map((item) => item.textContent);

describe('drafting the agreement', SLOW, () => {
  it('offers the owner the form while the tenancy is offered, and a tenant nothing', async () => {
    const owner = open(ownedTenancy(), agreementList([]));
    expect(
      await screen.findByText(/^No agreement yet\. Draft it from the tenancy’s terms/),
    ).toBeTruthy();
    const toggle = screen.getByRole('button', { name: 'Draft the agreement' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await owner.user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const form = within(screen.getByRole('form', { name: 'Draft the agreement' }));
    expect(
      form.getByText(
        'A new version must be accepted again by everyone, including anyone who accepted an earlier one.',
      ),
    ).toBeTruthy();
    const language = within(form.getByRole('group', { name: 'Language of the agreement' }));
    expect(language.getByRole('radio', { name: 'English' })).toHaveProperty('checked', true);
    expect(language.getByRole('radio', { name: 'हिन्दी' })).toHaveProperty('checked', false);
    const binds = within(form.getByRole('group', { name: 'Lock-in binds' }));
    expect(binds.getByRole('radio', { name: 'Both sides' })).toHaveProperty('checked', true);
    expect(binds.getByRole('radio', { name: 'Only the tenant' })).toBeTruthy();
    expect(form.getByRole('spinbutton', { name: /Owner’s notice period/ })).toHaveProperty(
      'value',
      '30',
    );
    expect(form.getByRole('button', { name: 'Draft version 1' })).toBeTruthy();
    owner.unmount();

    signInAs('TENANT');
    open(tenancy(1), agreementList([]));
    expect(await screen.findByText('The owner has not drafted the agreement yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Draft/ })).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('offers a new version once one exists, and nothing once the tenancy has ended', async () => {
    const first = open(ownedTenancy({ status: 'ACTIVE' }), agreementList([agreementVersion(1)]));
    expect(await screen.findByRole('button', { name: 'Draft a new version' })).toBeTruthy();
    first.unmount();

    open(ownedTenancy({ status: 'ENDED' }), agreementList([]));
    expect(await screen.findByText('No agreement was drafted for this tenancy.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Draft/ })).toBeNull();
  });

  it('flags a deposit of more than two months’ rent from the terms, and not one of exactly two', async () => {
    const atCap = await openForm(ownedTenancy());
    expect(atCap.guardrails.getByText(NO_FLAGS)).toBeTruthy();
    atCap.unmount();

    const above = await openForm(withTerms(ownedTenancy(), { depositAmount: 30_001 }));
    expect(shownFlags(above.guardrails)).toEqual([FLAG.DEPOSIT_ABOVE_TWO_MONTHS]);
    expect(
      above.guardrails.getByText(
        'You may still draft it: every party sees these flags with the version.',
      ),
    ).toBeTruthy();
  });

  it('flags a lock-in that binds only the tenant, and asks nothing of a tenancy without one', async () => {
    const { user, form, guardrails, unmount } = await openForm(ownedTenancy());
    await user.click(form.getByRole('radio', { name: 'Only the tenant' }));
    expect(shownFlags(guardrails)).toEqual([FLAG.ONE_SIDED_LOCK_IN]);
    await user.click(form.getByRole('radio', { name: 'Both sides' }));
    expect(guardrails.getByText(NO_FLAGS)).toBeTruthy();
    unmount();

    const none = await openForm(withTerms(ownedTenancy(), { lockInMonths: 0 }));
    expect(none.form.queryByRole('group', { name: 'Lock-in binds' })).toBeNull();
    expect(none.guardrails.getByText(NO_FLAGS)).toBeTruthy();
  });

  it('flags a fixed deduction, written in its field or as a clause of the owner’s', async () => {
    const { user, form, guardrails } = await openForm(ownedTenancy());
    const flat = form.getByRole('textbox', { name: /Fixed deduction from the deposit/ });
    await user.type(flat, ' ');
    expect(guardrails.getByText(NO_FLAGS)).toBeTruthy();
    await user.type(flat, 'Half a month’s rent for painting');
    expect(shownFlags(guardrails)).toEqual([FLAG.FLAT_DEDUCTION]);
    await user.clear(flat);
    expect(guardrails.getByText(NO_FLAGS)).toBeTruthy();

    await user.click(form.getByRole('button', { name: 'Add a clause' }));
    const clause = form.getByRole('textbox', { name: 'Clause 1' });
    expect(document.activeElement).toBe(clause);
    await user.type(clause, 'Painting is paid by the tenant.');
    expect(guardrails.getByText(NO_FLAGS)).toBeTruthy();
    await user.clear(clause);
    await user.type(clause, 'One month’s rent is deducted for painting.');
    expect(shownFlags(guardrails)).toEqual([FLAG.FLAT_DEDUCTION]);
    await user.click(form.getByRole('button', { name: 'Remove clause 1' }));
    expect(form.queryByRole('textbox', { name: 'Clause 1' })).toBeNull();
    expect(guardrails.getByText(NO_FLAGS)).toBeTruthy();
  });

  it('flags an owner’s notice shorter than the tenant’s, and not an equal or longer one', async () => {
    const { user, form, guardrails } = await openForm(ownedTenancy());
    const notice = form.getByRole('spinbutton', { name: /Owner’s notice period/ });
    expect(guardrails.getByText(NO_FLAGS)).toBeTruthy();
    await user.clear(notice);
    await user.type(notice, '29');
    expect(shownFlags(guardrails)).toEqual([FLAG.UNEQUAL_NOTICE]);
    await user.clear(notice);
    await user.type(notice, '30');
    expect(guardrails.getByText(NO_FLAGS)).toBeTruthy();
    await user.clear(notice);
    await user.type(notice, '31');
    expect(guardrails.getByText(NO_FLAGS)).toBeTruthy();
    // Left empty, the owner's notice is the tenant's.
    await user.clear(notice);
    expect(guardrails.getByText(NO_FLAGS)).toBeTruthy();
  });

  it('posts the owner’s choices and shows the new version, flagged, in place of the form', async () => {
    const v1 = agreementVersion(1, {
      createdBy: ASHA.id,
      awaiting: [ASHA.id, NEHA.id],
      acceptances: [{ userId: KABIR.id, at: '2026-11-24T10:00:00.000Z' }],
    });
    const v2 = agreementVersion(2, {
      lang: 'hi',
      createdBy: ASHA.id,
      awaiting: [ASHA.id, KABIR.id, NEHA.id],
      flags: [
        { code: 'ONE_SIDED_LOCK_IN', message: FLAG.ONE_SIDED_LOCK_IN },
        { code: 'FLAT_DEDUCTION', message: FLAG.FLAT_DEDUCTION },
        { code: 'UNEQUAL_NOTICE', message: FLAG.UNEQUAL_NOTICE },
      ],
    });
    const detail = ownedTenancy({ status: 'ACTIVE' });
    const { user, form, guardrails, api, client } = await openForm(
      detail,
      agreementList([{ ...v1 }]),
      {
        'POST /api/tenancies/1/agreement': () =>
          ok(agreementList([v2, { ...v1, latest: false }]), 201),
      },
    );
    client.setQueryData(tenancyKeys.one(1), detail);

    await user.click(form.getByRole('radio', { name: 'हिन्दी' }));
    await user.click(form.getByRole('radio', { name: 'Only the tenant' }));
    const notice = form.getByRole('spinbutton', { name: /Owner’s notice period/ });
    await user.clear(notice);
    await user.type(notice, '15');
    await user.type(
      form.getByRole('textbox', { name: /Fixed deduction/ }),
      '  Half a month’s rent for painting ',
    );
    await user.click(form.getByRole('button', { name: 'Add a clause' }));
    await user.type(form.getByRole('textbox', { name: 'Clause 1' }), ' No smoking inside. ');
    await user.click(form.getByRole('button', { name: 'Add a clause' }));
    await user.type(form.getByRole('textbox', { name: 'Clause 2' }), 'Pets allowed.');
    await user.click(form.getByRole('button', { name: 'Remove clause 1' }));
    expect(form.getByRole('textbox', { name: 'Clause 1' })).toHaveProperty(
      'value',
      'Pets allowed.',
    );
    expect(shownFlags(guardrails)).toEqual([
      FLAG.ONE_SIDED_LOCK_IN,
      FLAG.FLAT_DEDUCTION,
      FLAG.UNEQUAL_NOTICE,
    ]);
    // Flags warn: the owner may still draft.
    await user.click(form.getByRole('button', { name: 'Draft version 2' }));

    await waitFor(() => expect(api.callsTo('POST /api/tenancies/1/agreement')).toHaveLength(1));
    const body = api.callsTo('POST /api/tenancies/1/agreement')[0]!.body as DraftAgreementInput;
    expect(body).toEqual({
      lang: 'hi',
      lockInBinds: 'TENANT_ONLY',
      ownerNoticeDays: 15,
      flatDeduction: 'Half a month’s rent for painting',
      extraClauses: ['Pets allowed.'],
    });
    const newest = await screen.findByRole('article', { name: 'Version 2' });
    expect(within(newest).getByText(/^हिन्दी · drafted Mon 23 Nov, 10:00 IST$/)).toBeTruthy();
    expect(
      within(newest)
        .getAllByRole('listitem')
        .map((item) => item.textContent)
        .slice(0, 3),
    ).toEqual([FLAG.ONE_SIDED_LOCK_IN, FLAG.FLAT_DEDUCTION, FLAG.UNEQUAL_NOTICE]);
    expect(screen.getByRole('button', { name: /^Version 1Replaced by version 2/ })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Draft a new version' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Draft a new version' })).toBeTruthy();
    expect(toast.success).toHaveBeenCalledWith('Version 2 drafted. Everyone must now accept it.');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Agreement' }));
    // The tenancy's history gains a line: its query is marked stale.
    expect(client.getQueryState(tenancyKeys.one(1))?.isInvalidated).toBe(true);
  });

  it('checks each text before posting, and shows the API’s refusals by their fields', async () => {
    const clauseText = 'Write each clause in 3 to 500 characters.';
    const { user, form, api } = await openForm(ownedTenancy(), agreementList([]), {
      'POST /api/tenancies/1/agreement': () =>
        fail(400, clauseText, { 'extraClauses.1': clauseText }),
    });
    await user.click(form.getByRole('button', { name: 'Add a clause' }));
    await user.type(form.getByRole('textbox', { name: 'Clause 1' }), 'ok');
    const notice = form.getByRole('spinbutton', { name: /Owner’s notice period/ });
    await user.clear(notice);
    await user.type(notice, '181');
    await user.click(form.getByRole('button', { name: 'Draft version 1' }));
    expect(form.getByRole('textbox', { name: 'Clause 1' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(form.getByText('Write it in 3 to 500 characters.')).toBeTruthy();
    expect(form.getByText('Enter a whole number of days from 0 to 180.')).toBeTruthy();
    expect(api.callsTo('POST /api/tenancies/1/agreement')).toHaveLength(0);

    await user.type(form.getByRole('textbox', { name: 'Clause 1' }), ' fine');
    await user.click(form.getByRole('button', { name: 'Add a clause' }));
    await user.type(form.getByRole('textbox', { name: 'Clause 2' }), 'Second clause.');
    await user.clear(notice);
    await user.type(notice, '60');
    await user.click(form.getByRole('button', { name: 'Draft version 1' }));
    await waitFor(() => expect(api.callsTo('POST /api/tenancies/1/agreement')).toHaveLength(1));
    const second = form.getByRole('textbox', { name: 'Clause 2' });
    await waitFor(() => expect(second.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = second.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy.split(' ').at(-1)!)?.textContent).toBe(clauseText);
    expect(form.getByRole('textbox', { name: 'Clause 1' }).getAttribute('aria-invalid')).toBeNull();
    // The form stays open with what was written.
    expect(second).toHaveProperty('value', 'Second clause.');
  });
});
