// Request validation with two Ajv instances: bodies are JSON and must carry the right types (no coercion,
// so '' is never silently turned into null or 0); querystrings, params and headers are text and are
// coerced to the schema's types ('true' → true, '20' → 20).
import { Ajv, type Options } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

// ajv-formats is CommonJS; its default export arrives wrapped under some loaders.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as unknown as (ajv: Ajv) => Ajv;

const common: Options = { useDefaults: true, removeAdditional: true, allErrors: false, allowUnionTypes: true, strict: false };

/** 'YYYY-MM-DD' naming a real calendar day (no 2026-02-30, no 9999-99-99). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Schema of an optional day filter: '' (no filter) or a real calendar day; see docs/security.md. */
export const DAY_QUERY = { type: 'string', maxLength: 10, format: 'dia' } as const;

function withFormats(ajv: Ajv): Ajv {
  addFormats(ajv);
  ajv.addFormat('dia', { type: 'string', validate: (value: string) => value === '' || isCalendarDate(value) });
  return ajv;
}

export function registerValidators(app: FastifyInstance): void {
  const bodyAjv = withFormats(new Ajv({ ...common, coerceTypes: false }));
  const textAjv = withFormats(new Ajv({ ...common, coerceTypes: 'array' }));
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? bodyAjv : textAjv).compile(schema));
}
