import { test as base, expect, type BrowserContext, type ConsoleMessage } from '@playwright/test';

/**
 * The journeys' `test`: every page they open, in any context, is watched, and a test fails on a
 * console error, an uncaught exception or a React hydration warning, as an Indian visitor's
 * browser (Asia/Kolkata, en-IN: see playwright.config.ts) would show them.
 */

/** The public tile server is unreachable on purpose in e2e (see the host rules in the config). */
const ALWAYS_ALLOWED: readonly { url: RegExp; reason: string }[] = [
  {
    url: /^https?:\/\/([a-z]\.)?tile\.openstreetmap\.org\//,
    reason: 'map tiles are offline in e2e',
  },
];

const HYDRATION =
  /hydrat|did not match|Minified React error #(418|419|422|423|425)|server rendered|switched to client rendering/i;

export interface ConsoleWatch {
  /**
   * Lets console errors matching `pattern` pass in this test: for a journey that provokes an
   * error response on purpose (a wrong password's 401 is logged by the browser itself).
   */
  allow(pattern: RegExp): void;
}

function described(msg: ConsoleMessage): string {
  const where = msg.location()?.url;
  return `${msg.type()}: ${msg.text()}${where ? ` (${where})` : ''}`;
}

export const test = base.extend<{ consoleWatch: ConsoleWatch }>({
  consoleWatch: [
    async ({ context, browser }, provide) => {
      const problems: string[] = [];
      const allowed: RegExp[] = [];
      const allowedMessage = (text: string) => allowed.some((p) => p.test(text));
      const watch = (ctx: BrowserContext) => {
        ctx.on('console', (msg) => {
          const text = msg.text();
          const isProblem = msg.type() === 'error' || HYDRATION.test(text);
          if (!isProblem) return;
          const url = msg.location()?.url ?? '';
          if (ALWAYS_ALLOWED.some((a) => a.url.test(url))) return;
          if (allowedMessage(`${text} ${url}`)) return;
          problems.push(described(msg));
        });
        ctx.on('weberror', (err) => {
          const text = err.error().message;
          if (!allowedMessage(text)) problems.push(`uncaught: ${text}`);
        });
      };
      watch(context);
      // Journeys open contexts of their own (two people side by side): watch those too.
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args: Parameters<typeof newContext>) => {
        const ctx = await newContext(...args);
        watch(ctx);
        return ctx;
      };
      try {
        await provide({ allow: (pattern) => allowed.push(pattern) });
      } finally {
        browser.newContext = newContext;
      }
      expect(problems, 'console errors, uncaught exceptions or hydration warnings').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
