import type { ReactNode } from 'react';

interface PageHeroProps {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  /** Buttons or a search box under the text. */
  actions?: ReactNode;
}

/** The top band of an information page: the page's one h1 and a short introduction. */
export function PageHero({ eyebrow, title, children, actions }: PageHeroProps) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-5xl px-4 pt-10 pb-8 sm:px-6 sm:pt-16 sm:pb-12 lg:px-8">
        {eyebrow && (
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
        )}
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl">
          {title}
        </h1>
        {children && (
          <div className="mt-4 max-w-3xl space-y-3 text-base text-slate-600 sm:text-lg">
            {children}
          </div>
        )}
        {actions && <div className="mt-6">{actions}</div>}
      </div>
    </div>
  );
}

/** A titled band of a page: an h2 named by its id, for the landmarks outline. */
export function PageSection({
  id,
  title,
  intro,
  children,
  className = '',
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className={className}>
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <h2
          id={`${id}-title`}
          className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
        >
          {title}
        </h2>
        {intro && <p className="mt-2 max-w-3xl text-slate-600">{intro}</p>}
        <div className="mt-6 sm:mt-8">{children}</div>
      </div>
    </section>
  );
}
