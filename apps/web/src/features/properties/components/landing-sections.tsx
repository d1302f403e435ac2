import { QueryScope } from '@/lib/lazy-query-client';
import { CallToAction } from './call-to-action';
import { Showcase } from './showcase';
import { WhyChooseUs } from './why-choose-us';

/** The landing page below its hero: a chunk of its own with the query client (the showcase). */
export function LandingSections() {
  return (
    <QueryScope>
      <Showcase />
      <WhyChooseUs />
      <CallToAction />
    </QueryScope>
  );
}
