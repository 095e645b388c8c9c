// Runs a shared yup schema on request data and turns the first failure into a 400 naming the field.
// Before the schema runs, the value's shape is checked against it: yup would cast (or crash on) an object
// or array where a text belongs ("val.trim is not a function"), so a non-string for a string field, a
// non-object for an object and a non-list for a list are refused here, naming the field.
import type { AnySchema, SchemaDescription } from 'yup';
import { firstError, validationErrors } from '@shared/validation/errors';
import { badRequest } from '../errors';
import { validationMessage } from '../messages';

interface Described {
  type: string;
  fields?: Record<string, Described>;
  innerType?: Described;
}

const descriptions = new WeakMap<AnySchema, Described>();

function describe(schema: AnySchema): Described {
  let described = descriptions.get(schema);
  if (!described) descriptions.set(schema, (described = schema.describe() as SchemaDescription as unknown as Described));
  return described;
}

const EXPECTED: Record<string, { test: (value: unknown) => boolean; name: string }> = {
  string: { test: (value) => typeof value === 'string', name: 'string' },
  // yup numbers and booleans accept their text forms ('12', 'true'); objects and lists never.
  number: { test: (value) => typeof value === 'number' || typeof value === 'string', name: 'number' },
  boolean: { test: (value) => typeof value === 'boolean' || typeof value === 'string', name: 'boolean' },
  object: { test: (value) => typeof value === 'object' && !Array.isArray(value), name: 'object' },
  array: { test: (value) => Array.isArray(value), name: 'array' },
};

/** The first field whose value has the wrong kind for the schema, or null. */
export function shapeProblem(schema: AnySchema, value: unknown): { field: string; type: string } | null {
  const stack: { described: Described; value: unknown; path: string }[] = [{ described: describe(schema), value, path: '' }];
  while (stack.length > 0) {
    const { described, value: current, path } = stack.pop()!;
    if (current === null || current === undefined) continue;
    const expected = EXPECTED[described.type];
    if (expected && !expected.test(current)) return { field: path, type: expected.name };
    if (described.type === 'object' && described.fields) {
      for (const [key, field] of Object.entries(described.fields)) {
        stack.push({ described: field, value: (current as Record<string, unknown>)[key], path: path ? `${path}.${key}` : key });
      }
    } else if (described.type === 'array' && described.innerType && Array.isArray(current)) {
      current.forEach((item, index) => stack.push({ described: described.innerType!, value: item, path: `${path}[${index}]` }));
    }
  }
  return null;
}

export function assertShape(schema: AnySchema, value: unknown): void {
  const problem = shapeProblem(schema, value);
  if (!problem) return;
  if (!problem.field) throw badRequest(validationMessage('', 'type', { type: problem.type }));
  throw badRequest(validationMessage(problem.field, 'type', { type: problem.type }), problem.field);
}

/** `prefixField: false` for schemas whose messages already name the field ('Nombre: es requerido'). */
export async function assertValid(schema: AnySchema, value: unknown, context?: Record<string, unknown>, { prefixField = true } = {}): Promise<void> {
  assertShape(schema, value);
  const first = firstError(await validationErrors(schema, value, context));
  if (first) throw badRequest(first.field && prefixField ? `${first.field}: ${first.message}` : first.message, first.field || undefined);
}
