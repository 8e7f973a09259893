import path from 'node:path';

/**
 * Keeps the architecture's import direction (ARCHITECTURE.md, STYLE.md):
 * - web: shared -> features -> app; a feature never imports another feature or app/;
 *   shared imports neither features nor app;
 * - server: a module never reaches into another module's tables or repository
 *   (`*.schema.ts`, `*.repo.ts`); it calls that module's service.
 * Folders are read from the paths, so a new feature or module needs no config change.
 */
const WEB = /apps\/web\/src\/(features\/([^/]+)|shared|app)\//;
const SERVER_MODULE = /apps\/server\/src\/modules\/([^/]+)\//;

function webArea(file) {
  const match = WEB.exec(file);
  if (!match) return null;
  return match[2] ? { kind: 'feature', name: match[2] } : { kind: match[1] };
}

function check(context, node) {
  const source = node.source?.value;
  if (typeof source !== 'string' || !source.startsWith('.')) return;
  const file = context.filename.split(path.sep).join('/');
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), source));
  const from = webArea(file);
  const to = webArea(`${target}/`);
  if (from && to) {
    if (from.kind === 'feature' && to.kind === 'feature' && to.name !== from.name) {
      context.report({
        node,
        message: `Feature "${from.name}" must not import feature "${to.name}": move shared code to src/shared.`,
      });
    } else if (from.kind !== 'app' && to.kind === 'app') {
      context.report({ node, message: 'Only src/app may import from src/app (shared -> features -> app).' });
    } else if (from.kind === 'shared' && to.kind === 'feature') {
      context.report({ node, message: 'src/shared must not import features.' });
    }
  }
  const fromModule = SERVER_MODULE.exec(file)?.[1];
  const toModule = SERVER_MODULE.exec(`${target}`)?.[1];
  // A table may reference another module's table for a foreign key: schema to schema is allowed.
  const fromSchema = /\.schema\.ts$/.test(file);
  const reachesIn = /\.repo(\.js|\.ts)?$/.test(target) || (!fromSchema && /\.schema(\.js|\.ts)?$/.test(target));
  if (fromModule && toModule && fromModule !== toModule && reachesIn) {
    context.report({
      node,
      message: `Module "${fromModule}" must not reach into "${toModule}" tables or repository: use its service.`,
    });
  }
}

export default {
  rules: {
    'import-boundaries': {
      meta: { type: 'problem', schema: [] },
      create: (context) => ({
        ImportDeclaration: (node) => check(context, node),
        ExportNamedDeclaration: (node) => check(context, node),
        ExportAllDeclaration: (node) => check(context, node),
        ImportExpression: (node) => check(context, node),
      }),
    },
  },
};
