import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config.js';
import { webErrorReporting } from '../error-reporting/error-reporting.js';

/** Where the payment widgets (spec 2 §3: CloudPayments, Yandex Pay) load from and talk to. */
const PAYMENT_HOSTS = ['https://widget.cloudpayments.ru', 'https://*.cloudpayments.ru', 'https://pay.yandex.ru'];
/** Hosted lesson players (spec 3 §2 video providers) shown in an iframe. */
const PLAYER_HOSTS = [
  'https://kinescope.io',
  'https://www.youtube.com',
  'https://www.youtube-nocookie.com',
  'https://*.gcore.com',
  'https://*.gvideo.io',
  'https://*.gvideo.co',
  'https://*.gcdn.co',
];
/** Google Tag Manager (spec 2 §5), allowed only when GTM_ID configures a container. */
const tagManagerHosts = (config: Config) => (config.GTM_ID ? ['https://www.googletagmanager.com'] : []);

/**
 * Security headers of every answer (docs/security.md), with `@fastify/helmet`: a CSP that allows
 * the app's own origin plus the payment widgets and players it embeds, nosniff, no framing by
 * other sites, a strict referrer policy, and HSTS only when the site is served over https.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const https = new URL(config.publicUrl).protocol === 'https:';
  // The web app sends its error reports to the DSN's host (docs/pwa-and-error-reporting.md).
  const sentryDsn = webErrorReporting(config).sentryDsn;
  const errorReportHosts = sentryDsn ? [new URL(sentryDsn).origin] : [];
  // Built once: @fastify/helmet builds the middleware, parsing the CSP again, on every request
  // (about 40 µs each, as much as verifying the access token; issue 8).
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        scriptSrc: ["'self'", ...PAYMENT_HOSTS, ...tagManagerHosts(config)],
        // Mantine writes its theme variables into a <style> element and style attributes.
        styleSrc: ["'self'", "'unsafe-inline'", ...PAYMENT_HOSTS],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...PAYMENT_HOSTS, ...tagManagerHosts(config), ...errorReportHosts],
        frameSrc: ["'self'", ...PAYMENT_HOSTS, ...PLAYER_HOSTS],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        ...(https && { upgradeInsecureRequests: [] }),
      },
    },
    // Embedded players and payment frames are cross-origin: isolation headers would break them.
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  app.addHook('onRequest', (request, reply, done) => setHeaders(request.raw, reply.raw, () => done()));
}
