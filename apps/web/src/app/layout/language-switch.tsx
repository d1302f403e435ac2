import { isUiLanguage, UI_LANGUAGES, type UiLanguage } from '@roomsetu/shared';
import { Languages } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '@/lib/i18n';

/**
 * English / हिन्दी: each language named in itself. The choice is kept on the device (a cookie the
 * server reads, so the next page comes drawn in it) and, for someone signed in, on their profile,
 * which their e-mails and notifications follow.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const choose = (value: string) => {
    if (!isUiLanguage(value)) return;
    void chooseLanguage(value);
  };
  return (
    <div className={`items-center gap-1 text-sm text-slate-700 ${className || 'inline-flex'}`}>
      <Languages aria-hidden="true" className="size-4 shrink-0" />
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <select
        id={id}
        value={i18n.language}
        onChange={(event) => choose(event.target.value)}
        className="h-10 rounded-md border-0 bg-transparent py-1 pr-7 pl-1 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {(Object.entries(UI_LANGUAGES) as [UiLanguage, string][]).map(([code, name]) => (
          <option key={code} value={code} lang={code}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
