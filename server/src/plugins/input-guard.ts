// The first step of reading any request (docs/security.md "Reading a request"): before the route's schema
// and handler, every value of the params, query and JSON body is checked for what no field of this API
// accepts — control characters in text (NUL and friends break PostgreSQL text and terminals; tab and line
// breaks are fine), numbers that are not finite or beyond what any column holds, and nesting deeper than any
// payload has. The answer is a Spanish 400 naming the field, and nothing reaches the database.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../errors';

/** The largest magnitude any numeric field takes: pesos ×100 must still fit PostgreSQL's integer columns. */
export const MAX_ABS_NUMBER = 21_474_836;
export const MAX_DEPTH = 16;

export const INPUT_MSG = {
  controlCharacters: 'El texto contiene caracteres de control no permitidos',
  notFinite: 'El número no es válido',
  outOfRange: `El número está fuera del rango permitido (±${MAX_ABS_NUMBER.toLocaleString('es-MX')})`,
  tooDeep: 'El cuerpo de la solicitud tiene demasiados niveles anidados',
} as const;

// C0 controls except tab, line feed and carriage return; DEL and the C1 controls.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

function refuse(field: string, message: string): never {
  throw new HttpError(400, field ? `${field}: ${message}` : message, { field: field || undefined });
}

function join(path: string, key: string | number): string {
  return typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key;
}

/** Throws a 400 for the first hostile value in `root` (walked without recursion, so depth cannot overflow). */
export function assertSafeInput(root: unknown, rootPath = ''): void {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: root, path: rootPath, depth: 0 }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (CONTROL.test(value)) refuse(path, INPUT_MSG.controlCharacters);
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value)) refuse(path, INPUT_MSG.notFinite);
      if (Math.abs(value) > MAX_ABS_NUMBER) refuse(path, INPUT_MSG.outOfRange);
    } else if (typeof value === 'object' && value !== null) {
      if (depth >= MAX_DEPTH) refuse(path, INPUT_MSG.tooDeep);
      if (Array.isArray(value)) {
        value.forEach((item, index) => stack.push({ value: item, path: join(path, index), depth: depth + 1 }));
      } else {
        for (const [key, item] of Object.entries(value)) {
          if (CONTROL.test(key)) refuse(path, INPUT_MSG.controlCharacters);
          stack.push({ value: item, path: join(path, key), depth: depth + 1 });
        }
      }
    }
  }
}

/** preValidation: params, query and body of every route pass assertSafeInput before their schema. */
export async function guardRequestInput(request: FastifyRequest): Promise<void> {
  assertSafeInput(request.params);
  assertSafeInput(request.query);
  assertSafeInput(request.body);
}

export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', guardRequestInput);
}
