import { PRODUCT_NAME } from '@roomsetu/shared';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The defaults in English (the texts, in every language, are `common:seo.*`: `Seo` uses those
 * when a page gives no title or description).
 */
export const SEO_DEFAULTS = {
  title: 'Find, Rent, or Share Rooms Easily',
  homeTitle: 'Your Smart Room & Roommate Finder',
  description:
    'Find rooms, roommates and rental properties across Indian cities. Verified listings, roommate matching, real-time chat and free property listing.',
  image: '/logo.svg',
  keywords: [
    'rent rooms',
    'roommates',
    'flatmates',
    'landlords',
    'buy',
    'sell',
    'co-living',
    'shared accommodation',
  ],
  robots: 'index, follow',
  language: 'English',
  themeColor: '#ffffff',
} as const;

export interface SeoProps {
  /** The page's own name; shown as '<title> | RoomSetu'. */
  title?: string;
  description?: string;
  /** Path or absolute URL of the page; defaults to the current address. */
  url?: string;
  image?: string;
  keywords?: readonly string[];
}

export function formatTitle(title: string = SEO_DEFAULTS.title): string {
  return `${title} | ${PRODUCT_NAME}`;
}

function absolute(pathOrUrl: string): string {
  return new URL(pathOrUrl, window.location.origin).href;
}

/** Finds or creates `<meta name|property=key>` in head and sets its content. */
function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.setAttribute('content', content);
}

function setCanonical(href: string): void {
  let element = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!element) {
    element = document.createElement('link');
    element.rel = 'canonical';
    document.head.appendChild(element);
  }
  element.href = href;
}

/**
 * Page metadata. It updates the tags index.html already carries (so crawlers and link
 * previews that run no JavaScript still get the defaults) instead of adding duplicates.
 */
export function Seo({ title, description, url, image, keywords }: SeoProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const languageName = t('seo.language');
  const fullTitle = formatTitle(title ?? t('seo.title'));
  const text = description ?? t('seo.description');
  const keywordText = (keywords ?? SEO_DEFAULTS.keywords).join(', ');
  const imageSrc = image ?? SEO_DEFAULTS.image;

  // Layout effect: the title changes in the same frame as the page it names.
  useLayoutEffect(() => {
    const pageUrl = absolute(url ?? window.location.pathname + window.location.search);
    const imageUrl = absolute(imageSrc);
    document.title = fullTitle;
    document.documentElement.lang = language;
    setMeta('name', 'description', text);
    setMeta('name', 'keywords', keywordText);
    setMeta('name', 'robots', SEO_DEFAULTS.robots);
    setMeta('name', 'language', languageName);
    setMeta('name', 'theme-color', SEO_DEFAULTS.themeColor);
    setMeta('property', 'og:title', fullTitle);
    setMeta('property', 'og:description', text);
    setMeta('property', 'og:url', pageUrl);
    setMeta('property', 'og:image', imageUrl);
    setMeta('name', 'twitter:title', fullTitle);
    setMeta('name', 'twitter:description', text);
    setMeta('name', 'twitter:image', imageUrl);
    setCanonical(pageUrl);
  }, [fullTitle, text, keywordText, imageSrc, url, language, languageName]);

  return null;
}
