import { useId, type ReactNode, type Ref } from 'react';

/** A titled part of the tenancy's page; `headingRef` lets a finished step move the focus here. */
export function Section({
  title,
  headingRef,
  children,
}: {
  title: string;
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h3
        id={id}
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        className="text-base font-semibold text-slate-900 outline-offset-4"
      >
        {title}
      </h3>
      {children}
    </section>
  );
}

/** A part of a section, under its own smaller heading. */
export function SubSection({
  title,
  headingRef,
  children,
}: {
  title: string;
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-3 border-t border-slate-200 pt-4">
      <h4
        id={id}
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        className="text-sm font-semibold text-slate-900 outline-offset-4"
      >
        {title}
      </h4>
      {children}
    </section>
  );
}
