// Request validation, declared in each route's options (`schema: { params, querystring, body }`) and run by
// Fastify before the handler (docs/security.md "Reading a request"). A part's schema is either
// - a shared yup schema (shared/validation/*), optionally with its context: `yupPart(schema, () => ({ today }))`.
//   The value's shape is checked first (no object where a text belongs), then the schema; the first problem
//   is a 400 naming the field with the schema's Spanish message. The handler gets the value as sent.
// - a JSON schema, run by one of two Ajv instances: bodies are JSON and must carry the right types (no
//   coercion, so '' is never silently turned into null or 0); querystrings, params and headers are text and
//   are coerced to the schema's types ('true' → true, '20' → 20).
import { Ajv, type Options, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifyInstance, RouteOptions, SafePromiseLike } from 'fastify';
import { isSchema, ObjectSchema, type AnyObject, type AnySchema } from 'yup';
import { assertValid } from '../services/validation';

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

export interface YupPartOptions {
  /** The schema's validation context, made per request (e.g. `() => ({ today: new Date() })`). */
  context?: () => Record<string, unknown>;
  /** A JSON schema run first for what the shared schema leaves open (text lengths for the columns). */
  limits?: object;
  /** The schema's messages already start with the field's label ('Nombre: es requerido'): sent as they are. */
  labeledMessages?: boolean;
  /** A partial update: only the fields sent are checked (see partialBody). */
  sentFieldsOnly?: boolean;
  /** What the service does to the value before its own check (e.g. a coupon code upper-cased), done first here too. */
  prepare?: (value: unknown) => unknown;
}

/** A shared yup schema as a route's request part (a class, so Fastify hands it to the compiler as is). */
export class YupPart {
  constructor(
    readonly schema: AnySchema,
    readonly options: YupPartOptions = {},
  ) {}
}

export function yupPart(schema: AnySchema, options?: YupPartOptions): YupPart {
  return new YupPart(schema, options);
}

/**
 * Fastify treats a rejected promise as the validation error: the limits' Ajv errors (formatted by the error
 * handler like any schema error) or the 400 naming the field that assertValid throws.
 */
function yupValidator(part: YupPart, ajv: Ajv, httpPart: string | undefined): (value: unknown) => SafePromiseLike<true> {
  const limits = part.options.limits ? ajv.compile(part.options.limits) : null;
  // Fastify brands the promise type it accepts; a plain async function's promise is that promise.
  return (value) => validateYupPart(part, limits, httpPart, value) as unknown as SafePromiseLike<true>;
}

async function validateYupPart(part: YupPart, limits: ValidateFunction | null, httpPart: string | undefined, sent: unknown): Promise<true> {
  const value = part.options.prepare ? part.options.prepare(sent) : sent;
  if (limits && !limits(value)) throw Object.assign(new Error('Solicitud no válida'), { validation: limits.errors, validationContext: httpPart });
  const schema = part.options.sentFieldsOnly ? sentFields(part.schema, value) : part.schema;
  await assertValid(schema, value ?? {}, part.options.context?.(), { prefixField: !part.options.labeledMessages });
  return true;
}

const declaredHandlers = new WeakMap<RouteOptions, RouteOptions['handler']>();

/** The handler as the route file declared it (plugins such as @fastify/websocket wrap it later). */
export function declaredHandler(route: RouteOptions): RouteOptions['handler'] {
  return declaredHandlers.get(route) ?? route.handler;
}

export function registerValidators(app: FastifyInstance): void {
  // Before any plugin's onRoute hook: keep the declared handler (tests read which request parts it uses).
  app.addHook('onRoute', (route) => {
    declaredHandlers.set(route, route.handler);
  });
  const bodyAjv = withFormats(new Ajv({ ...common, coerceTypes: false }));
  const textAjv = withFormats(new Ajv({ ...common, coerceTypes: 'array' }));
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const ajv = httpPart === 'body' ? bodyAjv : textAjv;
    if (schema instanceof YupPart) return yupValidator(schema, ajv, httpPart);
    if (isSchema(schema)) return yupValidator(new YupPart(schema as AnySchema), ajv, httpPart);
    return ajv.compile(schema);
  });
}

/** Params schema of a route whose path names ids (`/productos/:id`): each a non-empty text up to 80. */
export function idParams<const Name extends string>(...names: Name[]) {
  return {
    type: 'object',
    required: names,
    properties: Object.fromEntries(names.map((name) => [name, { type: 'string', minLength: 1, maxLength: 80 }])) as Record<Name, { type: 'string'; minLength: 1; maxLength: 80 }>,
  } as const;
}

/** Schema of a comma-separated list filter ('delivery,takeAway'): each value one of `values`; '' is no filter. */
export function listQuery(values: readonly string[], maxLength = 400) {
  const one = `(?:${values.map((value) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`;
  return { type: 'string', maxLength, pattern: `^\\s*(?:${one}\\s*(?:,\\s*${one}\\s*)*)?$` } as const;
}

/** The values of a list filter that its declared listQuery schema has checked. */
export function listValues<T extends string>(raw: string | undefined): T[] {
  return raw ? (raw.split(',').map((value) => value.trim()).filter(Boolean) as T[]) : [];
}

/**
 * Body of a partial update (PUT of a product, coupon, ad, user…): the record's shared yup schema with every
 * field optional, each still checked with its type and its own rules, so a wrong type in any field is a 400
 * naming it before the handler. The service merges the body with the stored record and validates the result
 * with the whole schema (rules across fields, required fields).
 */
export function partialBody(schema: ObjectSchema<AnyObject>, options: Pick<YupPartOptions, 'prepare'> = {}): YupPart {
  return new YupPart(schema, { ...options, sentFieldsOnly: true });
}

/** The object schema narrowed to the fields the body carries (a field left out keeps its stored value). */
function sentFields(schema: AnySchema, value: unknown): AnySchema {
  if (!(schema instanceof ObjectSchema) || typeof value !== 'object' || value === null || Array.isArray(value)) return schema;
  const fields = (schema as ObjectSchema<AnyObject>).fields;
  return (schema as ObjectSchema<AnyObject>).pick(Object.keys(value).filter((key) => key in fields)).partial();
}

/**
 * Body of a service-shaped request: an object (never a list, text or null). Its fields
 * are validated by the service with the same shared yup schema after merging with the stored record, since a
 * partial body alone cannot satisfy the whole record's rules (docs/security.md).
 */
export const OBJECT_BODY = { type: 'object' } as const;
