import type { ReportKind } from '@roomsetu/shared';
import { useTranslation } from 'react-i18next';

/** "Move-in report", "Move-out report" in the reader's language. */
export function useReportName() {
  const { t } = useTranslation(['tenancies', 'enums']);
  return (kind: ReportKind) =>
    t('tenancies:reports.name', { kind: t(`enums:tenancyReportKind.${kind}`) });
}
