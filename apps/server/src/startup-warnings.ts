import type { Config } from './config.js';

/**
 * What an operator must not miss when the server starts (docs/security.md): settings that are
 * safe on a laptop and dangerous on a public site, printed loudly when production turns them on.
 */
export function startupWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (!config.production) return warnings;
  if (config.seedDemo)
    warnings.push('SEED_DEMO=true in production: demo accounts with the published password demo1234 exist.');
  if (config.sandboxPayments)
    warnings.push('SANDBOX_PAYMENTS=true in production: the sandbox approves payments without money.');
  if (!config.PUBLIC_URL)
    warnings.push('PUBLIC_URL is not set: links in e-mails point to localhost. Set it to the address users open.');
  if (!config.DATABASE_URL)
    warnings.push('Running production on the embedded database: set DATABASE_URL for a real PostgreSQL.');
  return warnings;
}
