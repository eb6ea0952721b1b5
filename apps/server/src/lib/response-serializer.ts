import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type ResponseSchema = z.ZodType | { properties: z.ZodType };

function zodSchemaOf(schema: ResponseSchema): z.ZodType {
  return schema instanceof z.ZodType ? schema : schema.properties;
}

/**
 * Responses are written by fast-json-stringify from the contract's JSON Schema, compiled once per
 * route: only the properties the contract names leave the server, and a required one that is
 * missing fails the response (500). Encoding every response with zod first cost about four times
 * as much, on every call (`npm run bench`, GET /api/users/me). Schemas that JSON Schema cannot
 * express (dates, transforms, codecs) keep zod's encoder.
 *
 * Compiled on a route's first response, not at start: most of the ~100 routes are not called in a
 * process's first seconds, and compiling them all up front cost a large part of the start time.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<ResponseSchema> = (
  routeSchema,
) => {
  let compiled: ((data: unknown) => string) | undefined;
  return (data: unknown) => {
    compiled ??= compileSerializer(routeSchema) as (data: unknown) => string;
    return compiled(data);
  };
};

const compileSerializer: FastifySerializerCompiler<ResponseSchema> = (routeSchema) => {
  let jsonSchema: object;
  try {
    jsonSchema = z.toJSONSchema(zodSchemaOf(routeSchema.schema), {
      io: 'output',
      unrepresentable: 'throw',
    });
  } catch {
    return zodSerializerCompiler(routeSchema);
  }
  return fastJson(nullableWithoutAnyOf(jsonSchema) as object);
};

type JsonSchema = { [keyword: string]: unknown };

const isNullSchema = (schema: unknown) =>
  typeof schema === 'object' &&
  schema !== null &&
  (schema as JsonSchema).type === 'null' &&
  Object.keys(schema).length === 1;

/**
 * zod writes a nullable field as `anyOf: [schema, { type: 'null' }]`, for which
 * fast-json-stringify runs a full JSON Schema validation of the value (patterns, formats, every
 * property of an object) to pick the branch: on a booking page, with its eleven nullable fields,
 * that took more time than writing the answer. Its own `nullable: true` writes `null` or the
 * schema's value with no validation, as it writes every other field. A `$ref` branch is copied
 * in, its nested references still pointing at the root's definitions.
 */
function nullableWithoutAnyOf(schema: unknown, root = schema as JsonSchema): unknown {
  if (Array.isArray(schema)) return schema.map((item) => nullableWithoutAnyOf(item, root));
  if (typeof schema !== 'object' || schema === null) return schema;
  const { anyOf, ...rest } = schema as JsonSchema;
  if (Array.isArray(anyOf) && anyOf.length === 2 && anyOf.some(isNullSchema)) {
    let other = anyOf.find((option) => !isNullSchema(option)) as JsonSchema;
    const ref = other.$ref;
    if (typeof ref === 'string' && ref.startsWith('#/$defs/')) {
      const { $ref: _ref, ...siblings } = other;
      const definitions = root.$defs as Record<string, JsonSchema>;
      other = { ...definitions[ref.slice('#/$defs/'.length)], ...siblings };
    }
    if (!('$ref' in other) && !('nullable' in other)) {
      return nullableWithoutAnyOf({ ...rest, ...other, nullable: true }, root);
    }
  }
  const copy: JsonSchema = {};
  for (const [keyword, value] of Object.entries(schema)) {
    copy[keyword] = nullableWithoutAnyOf(value, root);
  }
  return copy;
}
