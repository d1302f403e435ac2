import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** The footer's newsletter box: Subscribe clears a non-blank address and calls nothing (spec §2). */
export function NewsletterForm() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const inputId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email.trim()) return;
    setEmail('');
  };

  return (
    <form onSubmit={onSubmit} className="w-full max-w-md">
      <label htmlFor={inputId} className="text-sm font-semibold text-white">
        {t('newsletter.label')}
      </label>
      <p className="mt-1 text-sm text-slate-300">{t('newsletter.text')}</p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <input
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('newsletter.placeholder')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className="h-11 w-full min-w-0 rounded-lg sm:flex-1 border border-slate-600 bg-slate-800 px-3 text-sm text-white placeholder:text-slate-400"
        />
        <button
          type="submit"
          className="h-11 rounded-lg bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700"
        >
          {t('newsletter.subscribe')}
        </button>
      </div>
    </form>
  );
}
