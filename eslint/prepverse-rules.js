// The project's own lint rules: who may touch a table, and which database handle a transaction uses.
import path from 'node:path';
import { tableOwners } from './module-map.js';
import { filesReaching, importGraph, pathBack, resolveImport } from './import-graph.js';

const posix = (file) => file.split(path.sep).join('/');

/** `import { enrolments } from '../../db/schema.ts'` outside the enrolments repository is an error. */
const tableOwner = {
  meta: {
    type: 'problem',
    docs: { description: "only a table's owning module's repository imports it from the schema" },
    messages: {
      notOwner:
        "The table '{{table}}' belongs to the {{owner}} module: only src/server/features/{{owner}}/repository.ts (or its *.repository.ts) imports it. Call that module's service instead.",
    },
    schema: [],
  },
  create(context) {
    const file = posix(context.physicalFilename);
    // a module's repository may be split by subject: repository.ts, questions.repository.ts…; an
    // admin capability that owns a table is named by its folder, e.g. 'admin/generation'
    const owned = /src\/server\/features\/(.+)\/([a-z-]+\.)?repository\.ts$/.exec(file)?.[1];
    return {
      ImportDeclaration(node) {
        if (!/(^|\/)db\/([a-z-]+-)?schema(\.ts)?$/.test(String(node.source.value))) return;
        for (const specifier of node.specifiers) {
          if (specifier.type !== 'ImportSpecifier' || specifier.importKind === 'type' || node.importKind === 'type') continue;
          const table = specifier.imported.name;
          const owner = tableOwners[table];
          if (owner && owner !== owned) context.report({ node: specifier, messageId: 'notOwner', data: { table, owner } });
        }
      },
    };
  },
};

const sourceOf = (context, node) => context.sourceCode.getText(node);

/**
 * Inside `x.transaction(async (tx) => ...)` every query must go through `tx`. PGlite has a single
 * connection: a query on the outer handle waits for the transaction, which waits for the query.
 * On PostgreSQL it silently takes a second connection and reads outside the transaction.
 */
const noOuterDbInTransaction = {
  meta: {
    type: 'problem',
    docs: { description: "a transaction callback uses only the transaction's handle" },
    messages: {
      outer: "'{{name}}' is the database outside this transaction: use the transaction's handle ('{{tx}}') instead.",
    },
    schema: [],
  },
  create(context) {
    return {
      CallExpression(node) {
        const { callee } = node;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier' || callee.property.name !== 'transaction') return;
        const callback = node.arguments[0];
        if (!callback || (callback.type !== 'ArrowFunctionExpression' && callback.type !== 'FunctionExpression')) return;
        const outerText = sourceOf(context, callee.object);
        const txName = callback.params[0]?.type === 'Identifier' ? callback.params[0].name : 'tx';
        const callbackScope = context.sourceCode.scopeManager.acquire(callback);
        const declaredInside = (variable) => {
          for (let scope = variable?.scope; scope; scope = scope.upper) if (scope === callbackScope) return true;
          return false;
        };
        const visit = (child, parent) => {
          if (!child || typeof child.type !== 'string') return;
          if (child.type === 'MemberExpression' && !(parent?.type === 'MemberExpression' && parent.object === child)) {
            const text = sourceOf(context, child);
            if (text === outerText || /\.db$/.test(text)) {
              context.report({ node: child, messageId: 'outer', data: { name: text, tx: txName } });
              return;
            }
          }
          if (child.type === 'Identifier' && (child.name === outerText || child.name === 'db')) {
            const isProperty = parent?.type === 'MemberExpression' && parent.property === child && !parent.computed;
            const isKey = parent?.type === 'Property' && parent.key === child && !parent.shorthand;
            if (!isProperty && !isKey) {
              const scope = context.sourceCode.getScope(child);
              const reference = findReference(scope, child);
              if (reference && !declaredInside(reference.resolved)) {
                context.report({ node: child, messageId: 'outer', data: { name: child.name, tx: txName } });
              }
            }
          }
          for (const key of Object.keys(child)) {
            if (key === 'parent') continue;
            const value = child[key];
            if (Array.isArray(value)) value.forEach((item) => visit(item, child));
            else if (value && typeof value.type === 'string') visit(value, child);
          }
        };
        visit(callback.body, callback);
      },
    };
  },
};

function findReference(scope, identifier) {
  for (let current = scope; current; current = current.upper) {
    const found = current.references.find((reference) => reference.identifier === identifier);
    if (found) return found;
  }
  return null;
}

/**
 * No import cycles in src/, type-only imports and import() included: a file that imports one of the
 * files that (through others) import it is an error, reported on the import that closes the circle.
 * A value cycle can leave a module half-initialised when the other loads (a TDZ error, an undefined
 * import); a type-only one still ties two modules that should stand apart. eslint-plugin-import's
 * no-cycle passes over type imports and made the lint run minutes long here; this one scans each file's
 * imports once per run (import-graph.js) and walks the graph from the file being linted.
 */
const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'no file imports a file that imports it back, directly or through others' },
    messages: {
      cycle:
        'Import cycle: {{cycle}}. Untie it: move what both sides need into a file of its own, or have one side tell the other through a callback or an event{{typeNote}}.',
    },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false }],
  },
  create(context) {
    const root = path.resolve(context.cwd, context.options[0]?.root ?? 'src');
    const home = path.resolve(context.physicalFilename);
    if (path.relative(root, home).startsWith('..')) return {};
    const graph = importGraph(root);
    let reaching = null;
    const shown = (file) => posix(path.relative(context.cwd, file));
    const check = (node, sourceNode, typeOnly) => {
      const specifier = sourceNode?.type === 'Literal' && typeof sourceNode.value === 'string' ? sourceNode.value : null;
      if (!specifier || !(specifier.startsWith('./') || specifier.startsWith('../'))) return;
      const target = resolveImport(home, specifier, (file) => graph.edges.has(file));
      if (!target || target === home) return;
      reaching ??= filesReaching(graph, home);
      if (!reaching.has(target)) return;
      const way = pathBack(graph, target, home) ?? [home];
      const cycle = [home, target, ...way].map(shown).join(' → ');
      context.report({ node, messageId: 'cycle', data: { cycle, typeNote: typeOnly ? ' (an import of types only counts too)' : '' } });
    };
    const typeOnlyImport = (node) =>
      node.importKind === 'type' ||
      (node.specifiers.length > 0 && node.specifiers.every((specifier) => specifier.type === 'ImportSpecifier' && specifier.importKind === 'type'));
    return {
      ImportDeclaration: (node) => check(node, node.source, typeOnlyImport(node)),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source, node.exportKind === 'type'),
      ExportAllDeclaration: (node) => check(node, node.source, node.exportKind === 'type'),
      ImportExpression: (node) => check(node, node.source, false),
      TSImportType: (node) => check(node, node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument, true),
    };
  },
};

export const prepverseRules = {
  rules: { 'table-owner': tableOwner, 'no-outer-db-in-transaction': noOuterDbInTransaction, 'no-cycle': noCycle },
};
