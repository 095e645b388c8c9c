// Request validation with two Ajv instances: bodies are JSON and must carry the right types (no coercion,
// so '' is never silently turned into null or 0); querystrings, params and headers are text and are
// coerced to the schema's types ('true' → true, '20' → 20).
import { Ajv, type Options } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

// ajv-formats is CommonJS; its default export arrives wrapped under some loaders.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as unknown as (ajv: Ajv) => Ajv;

const common: Options = { useDefaults: true, removeAdditional: true, allErrors: false, allowUnionTypes: true, strict: false };

export function registerValidators(app: FastifyInstance): void {
  const bodyAjv = addFormats(new Ajv({ ...common, coerceTypes: false }));
  const textAjv = addFormats(new Ajv({ ...common, coerceTypes: 'array' }));
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? bodyAjv : textAjv).compile(schema));
}
