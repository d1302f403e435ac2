import { useTranslation } from 'react-i18next';
import { deferredPart } from '@/lib/deferred-part';
import { loadNamespaces } from '@/lib/i18n';
import { loadQueryClient } from '@/lib/lazy-query-client';
import { Seo } from '@/lib/seo';
import { Hero } from '../components/hero';

// Below the hero, the page (its showcase, the query client and the texts the showcase needs) loads when
// it comes on screen or is tapped or focused: the first screen's JavaScript is the entry alone.
// The server draws it whole, the showcase's rooms included (their answer is the page's seed, put
// in the query cache as the client arrives), and it hydrates when its code arrives; until then
// its links work as plain links.
const { Part: LandingSections } = deferredPart(
  async () => {
    const [{ LandingSections: sections }] = await Promise.all([
      import('../components/landing-sections'),
      loadQueryClient(),
      // The showcase's labels and messages, which the first screen does without.
      loadNamespaces(['enums', 'messages']),
    ]);
    return sections;
  },
  // Once more than its top padding is on screen: on a tall phone that edge shows on the first.
  { ahead: '0px 0px -64px 0px' },
);

export function LandingPage() {
  const { t } = useTranslation();
  return (
    <>
      {/* The description is the site's own (common:seo.description), in the language shown. */}
      <Seo title={t('seo.homeTitle')} />
      <Hero />
      <LandingSections fallback={<div className="min-h-screen" />} />
    </>
  );
}
