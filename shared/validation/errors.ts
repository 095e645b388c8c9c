// Turns a yup validation into { 'field.path': 'first message' } for formik and for the server's 400 answers.
import { ValidationError } from 'yup';
import type { AnySchema } from 'yup';

export type FieldErrors = Record<string, string>;

/** Field path (as yup writes it: 'colonias[0].nombre') -> first message. Empty when the value is valid. */
export async function validationErrors(schema: AnySchema, value: unknown, context?: Record<string, unknown>): Promise<FieldErrors> {
  try {
    await schema.validate(value, { abortEarly: false, context });
    return {};
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    return collect(error);
  }
}

/** Same as validationErrors for schemas without async tests. */
export function validationErrorsSync(schema: AnySchema, value: unknown, context?: Record<string, unknown>): FieldErrors {
  try {
    schema.validateSync(value, { abortEarly: false, context });
    return {};
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    return collect(error);
  }
}

function collect(error: ValidationError): FieldErrors {
  const errors: FieldErrors = {};
  const leaves = error.inner.length > 0 ? error.inner : [error];
  for (const leaf of leaves) {
    const path = leaf.path ?? '';
    if (!(path in errors)) errors[path] = leaf.message;
  }
  return errors;
}

/** 'colonias[1].nombre' -> ['colonias', '1', 'nombre']. */
function pathTokens(path: string): string[] {
  return path
    .replace(/\[(\d+)\]/g, '.$1')
    .replace(/\["([^"]*)"\]/g, '.$1')
    .split('.')
    .filter((token) => token !== '');
}

export type NestedErrors = { [key: string]: string | NestedErrors | (string | NestedErrors | undefined)[] | undefined };

/**
 * Flat errors nested the way formik reads them with getIn: { 'colonias[1].nombre': 'Requerido' } becomes
 * { colonias: [undefined, { nombre: 'Requerido' }] }. When a path and its children both have messages, the first one kept wins.
 */
export function nestErrors(errors: FieldErrors): NestedErrors {
  const root: NestedErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    const tokens = pathTokens(path);
    let node = root as Record<string, unknown>;
    for (let index = 0; index < tokens.length; index++) {
      const token = tokens[index]!;
      const existing = node[token];
      if (index === tokens.length - 1) {
        if (existing === undefined) node[token] = message;
        break;
      }
      if (typeof existing === 'string') break;
      if (existing === undefined) node[token] = /^\d+$/.test(tokens[index + 1]!) ? [] : {};
      node = node[token] as Record<string, unknown>;
    }
  }
  return root;
}

/**
 * A formik `validate` prop for a schema. Prefer it to formik's `validationSchema`, which turns '' into
 * undefined before validating and so hides the rules about empty strings (compra_minima_envio_domicilio).
 */
export function formikValidate(schema: AnySchema, context?: Record<string, unknown>) {
  return async (values: unknown): Promise<NestedErrors> => nestErrors(await validationErrors(schema, values, context));
}

/** The first field error, for a one-line message such as the server's { message } answer. */
export function firstError(errors: FieldErrors): { field: string; message: string } | null {
  const [entry] = Object.entries(errors);
  return entry ? { field: entry[0], message: entry[1] } : null;
}
