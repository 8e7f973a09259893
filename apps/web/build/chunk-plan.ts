import type { Plugin } from 'vite';

type Area = 'identity' | 'shell';

/** The chunk of the feature-flag SDK (GrowthBook), which the signed-in HTML preloads. */
export const FLAGS_SDK_CHUNK = 'flags-sdk';

/** Where each area's code starts: the lazy modules that open it (src/app/layouts, src/app/router). */
const AREA_ROOTS: Record<Area, RegExp> = {
  // The way in that every user takes first: the app's sign-in redirect, the identity login page and
  // the callback back into the app (the other identity pages are later routes).
  identity:
    /[\\/]src[\\/]features[\\/](identity[\\/]pages[\\/]login-page|auth[\\/]pages[\\/](authorization|oauth-callback)-page)\.tsx$/,
  // The modal manager is not among them: it loads with the first dialog (shared/ui/deferred/confirm-modal.ts).
  // The support widget's button (issue 15) rides with them; its panel stays a lazy chunk of its own.
  shell:
    /[\\/]src[\\/](app[\\/]layouts[\\/](main|header-only|media|contacts)-layout|app[\\/]shell[\\/]support-button|shared[\\/]flags[\\/]flags-provider)\.tsx$/,
};

const VENDOR = /[\\/]node_modules[\\/]/;
/**
 * The contract's barrel re-exports every module of the API. Followed, it would mark every schema
 * module as reached by the sign-in pages and the shell, and group them (zod with them) into their
 * chunks; the modules a page really uses are found without it, by the bundler.
 */
const CONTRACT_BARREL = /[\\/]packages[\\/]contract[\\/]src[\\/]index\.ts$/;
const vendor = (...names: string[]) =>
  new RegExp(`[\\\\/]node_modules[\\\\/](${names.join('|').replace(/\//g, '[\\\\/]')})[\\\\/]`);
const REACT_KIT = vendor(
  'react',
  'react-dom',
  'scheduler',
  '@tanstack',
  'i18next',
  'react-i18next',
  'use-sync-external-store',
);
/**
 * The lesson chat's virtual list and the staff console's tables are TanStack too, but only their
 * pages need them (issues 11 and 16): they stay out of the chunk every page loads.
 */
const PAGE_KITS = vendor(
  '@tanstack/react-virtual',
  '@tanstack/virtual-core',
  '@tanstack/react-table',
  '@tanstack/table-core',
);

/**
 * react-i18next's <Trans> (markup inside a translation) and its HTML parser: only the register and
 * payment pages use it, yet the package's index reaches it from every page (issue 8: 3 KiB of the
 * sign-in's first visit). A file of its own, loaded with those pages.
 */
const TRANS =
  /[\\/]node_modules[\\/](react-i18next[\\/]dist[\\/]es[\\/]Trans(WithoutContext)?\.js$|html-parse-stringify[\\/]|void-elements[\\/])/;

/**
 * TanStack Query's parallel and infinite queries: only signed-in pages use them (the catalog, the
 * schedule, the notifications, the rooms), so they ride with the shell, not with the sign-in.
 */
const SIGNED_IN_KIT =
  /[\\/]node_modules[\\/]@tanstack[\\/](query-core[\\/]build[\\/]modern[\\/](queriesObserver|infiniteQueryObserver)|react-query[\\/]build[\\/]modern[\\/](useQueries|useInfiniteQuery|infiniteQueryOptions))\.js$/;

/**
 * How the build is cut into files (issue 8: a first visit in at most 15 script requests, the
 * identity pages without the student app). Once the module graph is known, every module learns
 * which areas reach it through static imports: the sign-in pages, or the shell of a signed-in user
 * (the layouts with a header, their flags and dialogs). The groups then put, in order: the
 * libraries every page runs first; the start-up code; the form library; what the sign-in pages use
 * (their Mantine components, then our code, less what the shell shares with them); what the shell
 * adds to that; a few kits that several pages share. The rest belongs to single pages.
 */
export function chunkPlan() {
  const reached = new Map<string, Set<Area>>();
  const reachedBy = (id: string, area: Area) => reached.get(id)?.has(area) ?? false;

  const plugin: Plugin = {
    name: 'chunk-plan',
    apply: 'build',
    buildEnd() {
      const roots = new Map<string, Area>();
      for (const id of this.getModuleIds()) {
        for (const lazy of this.getModuleInfo(id)?.dynamicallyImportedIds ?? []) {
          const area = (Object.keys(AREA_ROOTS) as Area[]).find((name) => AREA_ROOTS[name].test(lazy));
          if (area) roots.set(lazy, area);
        }
      }
      for (const [root, area] of roots) {
        const stack = [root];
        while (stack.length > 0) {
          const id = stack.pop()!;
          const areas = reached.get(id) ?? new Set<Area>();
          if (areas.has(area)) continue;
          areas.add(area);
          reached.set(id, areas);
          if (!CONTRACT_BARREL.test(id)) stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      }
    },
  };

  const groups = [
    // React, router, query and i18n together, then zod: the same for every page and seldom changed,
    // so they stay cached across deploys.
    {
      name: 'react',
      test: (id: string) => REACT_KIT.test(id) && !PAGE_KITS.test(id) && !TRANS.test(id) && !SIGNED_IN_KIT.test(id),
      priority: 30,
    },
    { name: 'trans', test: TRANS, priority: 29 },
    { name: 'zod', test: vendor('zod'), priority: 25 },
    { name: 'app', tags: ['$initial' as const], priority: 20 },
    { name: 'forms', test: vendor('react-hook-form', '@hookform'), priority: 19 },
    {
      name: 'ui',
      test: (id: string) => VENDOR.test(id) && reachedBy(id, 'identity') && !SIGNED_IN_KIT.test(id),
      priority: 18,
    },
    {
      name: 'common',
      test: (id: string) => !VENDOR.test(id) && reachedBy(id, 'identity') && reachedBy(id, 'shell'),
      priority: 17,
    },
    { name: 'identity', test: (id: string) => reachedBy(id, 'identity') && !SIGNED_IN_KIT.test(id), priority: 16 },
    { name: 'shell-ui', test: (id: string) => VENDOR.test(id) && reachedBy(id, 'shell'), priority: 15 },
    { name: 'shell', test: (id: string) => reachedBy(id, 'shell'), priority: 14 },
    // What several pages share, by kind, one file each rather than a request per module: the icons,
    // the lesson cards and rules, the catalog's cards, the small shared widgets.
    // Only the icons that two or more pages use: a page's own icons ride with the page, so home
    // does not download the other pages' (issue 8: −2 KiB on each first visit, same requests).
    { name: 'icons', test: vendor('@tabler/icons-react'), priority: 12, minShareCount: 2 },
    // The flag SDK: every signed-in page loads it beside start-up (shell-preload.ts names it).
    { name: FLAGS_SDK_CHUNK, test: vendor('@growthbook', 'dom-mutator'), priority: 12 },
    { name: 'lessons-kit', test: /[\\/]src[\\/]shared[\\/]lessons[\\/]/, priority: 11 },
    { name: 'catalog-kit', test: /[\\/]src[\\/]shared[\\/]catalog[\\/]/, priority: 11 },
    { name: 'ui-kit', test: /[\\/]src[\\/]shared[\\/](ui[\\/][\w-]+\.tsx?|lib[\\/].*)$/, priority: 10 },
  ];

  return { plugin, groups };
}
