import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ErrorBodySchema, toSnakeKey, type Endpoint } from '@school/contract';

type JsonSchema = Record<string, unknown>;

/** The wire is snake_case (spec 1 §7): property names of the generated schemas follow it. */
function snakeSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(snakeSchema);
  if (!schema || typeof schema !== 'object') return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'properties' && value && typeof value === 'object') {
      out[key] = Object.fromEntries(
        Object.entries(value).map(([name, inner]) => [toSnakeKey(name), snakeSchema(inner)]),
      );
    } else if (key === 'required' && Array.isArray(value)) {
      out[key] = value.map((name) => (typeof name === 'string' ? toSnakeKey(name) : name));
    } else {
      out[key] = snakeSchema(value);
    }
  }
  return out;
}

function jsonSchema(schema: z.ZodType, io: 'input' | 'output', raw = false): JsonSchema {
  const generated = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  delete generated.$schema;
  return (raw ? generated : snakeSchema(generated)) as JsonSchema;
}

function parameters(endpoint: Endpoint): JsonSchema[] {
  const list: JsonSchema[] = [];
  for (const [where, schema] of [
    ['path', endpoint.params],
    ['query', endpoint.query],
  ] as const) {
    if (!schema) continue;
    const generated = jsonSchema(schema, 'input');
    const properties = (generated.properties ?? {}) as Record<string, JsonSchema>;
    const required = (generated.required ?? []) as string[];
    for (const [name, property] of Object.entries(properties)) {
      list.push({ name, in: where, required: where === 'path' || required.includes(name), schema: property });
    }
  }
  return list;
}

export function buildOpenApi(contract: Record<string, Record<string, Endpoint>>, prefix: string): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  const errorBody = { content: { 'application/json': { schema: jsonSchema(ErrorBodySchema, 'output') } } };
  for (const group of Object.values(contract)) {
    for (const endpoint of Object.values(group)) {
      // Parameter names are snake_case like every other name on the wire; the template must match them.
      const path = prefix + endpoint.path.replace(/:([a-zA-Z]+)/g, (_, name: string) => `{${toSnakeKey(name)}}`);
      paths[path] ??= {};
      paths[path][endpoint.method.toLowerCase()] = {
        tags: [endpoint.tag],
        summary: endpoint.summary,
        description: endpoint.roles ? `Roles: ${endpoint.roles.join(', ')}` : 'Open to everyone.',
        security: endpoint.roles ? [{ bearer: [] }] : [],
        parameters: parameters(endpoint),
        ...(endpoint.body && {
          requestBody: {
            content: { 'application/json': { schema: jsonSchema(endpoint.body, 'input', endpoint.rawCase) } },
          },
        }),
        responses: {
          [String(endpoint.status ?? 200)]: {
            description: 'OK',
            content: { 'application/json': { schema: jsonSchema(endpoint.response, 'output', endpoint.rawCase) } },
          },
          '4XX': { description: 'Error (spec 1 §8)', ...errorBody },
        },
      };
    }
  }
  return {
    openapi: '3.1.0',
    info: { title: 'School platform API', version: '1.0.0' },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  };
}

const DOCS_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>API reference</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><style>body{font:14px system-ui;margin:2rem;max-width:70rem}
h2{margin-top:2rem}code{background:#f2f2f5;padding:2px 4px;border-radius:4px}details{margin:.3rem 0}pre{background:#f7f7fa;padding:1rem;overflow:auto}</style></head>
<body><h1>API reference</h1><p>Generated from the contract: <a href="/api/openapi.json">openapi.json</a>.</p><div id="root">Loading…</div>
<script src="/api/docs.js"></script></body></html>`;

// A file of its own rather than an inline script: the Content-Security-Policy allows only 'self'.
const DOCS_SCRIPT = `fetch('/api/openapi.json').then(r=>r.json()).then(doc=>{const root=document.getElementById('root');root.textContent='';
const byTag={};for(const [path,ops] of Object.entries(doc.paths))for(const [method,op] of Object.entries(ops))(byTag[op.tags[0]]??=[]).push({path,method,op});
for(const [tag,items] of Object.entries(byTag)){const h=document.createElement('h2');h.textContent=tag;root.append(h);
for(const {path,method,op} of items){const d=document.createElement('details');const s=document.createElement('summary');
s.innerHTML='<code>'+method.toUpperCase()+' '+path+'</code> ';s.append(op.summary+' — '+op.description);d.append(s);
const pre=document.createElement('pre');pre.textContent=JSON.stringify({parameters:op.parameters,requestBody:op.requestBody,responses:op.responses},null,2);d.append(pre);root.append(d);}}});`;

export function registerOpenApi(app: FastifyInstance, document: JsonSchema): void {
  app.get('/api/openapi.json', async () => document);
  app.get('/api/docs', async (_request, reply) => reply.type('text/html').send(DOCS_PAGE));
  app.get('/api/docs.js', async (_request, reply) => reply.type('text/javascript').send(DOCS_SCRIPT));
}
