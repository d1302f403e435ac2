import { DEFAULT_UI_LANGUAGE, MINIMUM_USER_AGE, SUPPORT_CONTACT } from '@roomsetu/shared';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LegalBlock, LegalDocument } from '../content/types';

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') return <p>{block}</p>;
  return (
    <ul className="list-disc space-y-1.5 pl-5 marker:text-brand-600">
      {block.list.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** The documents with a summary in the catalog (info:legal.<key>.summary). */
export type LegalSummaryKey = 'terms' | 'privacy' | 'cookies';

/**
 * The policies are written, and apply, in English only. A reader in another language first gets
 * a few paragraphs in their own saying what the document covers, and that the English governs.
 */
function ReaderSummary({ of }: { of: LegalSummaryKey }) {
  const { t, i18n } = useTranslation('info');
  if (i18n.language === DEFAULT_UI_LANGUAGE) return null;
  const paragraphs = Object.values(
    t(`legal.${of}.summary`, {
      returnObjects: true,
      age: MINIMUM_USER_AGE,
      email: SUPPORT_CONTACT.email,
    }),
  );
  return (
    <section
      lang={i18n.language}
      aria-labelledby="reader-summary-title"
      className="mb-8 rounded-2xl border border-brand-200 bg-brand-50 p-5 text-base leading-7 text-slate-800"
    >
      <h2 id="reader-summary-title" className="text-lg font-bold text-slate-900">
        {t('legal.summary.title')}
      </h2>
      <div className="mt-2 space-y-3">
        {paragraphs.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </div>
      <p className="mt-3 text-sm text-slate-600">{t('legal.summary.note')}</p>
    </section>
  );
}

interface LegalDocumentViewProps {
  doc: LegalDocument;
  /** Which summary a reader in another language than English gets above the text. */
  summary: LegalSummaryKey;
  /** Shown above the contents list (download and contact buttons). */
  actions?: ReactNode;
  /** Shown between the introduction and the numbered sections (the cookie type cards). */
  lead?: ReactNode;
}

/** A policy: a numbered table of contents linking to anchors, then the numbered sections. */
export function LegalDocumentView({ doc, summary, actions, lead }: LegalDocumentViewProps) {
  const { t } = useTranslation('info');
  // A link straight to a section (/terms-of-service#payments) arrives before the page has loaded.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, []);

  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:px-6 sm:py-12 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-12 lg:px-8">
      <aside className="lg:sticky lg:top-20 lg:max-h-[calc(100dvh-6rem)] lg:self-start lg:overflow-y-auto">
        {actions && <div className="mb-5 flex flex-wrap gap-2 lg:flex-col">{actions}</div>}
        <nav
          aria-labelledby="toc-title"
          className="rounded-2xl border border-slate-200 bg-slate-50 p-4"
        >
          <h2 id="toc-title" className="text-sm font-semibold text-slate-900">
            {t('legal.contents')}
          </h2>
          <ol lang="en" className="mt-3 space-y-1 text-sm lg:space-y-0.5">
            {doc.sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="flex gap-2 rounded-md px-2 py-1 text-slate-700 hover:bg-white hover:text-brand-700 lg:py-0.5"
                >
                  <span className="w-5 shrink-0 text-right text-slate-500 tabular-nums">
                    {index + 1}.
                  </span>
                  <span>{section.title}</span>
                </a>
              </li>
            ))}
          </ol>
        </nav>
      </aside>
      {/* The document itself is English in every language (its sections are marked so). */}
      <article lang="en" className="min-w-0">
        <ReaderSummary of={summary} />
        <div className="space-y-4 text-base leading-7 text-slate-700">
          {doc.intro.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
        {lead}
        {doc.sections.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            className="mt-10 scroll-mt-24"
          >
            <h2 id={`${section.id}-title`} className="text-xl font-bold text-slate-900">
              {index + 1}. {section.title}
            </h2>
            <div className="mt-3 space-y-3 text-base leading-7 text-slate-700">
              {section.body.map((block, i) => (
                <Block key={i} block={block} />
              ))}
            </div>
          </section>
        ))}
      </article>
    </div>
  );
}
