// Types of build.mjs for the TypeScript scripts that build before they run (bench-lib.ts).
export function buildAll(options?: { ifStale?: boolean; only?: 'web' | 'server' }): Promise<void>;
