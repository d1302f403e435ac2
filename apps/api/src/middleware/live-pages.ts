import { createHash } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import {
  propertySearchQuery,
  showcaseQuery,
  todayInIndia,
  type UiLanguage,
} from '@roomsetu/shared';
import type { AppContext } from '../lib/context';
import { AppError } from '../lib/errors';
import type { PublicCache } from '../lib/public-cache';
import { answerKey } from '../lib/route';

/** What the page needs, as the web app's renderer names it (apps/web/src/app/prerender.tsx). */
type PageData =
  | { kind: 'search'; query: Record<string, string | number | undefined> }
  | { kind: 'property'; id: number }
  | { kind: 'showcase'; limit: number };

interface PageAnswers {
  search?: unknown;
  property?: unknown;
  showcase?: unknown;
  today: string;
}

interface RenderedPage {
  markup: string;
  seed: unknown;
}

/** The web build's server bundle (apps/web/dist-server/prerender.js). */
interface PageRenderer {
  pageData(url: string): PageData | null;
  renderPage(url: string, answers: PageAnswers, language: UiLanguage): Promise<RenderedPage>;
  pageDocument(shell: string, page: string, rendered: RenderedPage, language: UiLanguage): string;
  shellDocument(shell: string, language: UiLanguage): Promise<string>;
}

/**
 * The answers a guest gets from the API, read through the listings' own service code; the
 * composition root (app.ts) passes them in, so this layer knows no module.
 */
export interface GuestReads {
  /** GET /api/properties's answer body (without `success`) for these query parameters. */
  search(params: Record<string, string>): Promise<object>;
  /** GET /api/properties/all's listings for these query parameters. */
  showcase(params: Record<string, string>): Promise<unknown>;
  /** A listing as a guest reads it; throws a 404 AppError when a guest may not. */
  detail(id: number): Promise<unknown>;
}

/** A page drawn with its data: `key` names the data, `html` draws it (only when not cached). */
export interface LivePage {
  key: string;
  html(): Promise<string>;
}

/**
 * The page for `url` (path and query as requested) drawn with its data, or undefined when it has
 * none to draw (the skeleton is sent): a failure is logged and answers undefined, never throws.
 */
export type LivePages = (url: string, language: UiLanguage) => Promise<LivePage | undefined>;

const digest = (text: string) => createHash('sha256').update(text).digest('base64url');

function isRenderer(value: unknown): value is PageRenderer {
  const m = value as Partial<Record<keyof PageRenderer, unknown>> | null;
  return (
    typeof m?.pageData === 'function' &&
    typeof m.renderPage === 'function' &&
    typeof m.pageDocument === 'function' &&
    typeof m.shellDocument === 'function'
  );
}

/**
 * The landing page (its showcase), /find-rooms (its default search) and a room's details drawn
 * at request time with the answers a guest gets from the API, read through the same service code
 * and the public cache (shared with the API's own GETs on the embedded database), so the first
 * photo paints before any JavaScript has run. The HTML is the same for everybody: a listing a
 * guest may not see is never drawn.
 */
export function livePages(
  ctx: AppContext,
  rendererFile: string,
  shell: string,
  reads: GuestReads,
  cache?: PublicCache,
): LivePages {
  let loaded: Promise<PageRenderer | undefined> | undefined;
  const load = () =>
    (loaded ??= import(pathToFileURL(rendererFile).href).then(
      (module: unknown) => {
        if (isRenderer(module)) return module;
        ctx.logger.error(
          { rendererFile },
          'page renderer has the wrong shape: pages stay skeletons',
        );
        return undefined;
      },
      (err: unknown) => {
        ctx.logger.error(
          { err, rendererFile },
          'page renderer failed to load: pages stay skeletons',
        );
        return undefined;
      },
    ));
  let failureLogged = false;
  const failed = (err: unknown, url: string) => {
    if (failureLogged) return;
    failureLogged = true;
    ctx.logger.error(
      { err, page: url.split('?')[0] },
      'page not drawn with its data: skeleton sent',
    );
  };
  const timed = new Set<string>();
  /** index.html in each language, made once (the renderer swaps its texts). */
  const shells: Partial<Record<UiLanguage, Promise<string>>> = {};

  /** A guest's answer, through the public cache under the key of the API's own GET. */
  const shared = async (key: string, answer: () => Promise<string>): Promise<string> =>
    (cache && (await cache.read(key, answer))) ?? answer();

  /** The default search's answer, as GET /api/properties sends it to a guest. */
  const searchBody = async (query: PageData & { kind: 'search' }): Promise<string> => {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(query.query)) {
      if (value !== undefined && value !== '') params.append(name, String(value));
    }
    const answer = async () =>
      JSON.stringify({
        success: true,
        ...(await reads.search(Object.fromEntries(params))),
      });
    // The key the browser's own request for this search has (apps/web buildUrl): one entry for both.
    const parsed = propertySearchQuery.safeParse(Object.fromEntries(params));
    return parsed.success ? shared(answerKey('/properties', {}, parsed.data), answer) : answer();
  };

  /** The landing showcase's answer, as GET /api/properties/all sends it to a guest. */
  const showcaseBody = async (limit: number): Promise<string> => {
    const params = new URLSearchParams({ limit: String(limit) });
    const answer = async () =>
      JSON.stringify({
        success: true,
        data: await reads.showcase(Object.fromEntries(params)),
      });
    // The key of the showcase's own request (apps/web getShowcase): one entry for both.
    const parsed = showcaseQuery.safeParse(Object.fromEntries(params));
    return parsed.success
      ? shared(answerKey('/properties/all', {}, parsed.data), answer)
      : answer();
  };

  /** The listing as a guest reads it, or undefined when a guest may not (unknown, paused, blocked). */
  const guestDetail = async (id: number): Promise<unknown> => {
    try {
      return JSON.parse(JSON.stringify(await reads.detail(id))) as unknown;
    } catch (err) {
      if (err instanceof AppError && err.status === 404) return undefined;
      throw err;
    }
  };

  const draw = async (url: string, language: UiLanguage): Promise<LivePage | undefined> => {
    const renderer = await load();
    const data = renderer?.pageData(url);
    if (!renderer || !data) return undefined;
    // One address per listing (not ?id=05 or extra parameters): the page is cached by it.
    const canonical =
      data.kind === 'showcase'
        ? '/'
        : data.kind === 'search'
          ? '/find-rooms'
          : `/room-details?id=${data.id}`;
    if (url !== canonical) return undefined;
    const today = todayInIndia(ctx.now());
    let answers: PageAnswers;
    let version: string;
    if (data.kind === 'showcase') {
      const body = await showcaseBody(data.limit);
      answers = { showcase: (JSON.parse(body) as { data: unknown }).data, today };
      version = digest(body);
    } else if (data.kind === 'search') {
      const body = await searchBody(data);
      answers = { search: JSON.parse(body) as unknown, today };
      version = digest(body);
    } else {
      const property = await guestDetail(data.id);
      if (property === undefined) return undefined;
      answers = { property, today };
      // Views are counted on every visit and not shown on the page: a new count alone does not
      // draw the page again (the seed keeps the count it was drawn with).
      version = digest(JSON.stringify({ ...(property as object), views: 0 }));
    }
    const page = data.kind === 'property' ? '/room-details' : canonical;
    return {
      key: `${language} ${canonical} ${today} ${version}`,
      html: () =>
        render(renderer, canonical, page, answers, language).catch((err: unknown) => {
          failed(err, url);
          throw err;
        }),
    };
  };

  const render = async (
    renderer: PageRenderer,
    url: string,
    page: string,
    answers: PageAnswers,
    language: UiLanguage,
  ): Promise<string> => {
    const started = performance.now();
    const html = renderer.pageDocument(
      await (shells[language] ??= renderer.shellDocument(shell, language)),
      page,
      await renderer.renderPage(url, answers, language),
      language,
    );
    if (!timed.has(page)) {
      timed.add(page);
      const ms = Math.round((performance.now() - started) * 10) / 10;
      ctx.logger.info({ page, ms, bytes: html.length }, 'page drawn with its data');
    }
    return html;
  };

  // Loaded now, not by the first visitor.
  void load();
  return (url, language) =>
    draw(url, language).catch((err: unknown) => {
      failed(err, url);
      return undefined;
    });
}
