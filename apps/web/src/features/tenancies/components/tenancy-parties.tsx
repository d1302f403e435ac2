import type { TenancySummary } from '@roomsetu/shared';
import { useTranslation } from 'react-i18next';
import { personName } from '../utils/tenancy-text';

/** The owner, then each tenant with their answer; the reader is marked "(you)". */
export function TenancyParties({
  tenancy,
  selfId,
}: {
  tenancy: TenancySummary;
  selfId: number | undefined;
}) {
  const { t } = useTranslation('tenancies');
  const name = (person: TenancySummary['owner']) =>
    person.id === selfId ? t('row.you', { name: personName(person) }) : personName(person);
  return (
    <div className="space-y-1 text-sm text-slate-700">
      <p>{t('row.owner', { name: name(tenancy.owner) })}</p>
      <div>
        <p>{t('row.tenants')}</p>
        <ul className="mt-0.5 list-disc space-y-0.5 pl-5">
          {tenancy.tenants.map((tenant) => (
            <li key={tenant.id}>
              {t('row.tenant', { name: name(tenant), answer: t(`answer.${tenant.answer}`) })}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
