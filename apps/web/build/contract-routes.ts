import type { Plugin } from 'vite';
import { tsImport } from 'tsx/esm/api';
import type { Endpoint } from '@school/contract';

const ROUTES_MODULE = /[\\/]src[\\/]shared[\\/]api[\\/]contract\.ts$/;
const IMPORTS_ROUTES = /import\s*\{[^}]*\bcontract\b[^}]*\}\s*from\s*['"][^'"]*[/]contract['"]/;
const ROUTE_USE = /(?<![\w$.])contract\.([A-Za-z_$][\w$]*)(?:\.([A-Za-z_$][\w$]*))?/g;

type Route = Pick<Endpoint, 'method' | 'path' | 'rawCase'>;
type Routes = Record<string, Record<string, Route>>;

/** What `call` needs of each endpoint, as plain data, read from the contract itself so it cannot drift. */
async function readRoutes(): Promise<Routes> {
  const { contract } = (await tsImport('@school/contract', import.meta.url)) as {
    contract: Record<string, Record<string, Endpoint>>;
  };
  const routes: Routes = {};
  for (const [area, endpoints] of Object.entries(contract)) {
    routes[area] = {};
    for (const [name, { method, path, rawCase }] of Object.entries(endpoints)) {
      routes[area][name] = rawCase ? { method, path, rawCase } : { method, path };
    }
  }
  return routes;
}

/**
 * The browser's copy of the contract (src/shared/api/contract.ts). Each use of an endpoint,
 * `contract.area.name`, is replaced by its method and path where it is written, so a page carries
 * only the endpoints it calls and the start of the app does not load the table of the whole API,
 * which grows with every feature (issue 8: a phone's first visit). The module itself stays as that
 * table, for anything that reads the contract whole.
 */
export function contractRoutes(): Plugin[] {
  let routes: Promise<Routes> | undefined;
  const load = () => (routes ??= readRoutes());
  return [
    {
      name: 'contract-routes',
      apply: 'build',
      async load(id) {
        if (!ROUTES_MODULE.test(id)) return null;
        return `export const contract = ${JSON.stringify(await load())};`;
      },
    },
    {
      name: 'contract-routes-inline',
      apply: 'build',
      enforce: 'post',
      async transform(code, id) {
        if (id.includes('node_modules') || ROUTES_MODULE.test(id) || !IMPORTS_ROUTES.test(code)) return null;
        const table = await load();
        const inlined = code.replace(ROUTE_USE, (use, area: string, name: string | undefined) => {
          const endpoints = table[area];
          if (!endpoints) throw new Error(`${id}: ${use} is not in the contract`);
          if (name === undefined) return `(${JSON.stringify(endpoints)})`;
          const route = endpoints[name];
          if (!route) throw new Error(`${id}: ${use} is not in the contract`);
          return `(${JSON.stringify(route)})`;
        });
        // Replacements stay on their lines, so the source map still points at the right line.
        return inlined === code ? null : { code: inlined, map: null };
      },
    },
  ];
}
