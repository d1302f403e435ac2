import { SUPPORT_REPLY_HOURS } from '@roomsetu/shared';
import type { TFunction } from 'i18next';

export interface HelpArticle {
  readonly title: string;
  readonly answer: string;
}

export interface HelpCategory {
  readonly key: 'getting-started' | 'finding-properties' | 'safety';
  readonly title: string;
  readonly description: string;
  readonly articles: readonly HelpArticle[];
}

export interface HelpContent {
  readonly categories: readonly HelpCategory[];
  readonly faqs: readonly HelpArticle[];
}

/** Each topic's anchor and icon key, and its texts in the catalog (info:help.categories.*). */
const CATEGORIES = [
  ['getting-started', 'gettingStarted'],
  ['finding-properties', 'findingProperties'],
  ['safety', 'safety'],
] as const;

/**
 * The Help Center's topics and FAQs in the reader's language: the articles are the catalog's
 * (info:help), in its order, with the verification times and reply hours filled in.
 */
export function helpContent(t: TFunction<'info'>): HelpContent {
  const values = {
    standard: t('verificationTimes.standard'),
    enhanced: t('verificationTimes.enhanced'),
    hours: SUPPORT_REPLY_HOURS,
  };
  return {
    categories: CATEGORIES.map(([key, id]) => ({
      key,
      title: t(`help.categories.${id}.title`),
      description: t(`help.categories.${id}.description`),
      articles: Object.values(
        t(`help.categories.${id}.articles`, { returnObjects: true, ...values }),
      ) as HelpArticle[],
    })),
    faqs: Object.values(t('help.faqs', { returnObjects: true, ...values })) as HelpArticle[],
  };
}

/** Case-insensitive, in any script: Devanagari has no case, so it matches as typed. */
const matches = (item: HelpArticle, query: string) =>
  item.title.toLowerCase().includes(query) || item.answer.toLowerCase().includes(query);

/** Categories keep only matching articles (and are dropped when none match); FAQs likewise. */
export function searchHelp({ categories, faqs }: HelpContent, rawQuery: string): HelpContent {
  const query = rawQuery.trim().toLowerCase();
  if (!query) return { categories, faqs };
  return {
    categories: categories
      .map((c) => ({ ...c, articles: c.articles.filter((a) => matches(a, query)) }))
      .filter((c) => c.articles.length > 0),
    faqs: faqs.filter((f) => matches(f, query)),
  };
}
