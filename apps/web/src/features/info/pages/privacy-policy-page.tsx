import { useTranslation } from 'react-i18next';
import { Seo } from '@/lib/seo';
import { LegalDocumentView } from '../components/legal-document-view';
import { PageHero } from '../components/page-hero';
import { PRIVACY_POLICY } from '../content/privacy';

export function PrivacyPolicyPage() {
  const { t } = useTranslation('info');
  return (
    <>
      <Seo title={t('legal.privacy.seo.title')} description={t('legal.privacy.seo.description')} />
      <PageHero eyebrow={t('legal.eyebrow')} title={t('legal.privacy.title')}>
        <p>{t('legal.lastUpdated', { date: PRIVACY_POLICY.lastUpdated })}</p>
      </PageHero>
      <LegalDocumentView doc={PRIVACY_POLICY} summary="privacy" />
    </>
  );
}
