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

/** The first field error, for a one-line message such as the server's { message } answer. */
export function firstError(errors: FieldErrors): { field: string; message: string } | null {
  const [entry] = Object.entries(errors);
  return entry ? { field: entry[0], message: entry[1] } : null;
}
