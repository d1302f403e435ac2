import { deferredPart } from '@/lib/deferred-part';
import { loadQueryClient } from '@/lib/lazy-query-client';
import { Seo, SEO_DEFAULTS } from '@/lib/seo';
import { Hero } from '../components/hero';

// Below the hero, the page (its showcase, and the query client the showcase needs) loads when
// it nears the screen: the first screen's JavaScript is the entry alone. The server draws it
// whole, and it hydrates when its code arrives.
const { Part: LandingSections } = deferredPart(async () => {
  const [{ LandingSections: sections }] = await Promise.all([
    import('../components/landing-sections'),
    loadQueryClient(),
  ]);
  return sections;
});

export function LandingPage() {
  return (
    <>
      <Seo title={SEO_DEFAULTS.homeTitle} description={SEO_DEFAULTS.description} />
      <Hero />
      <LandingSections fallback={<div className="min-h-screen" />} />
    </>
  );
}
