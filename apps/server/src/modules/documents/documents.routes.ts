import type { FastifyInstance } from 'fastify';
import { contract } from '@school/contract';
import type { AppContext } from '../../context.js';
import { notFound } from '../../plugins/errors.js';
import { route, signedIn } from '../../plugins/route.js';
import * as documents from './documents.service.js';
import { libraryPdf } from './library.js';
import { renderPdf } from './pdf.js';

const c = contract.documents;

/** The library's texts never change while the process runs: each PDF is rendered once. */
const libraryCache = new Map<string, Promise<Buffer>>();

export function documentsRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, c.purchases, (request) => documents.listPurchases(ctx, signedIn(request).id, request.query));
  route(app, c.organization, () => documents.organizationDocuments(ctx));
  route(app, c.static, async () => documents.staticDocuments());
  route(app, c.download, (request) =>
    documents.downloadUrl(ctx, signedIn(request).id, request.params.id, request.origin),
  );

  // The signed link opens in a new tab, which carries no token: the signature is the permission.
  app.get<{ Params: { id: string }; Querystring: Record<string, string | undefined> }>(
    '/documents/files/:id/',
    async (request, reply) => {
      const id = Number(request.params.id);
      const pdf = Number.isSafeInteger(id) && id > 0 ? await documents.signedPdf(ctx, id, request.query) : undefined;
      if (!pdf) throw notFound('Ссылка на документ недействительна или устарела.');
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="purchase-${id}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.get<{ Params: { slug: string } }>('/core/docs/files/:slug/', async (request, reply) => {
    const { slug } = request.params;
    const content = libraryPdf(slug);
    if (!content) throw notFound();
    let pdf = libraryCache.get(slug);
    if (!pdf) {
      pdf = renderPdf(content);
      libraryCache.set(slug, pdf);
    }
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${slug}.pdf"`)
      .header('cache-control', 'public, max-age=3600')
      .send(await pdf);
  });
}
