import {
  DEFAULT_UI_LANGUAGE,
  SHOWCASE_SIZE,
  UI_LANGUAGES,
  type Property,
  type PropertySearchParams,
  type UiLanguage,
} from '@roomsetu/shared';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import {
  firstPage,
  roomSearchQueryOptions,
  toRoomsPage,
  type ListSearch,
  type RoomCardProperty,
} from '@/features/properties/api/get-properties';
import { propertyQueryOptions } from '@/features/properties/api/get-property';
import {
  showcaseQueryOptions,
  type ShowcaseProperty,
} from '@/features/properties/api/get-showcase';
import { parseListingId } from '@/features/properties/utils/listing-id';
import { listSort } from '@/features/properties/utils/map-search';
import { parseRoomFilters, toRoomSearch } from '@/features/properties/utils/room-filters';
import type { ApiResult } from '@/lib/api-client';
import { preloadDeferredParts } from '@/lib/deferred-part';
import { i18n } from '@/lib/i18n';
import { loaders } from 'virtual:roomsetu/catalogs';
import { createQueryClient } from '@/lib/query-client';
import { setRenderedOn } from '@/lib/today';
import { seedScript, type PageSeed } from './page-seed';
import { AppProvider } from './provider';
import { AppRoutes, preloadPage } from './routes';

export { PRERENDERED_PAGES } from './prerendered-pages';
export { UI_LANGUAGES } from '@roomsetu/shared';

/** The app as the browser renders it (main.tsx), at `url`, with `client`'s data. */
export function AppOn({ url, client }: { url: string; client?: QueryClient }): ReactNode {
  return (
    <StrictMode>
      <AppProvider client={client}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppProvider>
    </StrictMode>
  );
}

/** /find-rooms with no filters in its address: the search its page runs first. */
const DEFAULT_SEARCH: ListSearch = (() => {
  const none = new URLSearchParams();
  return { ...toRoomSearch(parseRoomFilters(none)), sort: listSort(none, undefined) };
})();

/** What the server reads to draw a page with its data, as a guest would get it from the API. */
export type PageData =
  | { kind: 'search'; query: PropertySearchParams }
  | { kind: 'property'; id: number }
  | { kind: 'showcase'; limit: number };

/**
 * The data `url` is drawn with at request time, or null when it is drawn without (the prerendered
 * skeleton): the landing page (its showcase), /find-rooms without filters (its default search)
 * and a room's details by id.
 */
export function pageData(url: string): PageData | null {
  const { pathname, search, searchParams } = new URL(url, 'http://localhost/');
  if (pathname === '/' && search === '') return { kind: 'showcase', limit: SHOWCASE_SIZE };
  if (pathname === '/find-rooms' && search === '') {
    return { kind: 'search', query: firstPage(DEFAULT_SEARCH) };
  }
  if (pathname === '/room-details') {
    const id = parseListingId(searchParams.get('id'));
    return id === null ? null : { kind: 'property', id };
  }
  return null;
}

/** The guest answers of `pageData(url)`: the search's envelope, or the listing. */
export interface PageAnswers {
  search?: ApiResult<RoomCardProperty[]>;
  property?: Property;
  /** The showcase's listings (GET /api/properties/all's `data`). */
  showcase?: ShowcaseProperty[];
  /** YYYY-MM-DD in India: the day the page is drawn for. */
  today: string;
}

function seededClient(data: PageData, answers: PageAnswers): QueryClient {
  const client = createQueryClient();
  if (data.kind === 'search' && answers.search) {
    client.setQueryData(roomSearchQueryOptions(DEFAULT_SEARCH).queryKey, {
      pages: [toRoomsPage(answers.search, data.query)],
      pageParams: [null],
    });
  }
  if (data.kind === 'property' && answers.property) {
    client.setQueryData(propertyQueryOptions(data.id).queryKey, answers.property);
  }
  if (data.kind === 'showcase' && answers.showcase) {
    // As getShowcase keeps it.
    client.setQueryData(showcaseQueryOptions().queryKey, answers.showcase.slice(0, data.limit));
  }
  return client;
}

export interface RenderedPage {
  /** The markup of #root. */
  markup: string;
  /** The data it was drawn with, for the browser to start from (main.tsx); none for a skeleton. */
  seed: PageSeed | null;
}

/**
 * #root for `url`: the app rendered to a string for a guest once the page's code has loaded,
 * filled with `answers` when given (see `pageData`), else its loading skeleton. The browser
 * hydrates it (main.tsx), so its first render must be this markup.
 */
/**
 * Every namespace of every language, loaded once: the server draws any page in the language its
 * reader chose, and a render is one synchronous pass that cannot wait for a text.
 */
let catalogs: Promise<void> | undefined;
const loadCatalogs = () =>
  (catalogs ??= Promise.all(
    Object.entries(loaders).flatMap(([language, parts]) =>
      Object.entries(parts).map(async ([ns, load]) => {
        i18n.addResourceBundle(language, ns, (await load()).default, true, true);
      }),
    ),
  ).then(() => {}));

export async function renderPage(
  url: string,
  answers?: PageAnswers,
  language: UiLanguage = DEFAULT_UI_LANGUAGE,
): Promise<RenderedPage> {
  const data = answers ? pageData(url) : null;
  const client = data && answers ? seededClient(data, answers) : undefined;
  // Parts the browser loads later (below the fold) are drawn whole: their HTML is there at once.
  await Promise.all([
    preloadPage(new URL(url, 'http://localhost/').pathname),
    preloadDeferredParts(),
    loadCatalogs(),
  ]);
  // Synchronous with every text loaded; the render below runs in the same turn, so pages drawn
  // for different readers at once each keep their language.
  void i18n.changeLanguage(language);
  setRenderedOn(answers?.today);
  try {
    const markup = renderToString(<AppOn url={url} client={client} />);
    const seed = client && answers ? { today: answers.today, queries: dehydrate(client) } : null;
    return { markup, seed };
  } finally {
    setRenderedOn(undefined);
    client?.clear();
  }
}

// Without JavaScript the page stays as drawn, and its links and search forms work. The notice
// takes no room when JavaScript runs.
const noscript = (language: UiLanguage) =>
  '<noscript><p class="bg-amber-50 px-4 py-3 text-center text-sm text-amber-900">' +
  `${escapeHtml(i18n.t('shell:noscriptLive', { lng: language }))}</p></noscript>`;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `html` with `<html lang>` naming `language`, whether it named another or none. */
const withLanguage = (html: string, language: UiLanguage) =>
  html.replace(/<html(?:\s+lang="[^"]*")?/, `<html lang="${language}"`);

/** The texts index.html's hand-written shell shows (its header as the app draws it, its title). */
const SHELL_TEXTS = [
  'shell:title',
  'shell:description',
  'shell:home',
  'shell:loading',
  'shell:noscript',
  'common:nav.main',
  'common:nav.findRooms',
  'common:nav.findRoommates',
  'common:nav.aboutUs',
  'common:nav.contact',
  'common:nav.pricing',
] as const;

/**
 * The built index.html (`shell`) in `language`: `<html lang>`, its title and descriptions, and the
 * header and placeholder it paints before any JavaScript, each English text swapped for the
 * catalog's. The API sends it for every page that is not prerendered, and the prerendered pages
 * are drawn into it, so a reader of another language sees no English before the app starts.
 */
export async function shellDocument(shell: string, language: UiLanguage): Promise<string> {
  await loadCatalogs();
  let html = withLanguage(shell, language);
  if (language === DEFAULT_UI_LANGUAGE) return html;
  for (const key of SHELL_TEXTS) {
    const english = escapeHtml(i18n.t(key, { lng: 'en' }));
    const own = escapeHtml(i18n.t(key, { lng: language }));
    // Text between tags (with the whitespace a formatter leaves) and attribute values.
    html = html
      .replace(
        new RegExp(`>(\\s*)${escapeRegExp(english)}(\\s*)<`, 'g'),
        (_, before: string, after: string) => `>${before}${own}${after}<`,
      )
      .replace(new RegExp(`"${escapeRegExp(english)}"`, 'g'), () => `"${own}"`);
  }
  return html.replace(
    /<meta name="language" content="[^"]*"/,
    `<meta name="language" content="${UI_LANGUAGES[language]}"`,
  );
}

/** React's preload of an image drawn with `fetchPriority="high"` (the page's largest paint). */
const PRIORITY_IMAGE_PRELOAD = /<link rel="preload" as="image"[^>]*fetchPriority="high"[^>]*\/>/g;

/**
 * Moves the preloads of the high-priority photos from the start of #root (where React writes them)
 * to the head, before its scripts and stylesheet: the photo is asked for first and is there when
 * the stylesheet lets the page paint, so the largest paint is the first one. React's hydration
 * passes over preload links, wherever they are.
 */
function hoistPriorityImages(head: string, markup: string): { head: string; markup: string } {
  const preloads = markup.match(PRIORITY_IMAGE_PRELOAD);
  if (!preloads || !head) return { head, markup };
  const first = head.search(/<script|<link rel="(?:modulepreload|stylesheet)"/);
  const at = first === -1 ? head.length : first;
  return {
    head: `${head.slice(0, at)}${preloads.join('\n    ')}\n    ${head.slice(at)}`,
    markup: markup.replace(PRIORITY_IMAGE_PRELOAD, ''),
  };
}

/**
 * The whole HTML of `page` (a key of PRERENDERED_PAGES): the built index.html (`shell`) with #root
 * holding React's markup alone, named for the page it draws, and the seed beside it.
 */
export function pageDocument(
  shell: string,
  page: string,
  rendered: RenderedPage,
  language: UiLanguage = DEFAULT_UI_LANGUAGE,
): string {
  const start = shell.indexOf('<div id="root">');
  const end = shell.lastIndexOf('</body>');
  if (start === -1 || end === -1) throw new Error('index.html has no #root');
  // A shell without a head (tests) keeps the preloads where React wrote them.
  const headEnd = Math.max(shell.indexOf('</head>'), 0);
  const { head, markup } = hoistPriorityImages(shell.slice(0, headEnd), rendered.markup);
  const seed = rendered.seed ? `\n  ${seedScript(rendered.seed)}` : '';
  const lang = withLanguage(head, language);
  return `${lang}${shell.slice(headEnd, start)}${noscript(language)}<div id="root" data-page="${page}">${markup}</div>${seed}\n  ${shell.slice(end)}`;
}
