import { deferredPart } from '@/lib/deferred-part';
import { loadQueryClient } from '@/lib/lazy-query-client';
import { Seo, SEO_DEFAULTS } from '@/lib/seo';
import { Hero } from '../components/hero';

// Below the hero, the page (its showcase, and the query client the showcase needs) loads when
// it comes on screen or is tapped or focused: the first screen's JavaScript is the entry alone.
// The server draws it whole, the showcase's rooms included (their answer is the page's seed, put
// in the query cache as the client arrives), and it hydrates when its code arrives; until then
// its links work as plain links.
const { Part: LandingSections } = deferredPart(
  async () => {
    const [{ LandingSections: sections }] = await Promise.all([
      import('../components/landing-sections'),
      loadQueryClient(),
    ]);
    return sections;
  },
  // Once more than its top padding is on screen: on a tall phone that edge shows on the first.
  { ahead: '0px 0px -64px 0px' },
);

export function LandingPage() {
  return (
    <>
      <Seo title={SEO_DEFAULTS.homeTitle} description={SEO_DEFAULTS.description} />
      <Hero />
      <LandingSections fallback={<div className="min-h-screen" />} />
    </>
  );
}
