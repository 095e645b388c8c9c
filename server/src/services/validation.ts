// Runs a shared yup schema on request data and turns the first failure into a 400 naming the field.
import type { AnySchema } from 'yup';
import { firstError, validationErrors } from '@shared/validation/errors';
import { badRequest } from '../errors';

export async function assertValid(schema: AnySchema, value: unknown): Promise<void> {
  const first = firstError(await validationErrors(schema, value));
  if (first) throw badRequest(first.field ? `${first.field}: ${first.message}` : first.message, first.field || undefined);
}
