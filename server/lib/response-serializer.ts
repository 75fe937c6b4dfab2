import type { FastifySerializerCompiler } from 'fastify/types/schema';
import fastJsonStringify from 'fast-json-stringify';
import { serializerCompiler } from 'fastify-zod-openapi';
import { createSchema } from 'zod-openapi';
import { createRegistry, isAnyZodType } from 'zod-openapi/api';

/*
 * Answers are written by fast-json-stringify from each route's zod response schema. In development
 * and tests every answer is first checked against that schema (fastify-zod-openapi's compiler), so
 * an answer that drifts from the spec's shape fails loudly there. In production the check is
 * skipped: the answers come from our own code, fast-json-stringify still writes only the schema's
 * fields and refuses a missing required one, and re-validating a kept 12-book list cost about as
 * much as writing it (decision 0010).
 */

const writeAnswerBySchema: FastifySerializerCompiler<unknown> = ({ schema }) => {
  if (!isAnyZodType(schema)) return fastJsonStringify(schema as object);
  const { schema: jsonSchema, components } = createSchema(schema, {
    registry: createRegistry(),
    schemaRefPath: '#/definitions/',
  });
  return fastJsonStringify({ ...jsonSchema, ...(components ? { definitions: components } : {}) } as object);
};

export const responseSerializerCompiler = (isProduction: boolean): FastifySerializerCompiler<unknown> =>
  isProduction ? writeAnswerBySchema : (serializerCompiler as FastifySerializerCompiler<unknown>);
