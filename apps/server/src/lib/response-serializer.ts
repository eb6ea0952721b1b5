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
  return fastJson(jsonSchema);
};
