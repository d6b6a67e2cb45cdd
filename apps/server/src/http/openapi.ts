/** OpenAPI 3.1 document generated from the action registry and the contract's zod schemas (request bodies and,
 * from the call catalogue, every answer as it travels: the input side of the codecs); served at /api/docs. */
import { wireEmptyList, wireError, wireUnknownMethod } from '@wheeldeal/contract';
import { z } from 'zod';
import type { ActionRegistry } from './rest.ts';
import { publicCacheControl } from './http-cache.ts';

/** Schemas are shared by every app the process builds (tests build many); convert each once. */
const converted = new WeakMap<z.ZodType, unknown>();

/** The wire (input) side of a schema as JSON Schema; a part zod cannot express becomes `{}`. */
function wireSchema(schema: z.ZodType): unknown {
  let out = converted.get(schema);
  if (out === undefined) {
    try {
      const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
      out = rest;
    } catch {
      out = {};
    }
    converted.set(schema, out);
  }
  return out;
}

const json = (description: string, schema: unknown) => ({ description, content: { 'application/json': { schema } } });

const ERROR = wireSchema(wireError);

export function openApiDocument(registry: ActionRegistry, publicUrl: string): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const def of registry.all().sort((a, b) => `${a.resource}/${a.action}`.localeCompare(`${b.resource}/${b.action}`))) {
    const path = `/index.php/rest/${def.resource}/${def.action}/api_key/{api_key}`;
    const op: Record<string, unknown> = {
      tags: [def.resource],
      summary: def.summary,
      operationId: `${def.resource}_${def.action}`,
      parameters: [{ name: 'api_key', in: 'path', required: true, schema: { type: 'string' } }],
      security: def.auth === 'none' ? [{}, { cookie: [] }, { bearer: [] }] : [{ cookie: [] }, { bearer: [] }],
      responses: {
        '200': json('The bare payload (every scalar a string; 201 for a creation)', def.response ? wireSchema(def.response) : {}),
        '400': json('Validation error naming the field', ERROR),
        '401': json('No session', ERROR),
        '403': json('Not allowed (another user, or role)', ERROR),
        '404': json(
          def.list ? 'Empty list: 10001##… (offset 0) or 10002##… (later pages); not found; wrong API key; unknown method' : 'Not found / wrong API key / unknown method',
          { anyOf: [...(def.list ? [wireSchema(wireEmptyList)] : []), ERROR, wireSchema(wireUnknownMethod)] },
        ),
      },
    };
    if (def.body && (def.method !== 'GET')) {
      const schema = wireSchema(def.body);
      op.requestBody = {
        required: false,
        content: def.multipart
          ? { 'multipart/form-data': { schema } }
          : { 'application/json': { schema }, 'application/x-www-form-urlencoded': { schema } },
      };
    }
    const verbs = def.method === 'ANY' ? ['get', 'post'] : [def.method.toLowerCase()];
    // A public lookup's GET carries an ETag and public Cache-Control, and answers 304 to a matching If-None-Match.
    const cached = (verb: string) =>
      def.publicCache && verb === 'get'
        ? {
            ...op,
            description: `Cached publicly (decision 018): strong ETag, Cache-Control: ${publicCacheControl(def.publicCache)}, Vary: Accept-Language.`,
            responses: { ...(op.responses as object), '304': { description: 'Not modified: If-None-Match names the current ETag (no body, the same caching headers)' } },
          }
        : op;
    paths[path] = Object.fromEntries(verbs.map((v) => [v, cached(v)]));
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Wheeldeal REST API',
      version: '1.0.0',
      description:
        'The REST dialect of docs/wire-contract: every call also answers without the /index.php prefix; trailing /{name}/{value} path pairs (limit, offset, login_user_id, id, …) are arguments; every scalar is a string; errors are {"status":"error","message":…}.',
    },
    servers: [{ url: publicUrl }],
    components: {
      securitySchemes: {
        cookie: { type: 'apiKey', in: 'cookie', name: 'wd_session' },
        bearer: { type: 'http', scheme: 'bearer' },
      },
    },
    paths,
  };
}
