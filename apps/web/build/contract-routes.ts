import type { Plugin } from 'vite';
import { tsImport } from 'tsx/esm/api';
import type { Endpoint } from '@school/contract';

const ROUTES_MODULE = /[\\/]src[\\/]shared[\\/]api[\\/]contract\.ts$/;

type Routes = Record<string, Record<string, Pick<Endpoint, 'method' | 'path' | 'rawCase'>>>;

/**
 * The browser's copy of the contract (src/shared/api/contract.ts): what `call` needs of each
 * endpoint, as plain data, read from the contract itself at build time so it cannot drift.
 */
export function contractRoutes(): Plugin {
  return {
    name: 'contract-routes',
    apply: 'build',
    async load(id) {
      if (!ROUTES_MODULE.test(id)) return null;
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
      return `export const contract = ${JSON.stringify(routes)};`;
    },
  };
}
