import { useId, type ReactNode, type Ref } from 'react';

interface SectionProps {
  title: string;
  /** Lets a finished step move the focus to the heading. */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

const LOOKS = {
  3: { section: 'space-y-3', heading: 'text-base' },
  4: { section: 'space-y-3 border-t border-slate-200 pt-4', heading: 'text-sm' },
} as const;

function TitledPart({ level, title, headingRef, children }: SectionProps & { level: 3 | 4 }) {
  const id = useId();
  const Heading = level === 3 ? 'h3' : 'h4';
  const look = LOOKS[level];
  return (
    <section aria-labelledby={id} className={look.section}>
      <Heading
        id={id}
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        className={`${look.heading} font-semibold text-slate-900 outline-offset-4`}
      >
        {title}
      </Heading>
      {children}
    </section>
  );
}

/** A titled part of the tenancy's page; `headingRef` lets a finished step move the focus here. */
export function Section(props: SectionProps) {
  return <TitledPart level={3} {...props} />;
}

/** A part of a section, under its own smaller heading. */
export function SubSection(props: SectionProps) {
  return <TitledPart level={4} {...props} />;
}
