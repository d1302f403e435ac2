import { createRequire } from 'node:module';
import path from 'node:path';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import type { RouteTable } from '../../lib/route';
import { buildOpenApi } from './openapi';

export const SCALAR_SCRIPT_PATH = '/api/docs/scalar.js';

/**
 * Scalar's standalone bundle, served from the API's own origin so the page keeps the CSP's
 * script-src 'self'. Resolved through node's module lookup, which finds the package from src
 * (tests, tsx) and from the bundled dist alike.
 */
export function scalarBundlePath(): string {
  const require = createRequire(import.meta.url);
  const entry = require.resolve('@scalar/api-reference');
  return path.join(path.dirname(entry), 'browser', 'standalone.js');
}

// No fonts from Scalar's CDN, no telemetry, no hosted AI agent or MCP, no toolbar of Scalar's
// services: the page talks to this origin only.
const scalarConfiguration = JSON.stringify({
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  mcp: { disabled: true },
  showDeveloperTools: 'never',
  documentDownloadType: 'json',
  defaultOpenAllTags: false,
});

// The configuration sits in a non-executable script element, so no inline script is needed.
const docsPage = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>RoomSetu API</title>
<meta name="description" content="The RoomSetu HTTP API: every operation, its parameters, answers and errors.">
</head>
<body>
<noscript>The reference needs JavaScript. The OpenAPI document itself is at /api/openapi.json.</noscript>
<script id="api-reference" type="application/json" data-url="/api/openapi.json" data-configuration='${scalarConfiguration}'></script>
<script src="${SCALAR_SCRIPT_PATH}"></script>
</body>
</html>`;

/** The parts of an OpenAPI document its readers rely on; the rest is described by the spec. */
const openApiDocument = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});

export function docsRoutes(table: RouteTable, ctx: AppContext): void {
  table.add({
    method: 'get',
    path: '/openapi.json',
    summary: 'This API described as OpenAPI 3.1',
    tag: 'docs',
    auth: 'none',
    access: 'guest',
    produces: 'application/json',
    response: openApiDocument,
    handler: ({ res }) => {
      res.json(buildOpenApi(table, ctx.env.PUBLIC_URL));
      return undefined;
    },
  });
  table.add({
    method: 'get',
    path: '/docs',
    summary: 'The API reference, rendered by Scalar from /api/openapi.json',
    tag: 'docs',
    auth: 'none',
    access: 'guest',
    produces: 'text/html',
    response: z.string(),
    handler: ({ res }) => {
      res.type('html').send(docsPage);
      return undefined;
    },
  });
  table.add({
    method: 'get',
    path: '/docs/scalar.js',
    summary: 'The reference renderer’s script (Scalar, self-hosted)',
    tag: 'docs',
    auth: 'none',
    access: 'guest',
    produces: 'text/javascript',
    response: z.string(),
    handler: ({ res }) => {
      res.type('js');
      res.setHeader('Cache-Control', 'public, max-age=86400');
      // pnpm keeps packages under node_modules/.pnpm: a dot directory send() refuses by default.
      res.sendFile(scalarBundlePath(), { dotfiles: 'allow' });
      return undefined;
    },
  });
}
