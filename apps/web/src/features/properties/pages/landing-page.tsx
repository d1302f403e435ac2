import { Seo, SEO_DEFAULTS } from '@/lib/seo';
import { CallToAction } from '../components/call-to-action';
import { Hero } from '../components/hero';
import { Showcase } from '../components/showcase';
import { WhyChooseUs } from '../components/why-choose-us';

export function LandingPage() {
  return (
    <>
      <Seo title={SEO_DEFAULTS.homeTitle} description={SEO_DEFAULTS.description} />
      <Hero />
      <Showcase />
      <WhyChooseUs />
      <CallToAction />
    </>
  );
}
