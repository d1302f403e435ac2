import { PRODUCT_NAME } from '@roomsetu/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

interface LogoProps {
  /** Text colour for light (dark text) or dark (light text) backgrounds. */
  tone?: 'dark' | 'light';
  /** Only the mark between 768 and 1024 px, where the full header needs the room. */
  compact?: boolean;
}

/** The brand mark; a link home. */
export function Logo({ tone = 'dark', compact = false }: LogoProps) {
  const { t } = useTranslation();
  const text = tone === 'dark' ? 'text-slate-900' : 'text-white';
  return (
    <Link
      to={paths.home}
      className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-md"
      aria-label={t('logo.home', { product: PRODUCT_NAME })}
    >
      <img src="/logo.svg" alt="" width={32} height={32} className="size-8" />
      <span
        className={`text-xl font-extrabold tracking-tight ${text} ${compact ? 'md:max-lg:sr-only' : ''}`}
      >
        {/* The brand, in its two colours: the same in every language. */}
        {PRODUCT_NAME.slice(0, 4)}
        <span className={tone === 'dark' ? 'text-brand-600' : 'text-brand-300'}>
          {PRODUCT_NAME.slice(4)}
        </span>
      </span>
    </Link>
  );
}
