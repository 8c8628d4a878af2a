// GET /api/docs: the OpenAPI document read out as one plain HTML page, grouped by tag, for people on
// a phone or a desk. No script and no outside file: the site's Content-Security-Policy allows inline
// styles only, and the page must work with no network beyond this server.
import type { Document, JsonSchema, Operation, Parameter, Response } from './openapi.ts';
import { ERROR_SCHEMA_REF } from './openapi.ts';
import { shapeOf } from './schema-shape.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const STYLE = `
:root { color-scheme: light dark; --line: #d0d5dd; --muted: #555; --code: #f4f5f7; --accent: #1d4ed8; }
@media (prefers-color-scheme: dark) { :root { --line: #3a3f47; --muted: #b0b6bf; --code: #1c1f24; --accent: #93b4ff; } }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
a { color: var(--accent); }
header, main, nav { max-width: 64rem; margin: 0 auto; padding: 0 1rem; }
header { padding-top: 1.5rem; }
h1 { font-size: 1.6rem; margin: 0 0 .25rem; }
h2 { font-size: 1.3rem; margin: 2rem 0 .5rem; padding-top: .5rem; border-top: 2px solid var(--line); }
h3 { font-size: 1rem; margin: 0; display: flex; flex-wrap: wrap; gap: .5rem; align-items: baseline; }
nav ul { display: flex; flex-wrap: wrap; gap: .25rem .75rem; padding: 0; list-style: none; }
.op { border: 1px solid var(--line); border-radius: .5rem; padding: .75rem; margin: .75rem 0; }
.method { font: 700 .8rem/1.6 ui-monospace, monospace; padding: 0 .4rem; border: 1px solid currentColor; border-radius: .25rem; }
.path { font-family: ui-monospace, monospace; overflow-wrap: anywhere; }
.summary, .muted { color: var(--muted); margin: .25rem 0; }
table { border-collapse: collapse; width: 100%; font-size: .9rem; margin: .5rem 0; }
th, td { text-align: left; border-bottom: 1px solid var(--line); padding: .25rem .5rem .25rem 0; vertical-align: top; }
td:first-child { white-space: nowrap; }
td code { overflow-wrap: anywhere; }
caption { text-align: left; }
.id { font-size: .85rem; }
details { margin: .25rem 0; }
summary { cursor: pointer; }
pre { background: var(--code); padding: .5rem .75rem; border-radius: .25rem; overflow-x: auto; font-size: .85rem; margin: .25rem 0; }
`;

function parametersTable(parameters: Parameter[]): string {
  const rows = parameters
    .map(
      (parameter) =>
        `<tr><td><code>${escapeHtml(parameter.name)}</code></td><td>${parameter.in}</td><td>${parameter.required ? 'yes' : 'no'}</td>` +
        `<td><code>${escapeHtml(shapeOf(parameter.schema))}</code>${parameter.description ? ` ${escapeHtml(parameter.description)}` : ''}</td></tr>`,
    )
    .join('');
  return `<table><caption class="muted">Parameters</caption><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Required</th><th scope="col">Type</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function shapeBlock(title: string, schema: JsonSchema): string {
  return `<details><summary>${escapeHtml(title)}</summary><pre><code>${escapeHtml(shapeOf(schema))}</code></pre></details>`;
}

function responseBlocks(responses: Record<string, Response>): string {
  return Object.entries(responses)
    .map(([status, response]) => {
      const schema = response.content?.['application/json'].schema;
      if (!schema) return `<p class="muted">${status === 'default' ? '' : `${escapeHtml(status)}: `}${escapeHtml(response.description)}</p>`;
      if (schema.$ref === ERROR_SCHEMA_REF) return '';
      return shapeBlock(`Response ${status} (${response.description})`, schema);
    })
    .join('');
}

function operationBlock(method: string, path: string, operation: Operation): string {
  const access = operation['x-roles'] ? `Admin only (${operation['x-roles'].join(', ')}).` : '';
  const body = operation.requestBody?.content['application/json'].schema;
  return (
    `<section class="op" id="${escapeHtml(slug(operation.operationId))}" aria-labelledby="${escapeHtml(slug(operation.operationId))}-title">` +
    `<h3 id="${escapeHtml(slug(operation.operationId))}-title"><span class="method">${method.toUpperCase()}</span> <span class="path">${escapeHtml(path)}</span></h3>` +
    `<p class="summary">${escapeHtml(operation.summary)}${access ? `. ${access}` : '.'} <code class="id">${escapeHtml(operation.operationId)}</code></p>` +
    (operation.parameters?.length ? parametersTable(operation.parameters) : '') +
    (body ? shapeBlock('Request body (JSON)', body) : '') +
    responseBlocks(operation.responses) +
    `</section>`
  );
}

/** Each tag's operations, in the document's order. */
function byTag(document: Document) {
  const groups = new Map<string, string[]>(document.tags.map((tag) => [tag.name, []]));
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const tag = operation.tags[0] ?? 'Other';
      if (!groups.has(tag)) groups.set(tag, []);
      groups.get(tag)!.push(operationBlock(method, path, operation));
    }
  }
  return [...groups].filter(([, blocks]) => blocks.length > 0);
}

export function renderDocsPage(document: Document): string {
  const groups = byTag(document);
  const error = shapeOf(document.components.schemas.Error);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)} ${escapeHtml(document.info.version)}</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<h1>${escapeHtml(document.info.title)}</h1>
<p class="muted">Version ${escapeHtml(document.info.version)} · OpenAPI ${escapeHtml(document.openapi)} · <a href="/api/openapi.json">openapi.json</a></p>
</header>
<nav aria-label="Sections"><ul>${groups.map(([tag]) => `<li><a href="#${slug(tag)}">${escapeHtml(tag)}</a></li>`).join('')}</ul></nav>
<main>
<p>${escapeHtml(document.info.description)}</p>
<details><summary>Every error (4xx, 5xx)</summary><pre><code>${escapeHtml(error)}</code></pre></details>
${groups.map(([tag, blocks]) => `<section aria-labelledby="${slug(tag)}"><h2 id="${slug(tag)}">${escapeHtml(tag)}</h2>${blocks.join('\n')}</section>`).join('\n')}
</main>
</body>
</html>
`;
}
