import { z } from 'zod';

/** A JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1) as plain data. */
export type JsonSchema = Record<string, unknown>;

/**
 * `schema` as JSON Schema 2020-12 for the OpenAPI document: `io` 'input' for what a client sends
 * (defaults make fields optional), 'output' for answers. Dates become ISO 8601 strings
 * (`format: date-time`, as REST sends them); the form label the validators attach becomes
 * `title`; the `$schema` key is dropped (OpenAPI 3.1 sets the dialect). Pure.
 */
export function toJsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    unrepresentable: 'any',
    override: (ctx) => {
      const def = ctx.zodSchema._zod.def;
      const out = ctx.jsonSchema as JsonSchema;
      if (def.type === 'date') {
        out.type = 'string';
        out.format = 'date-time';
      }
      if (typeof out.label === 'string') {
        out.title ??= out.label;
        delete out.label;
      }
    },
  }) as JsonSchema;
  delete json.$schema;
  return json;
}
