import { Download, Scale } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { Seo } from '@/lib/seo';
import type { ReportIssueSlot } from '../components/report-issue-slot';
import { LegalDocumentView } from '../components/legal-document-view';
import { PageHero } from '../components/page-hero';
import { TERMS } from '../content/terms';

export const TERMS_PDF_FILENAME = 'roomsetu-terms-of-service.pdf';

export function TermsOfServicePage({ ReportIssueButton }: { ReportIssueButton: ReportIssueSlot }) {
  const { t } = useTranslation('info');
  const [preparing, setPreparing] = useState(false);
  const download = async () => {
    setPreparing(true);
    try {
      // The generator, pdfmake and the fonts are only fetched by those who want the PDF. It is the
      // English document, as the page shows it, whatever the reader's language.
      const { downloadLegalPdf } = await import('../lib/legal-pdf');
      await downloadLegalPdf(TERMS, TERMS_PDF_FILENAME);
    } catch {
      toast.error(t('legal.terms.pdfFailed'));
    } finally {
      setPreparing(false);
    }
  };

  return (
    <>
      <Seo title={t('legal.terms.seo.title')} description={t('legal.terms.seo.description')} />
      <PageHero eyebrow={t('legal.eyebrow')} title={t('legal.terms.title')}>
        <p>{t('legal.lastUpdatedVersion', { date: TERMS.lastUpdated, version: TERMS.version })}</p>
      </PageHero>
      <LegalDocumentView
        doc={TERMS}
        summary="terms"
        actions={
          <>
            <button
              type="button"
              onClick={() => void download()}
              disabled={preparing}
              className={buttonClasses('primary', 'md')}
            >
              <Download aria-hidden="true" className="size-4" />
              {preparing ? t('legal.terms.preparingPdf') : t('legal.terms.downloadPdf')}
            </button>
            <ReportIssueButton
              className={buttonClasses('secondary', 'md')}
              dialogTitle={t('legal.terms.contactLegal')}
              subject={t('legal.terms.contactLegalSubject')}
            >
              <Scale aria-hidden="true" className="size-4" />
              {t('legal.terms.contactLegal')}
            </ReportIssueButton>
          </>
        }
      />
    </>
  );
}
