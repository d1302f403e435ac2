import { MESSAGES } from '@roomsetu/shared';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { Seo } from '@/lib/seo';

export function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <Seo
        title={MESSAGES.pageNotFound}
        description="The page you are looking for does not exist or has moved."
      />
      <p className="text-6xl font-extrabold text-brand-600">404</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">
        {MESSAGES.pageNotFound}
      </h1>
      <p className="mt-3 text-slate-600">
        The page you are looking for does not exist or has moved.
      </p>
      <Link to={paths.home} className={buttonClasses('primary', 'md', 'mt-8')}>
        Go to Home
      </Link>
    </section>
  );
}
