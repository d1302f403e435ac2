import type { TenancyDetail } from '@roomsetu/shared';
import { renderRoute } from '@/test/render-app';
import { ok, stubApi, type ApiRoutes } from '@/test/stub-api';
import { AgreementSection } from '../components/agreement-section';
import { TenanciesTab } from '../components/tenancies-tab';
import { agreementList } from './agreement-fixtures';
import { deposit } from './fixtures';

/**
 * Tenancy 1 (`detail`) opened in the Tenancies tab, its sections answered as `routes` say: by
 * default a deposit with nothing recorded, no reports and no agreement.
 */
export function openTenancy(detail: TenancyDetail, routes: ApiRoutes = {}) {
  const api = stubApi({
    'GET /api/tenancies/1': () => ok(detail),
    'GET /api/tenancies/1/deposit': () => ok(deposit()),
    'GET /api/tenancies/1/reports': () => ok({ items: [] }),
    'GET /api/tenancies/1/agreement': () => ok(agreementList([])),
    ...routes,
  });
  const view = renderRoute('/profile?tab=tenancies&tenancy=1', [
    { path: '/profile', element: <TenanciesTab /> },
  ]);
  return { ...view, api };
}

/** The Agreement section of `detail` alone, its requests answered by `routes`. */
export function openAgreementSection(detail: TenancyDetail, routes: ApiRoutes) {
  const api = stubApi(routes);
  const view = renderRoute('/profile', [
    { path: '/profile', element: <AgreementSection tenancy={detail} /> },
  ]);
  return { ...view, api };
}
