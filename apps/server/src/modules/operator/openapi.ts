import { z } from 'zod';
import { errorBodySchema } from '@wayfarer/contract';
import {
  operatorApiPrefix,
  operatorImportResultSchema,
  operatorScopes,
  operatorUpsertResultSchema,
  operatorVersionSchema,
} from '@wayfarer/contract/operator';
import { resourceOperations } from './operations';

type JsonSchema = Record<string, unknown>;

/** A route of another module mounted under the operator API (e.g. webhooks), for the document. */
export interface MountedOperatorRoute {
  method: string;
  url: string;
  scope: string;
  schema: {
    summary?: string;
    description?: string;
    tags?: string[];
    params?: z.ZodType;
    querystring?: z.ZodType;
    body?: z.ZodType;
    response?: Record<string | number, z.ZodType>;
  };
}

/**
 * The operator API's own OpenAPI 3.1 document, generated from the contract's zod schemas (the
 * same ones the routes validate with). Named schemas (`.meta({ id })`) become components.
 */
export function operatorOpenApiDocument(options: {
  serverUrl: string;
  tokenUrl: string;
  version: string;
  mounted?: MountedOperatorRoute[];
}) {
  const components: Record<string, JsonSchema> = {};
  const ref = (schema: z.ZodType, io: 'input' | 'output', name: string): JsonSchema => {
    const generated = z.toJSONSchema(schema, {
      io,
      target: 'draft-2020-12',
      unrepresentable: 'any',
    }) as JsonSchema & { $defs?: Record<string, JsonSchema> };
    const text = JSON.stringify(generated).replaceAll('"#/$defs/', '"#/components/schemas/');
    const { $defs, $schema: _schema, ...rest } = JSON.parse(text) as typeof generated;
    Object.assign(components, $defs);
    if (rest.$ref) return { $ref: rest.$ref };
    components[name] = rest;
    return { $ref: `#/components/schemas/${name}` };
  };
  const error = {
    content: { 'application/json': { schema: ref(errorBodySchema, 'output', 'Error') } },
  };
  const errors = (...statuses: number[]) =>
    Object.fromEntries(
      statuses.map((status) => [
        String(status),
        { description: errorDescriptions[status], ...error },
      ]),
    );
  const upserted = {
    headers: {
      ETag: { description: 'The version: send it back as If-Match', schema: { type: 'string' } },
    },
    content: {
      'application/json': {
        schema: ref(operatorUpsertResultSchema, 'output', 'OperatorUpsertResult'),
      },
    },
  };
  const idParameter = {
    name: 'id',
    in: 'path',
    required: true,
    description: "The operator's own id of the record",
    schema: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9._:-]*$', maxLength: 100 },
  };

  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of resourceOperations) {
    paths[`/${operation.collection}/{id}`] = {
      put: {
        operationId: `put${capitalized(operation.type)}`,
        tags: [operation.collection],
        summary: operation.summary,
        description: `${operation.description}\n\nIdempotent: the same body again changes nothing (200, \`result: unchanged\`). With \`If-Match: "<version>"\` a record that has changed since is not touched: 409 CONFLICT.`,
        security: [{ operatorToken: [operation.scope] }],
        parameters: [
          idParameter,
          {
            name: 'If-Match',
            in: 'header',
            required: false,
            description: 'The ETag (version) last seen; `*` when the record must exist',
            schema: { type: 'string' },
          },
        ],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: ref(operation.body, 'input', `Operator${capitalized(operation.type)}`),
            },
          },
        },
        responses: {
          '200': { description: 'Updated, or unchanged', ...upserted },
          '201': { description: 'Created', ...upserted },
          ...errors(400, 401, 403, 409, 413, 415),
        },
      },
      get: {
        operationId: `get${capitalized(operation.type)}Version`,
        tags: [operation.collection],
        summary: `The current version of a ${operation.type} (also its ETag)`,
        security: [{ operatorToken: [operation.scope] }],
        parameters: [idParameter],
        responses: {
          '200': {
            description: 'The version',
            content: {
              'application/json': {
                schema: ref(operatorVersionSchema, 'output', 'OperatorVersion'),
              },
            },
          },
          ...errors(401, 403, 404),
        },
      },
    };
  }
  paths['/imports'] = {
    post: {
      operationId: 'importRecords',
      tags: ['imports'],
      summary: 'Bulk import: one record per line (NDJSON)',
      description:
        'Each line is `{"type":"tour"|"departure"|"booking","id":"…","data":{…}}` (optionally ' +
        '`"ifVersion": n`), `data` as the PUT body of that type. Each record is applied all or ' +
        'nothing in its own transaction; a bad record is reported with its line and field, every ' +
        "good one is applied. Records of a type need that type's scope. `?results=failed` lists " +
        'only the failed lines.',
      security: [{ operatorToken: ['catalog:write'] }, { operatorToken: ['bookings:write'] }],
      parameters: [
        {
          name: 'results',
          in: 'query',
          required: false,
          schema: { type: 'string', enum: ['all', 'failed'] },
        },
      ],
      requestBody: {
        required: true,
        content: { 'application/x-ndjson': { schema: { type: 'string' } } },
      },
      responses: {
        '200': {
          description: 'Per-record results',
          content: {
            'application/json': {
              schema: ref(operatorImportResultSchema, 'output', 'OperatorImportResult'),
            },
          },
        },
        ...errors(400, 401, 403, 413, 415),
      },
    },
  };

  for (const route of options.mounted ?? []) {
    const path = route.url.replace(operatorApiPrefix, '').replace(/:(\w+)/g, '{$1}');
    const operationId = `${route.method.toLowerCase()}${path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`;
    const parametersOf = (schema: z.ZodType | undefined, place: 'path' | 'query') => {
      const shape = (schema as { shape?: Record<string, z.ZodType> } | undefined)?.shape ?? {};
      return Object.entries(shape).map(([name, field]) => ({
        name,
        in: place,
        required: place === 'path' || !field.safeParse(undefined).success,
        schema: z.toJSONSchema(field, { io: 'input', unrepresentable: 'any' }),
      }));
    };
    const responses: Record<string, unknown> = {};
    for (const [status, schema] of Object.entries(route.schema.response ?? {})) {
      responses[status] =
        Number(status) >= 400
          ? { description: errorDescriptions[Number(status)] ?? 'Error', ...error }
          : {
              description: 'OK',
              content: {
                'application/json': { schema: ref(schema, 'output', `${operationId}${status}`) },
              },
            };
    }
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = {
      operationId,
      tags: route.schema.tags,
      summary: route.schema.summary,
      description: route.schema.description,
      security: [{ operatorToken: [route.scope] }],
      parameters: [
        ...parametersOf(route.schema.params, 'path'),
        ...parametersOf(route.schema.querystring, 'query'),
      ],
      ...(route.schema.body
        ? {
            requestBody: {
              required: true,
              content: {
                'application/json': {
                  schema: ref(route.schema.body, 'input', `${operationId}Body`),
                },
              },
            },
          }
        : {}),
      responses,
    };
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'Wayfarer operator API',
      version: options.version,
      description:
        'Feed Wayfarer from the booking system of record. Authenticate with an OAuth 2.0 ' +
        'client-credentials access token (`Authorization: Bearer …`). Errors are ' +
        '`{ "error": { "code", "message", "fields"? } }`.',
    },
    servers: [{ url: options.serverUrl }],
    security: [{ operatorToken: [] }],
    components: {
      securitySchemes: {
        operatorToken: {
          type: 'oauth2',
          flows: {
            clientCredentials: {
              tokenUrl: options.tokenUrl,
              scopes: Object.fromEntries(
                operatorScopes.map((scope) => [scope, scopeDescriptions[scope]]),
              ),
            },
          },
        },
      },
      schemas: components,
    },
    paths,
  };
}

export const operatorOpenApiPath = `${operatorApiPrefix}/openapi.json`;

const errorDescriptions: Record<number, string> = {
  400: 'Not valid (VALIDATION_FAILED with the fields, or BAD_REQUEST)',
  401: 'No valid operator access token',
  403: 'The token lacks the scope (INSUFFICIENT_SCOPE)',
  404: 'No such record',
  409: 'Stale If-Match: the record changed since (CONFLICT)',
  413: 'Too large',
  415: 'Unsupported content type',
};

const scopeDescriptions: Record<(typeof operatorScopes)[number], string> = {
  'catalog:write': 'Create and update tours and departures',
  'bookings:write': 'Create and update bookings, travellers, payments and refunds',
  'travellers:read': "Read travellers' personal data",
  'documents:read': "Read travellers' identity documents",
  'webhooks:manage': 'Manage webhook endpoints and deliveries',
};

function capitalized(text: string) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
