import type { ReactNode } from 'react';

/** A titled group of fields, two columns from 640 px. */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <legend className="float-left w-full text-base font-semibold text-slate-900">{title}</legend>
      {description && <p className="clear-both pt-1 text-sm text-slate-600">{description}</p>}
      <div className="clear-both grid gap-4 pt-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
