import type { AppContext } from '../../lib/context';
import type { RouteTable } from '../../lib/route';
import { buildOpenApi } from './openapi';

const docsPage = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>RoomSetu API</title>
<link rel="stylesheet" href="/api/docs.css">
</head>
<body>
<main id="docs"><h1>RoomSetu API</h1><p>Loading…</p></main>
<script src="/api/docs.js"></script>
</body>
</html>`;

const docsCss = `body{font-family:system-ui,sans-serif;margin:0;color:#1f2937;background:#f8fafc}
main{max-width:960px;margin:0 auto;padding:24px}h1{margin:0 0 4px}h2{margin-top:32px;text-transform:capitalize;border-bottom:1px solid #e5e7eb;padding-bottom:4px}
details{background:#fff;border:1px solid #e5e7eb;border-radius:8px;margin:8px 0;padding:8px 12px}
summary{cursor:pointer;font-family:ui-monospace,monospace}.m{display:inline-block;min-width:64px;font-weight:700;text-transform:uppercase}
.get{color:#2563eb}.post{color:#16a34a}.put,.patch{color:#d97706}.delete{color:#dc2626}
pre{background:#0f172a;color:#e2e8f0;padding:12px;border-radius:6px;overflow:auto;font-size:12px}.lock{color:#6b7280;font-size:12px;margin-left:8px}`;

const docsJs = `fetch('/api/openapi.json').then(r=>r.json()).then(doc=>{
const main=document.getElementById('docs');main.innerHTML='';
const h=(t,txt,c)=>{const e=document.createElement(t);if(txt)e.textContent=txt;if(c)e.className=c;return e};
main.append(h('h1',doc.info.title),h('p',doc.info.description),h('p','OpenAPI document: /api/openapi.json'));
const byTag={};for(const [p,ops] of Object.entries(doc.paths))for(const [m,op] of Object.entries(ops)){(byTag[op.tags[0]]??=[]).push([p,m,op])}
for(const [tag,list] of Object.entries(byTag)){main.append(h('h2',tag));for(const [p,m,op] of list){const d=h('details');const s=h('summary');
s.append(h('span',m,'m '+m),document.createTextNode(p+'  '),h('span',op.summary));if(op.security)s.append(h('span','requires sign-in','lock'));d.append(s);
const parts={parameters:op.parameters,requestBody:op.requestBody,responses:op.responses};d.append(h('pre',JSON.stringify(parts,null,2)));main.append(d)}}
}).catch(()=>{document.getElementById('docs').textContent='Could not load the API description.'});`;

export function docsRoutes(table: RouteTable, ctx: AppContext): void {
  table.add({
    method: 'get',
    path: '/openapi.json',
    summary: 'This API described as OpenAPI 3.1',
    tag: 'docs',
    auth: 'none',
    access: 'guest',
    produces: 'application/json',
    handler: ({ res }) => {
      res.json(buildOpenApi(table, ctx.env.PUBLIC_URL));
      return undefined;
    },
  });
  table.add({
    method: 'get',
    path: '/docs',
    summary: 'A readable page of the API',
    tag: 'docs',
    auth: 'none',
    access: 'guest',
    produces: 'text/html',
    handler: ({ res }) => {
      res.type('html').send(docsPage);
      return undefined;
    },
  });
  table.add({
    method: 'get',
    path: '/docs.css',
    summary: 'Styles of the docs page',
    tag: 'docs',
    auth: 'none',
    access: 'guest',
    produces: 'text/css',
    handler: ({ res }) => {
      res.type('css').send(docsCss);
      return undefined;
    },
  });
  table.add({
    method: 'get',
    path: '/docs.js',
    summary: 'Script of the docs page',
    tag: 'docs',
    auth: 'none',
    access: 'guest',
    produces: 'text/javascript',
    handler: ({ res }) => {
      res.type('js').send(docsJs);
      return undefined;
    },
  });
}
