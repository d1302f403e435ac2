import { ChevronDown } from 'lucide-react';
import type { HelpArticle } from '../content/help-center';

/** Questions that open to show their answer (native details/summary: keyboard and reader friendly). */
export function HelpArticleList({ items }: { items: readonly HelpArticle[] }) {
  return (
    <ul className="divide-y divide-slate-200">
      {items.map((item) => (
        <li key={item.title}>
          <details className="group">
            <summary className="flex cursor-pointer list-none items-start justify-between gap-3 py-3 text-left font-medium text-slate-800 hover:text-brand-700 [&::-webkit-details-marker]:hidden">
              {item.title}
              <ChevronDown
                aria-hidden="true"
                className="mt-0.5 size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="pb-4 text-sm leading-6 text-slate-600">{item.answer}</p>
          </details>
        </li>
      ))}
    </ul>
  );
}
