import type { ReactNode } from 'react';
import { Logo } from '@/components/ui/logo';

interface AuthFrameProps {
  title: string;
  subtitle?: ReactNode;
  /** The card's width: forms are narrow, the sign-up wizard wider. */
  size?: 'md' | 'lg';
  children: ReactNode;
  /** Under the card: links to other pages. */
  footer?: ReactNode;
}

/** The branded frame of the chromeless account pages: the logo home, one card, one h1. */
export function AuthFrame({ title, subtitle, size = 'md', children, footer }: AuthFrameProps) {
  return (
    <div className="relative min-h-dvh overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
      <div
        aria-hidden="true"
        className="absolute -top-24 -right-24 size-72 rounded-full bg-brand-100/70 blur-3xl sm:size-96"
      />
      <div className="relative mx-auto flex max-w-7xl items-center px-4 py-4 sm:px-6 lg:px-8">
        <Logo />
      </div>
      <div
        className={`relative mx-auto w-full px-4 pt-2 pb-12 sm:px-6 sm:pt-6 ${
          size === 'lg' ? 'max-w-2xl' : 'max-w-md'
        }`}
      >
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xl shadow-brand-900/5 sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
          {subtitle && <div className="mt-2 text-slate-600">{subtitle}</div>}
          <div className="mt-6">{children}</div>
        </div>
        {footer && (
          <div className="mt-6 flex flex-wrap items-center justify-center gap-x-4 gap-y-2 text-sm text-slate-600">
            {footer}
          </div>
        )}
      </div>
    </div>
  );
}

export const textLinkClass =
  'font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:underline';
