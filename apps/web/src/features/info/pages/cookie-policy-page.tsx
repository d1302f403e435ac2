import { Seo } from '@/lib/seo';
import { LegalDocumentView } from '../components/legal-document-view';
import { PageHero } from '../components/page-hero';
import { COOKIE_POLICY, COOKIE_TYPES } from '../content/cookies';

function CookieTypes() {
  return (
    <section aria-labelledby="cookie-types-title" className="mt-8">
      <h2 id="cookie-types-title" className="text-xl font-bold text-slate-900">
        Cookies at a glance
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {COOKIE_TYPES.map((type) => (
          <li key={type.name} className="rounded-2xl border border-slate-200 p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-semibold text-slate-900">{type.name}</h3>
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
                  type.optional ? 'bg-slate-100 text-slate-700' : 'bg-green-50 text-green-800'
                }`}
              >
                {type.optional ? 'Only with consent' : 'Always on'}
              </span>
            </div>
            <p className="mt-2 text-sm leading-6 text-slate-600">{type.purpose}</p>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-500">Example</dt>
              <dd className="text-slate-800">{type.examples}</dd>
              <dt className="text-slate-500">Lasts</dt>
              <dd className="text-slate-800">{type.duration}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function CookiePolicyPage() {
  return (
    <>
      <Seo
        title="Cookie Policy"
        description="The cookies RoomSetu uses (essential, performance, functional, marketing), how long they last and how to manage them."
      />
      <PageHero eyebrow="Legal" title={COOKIE_POLICY.title}>
        <p>Last updated: {COOKIE_POLICY.lastUpdated}</p>
      </PageHero>
      <LegalDocumentView doc={COOKIE_POLICY} lead={<CookieTypes />} />
    </>
  );
}
