/** Fetch answers for tests that stub `fetch`: a JSON body, and the spec 1 §8 not-found body. */
export const json = (body: unknown, status = 200): Response => new Response(JSON.stringify(body), { status });

export const notFound = (): Response =>
  json({ type: 'client_error', errors: [{ attr: null, detail: 'Not found', code: 'not_found' }] }, 404);
