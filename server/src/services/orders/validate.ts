// Runs the shared public-order schema on a request body: the cast (trimmed, defaulted) order, or a
// Spanish 400 naming the field (the schema's messages already start with the field's label).
import { ValidationError } from 'yup';
import { publicOrderSchema, type PublicOrderInput, type PublicOrderRules } from '../../../../shared/validation/public-order';
import { badRequest } from '../../errors';
import { assertShape } from '../validation';

export async function parseOrderInput(rules: PublicOrderRules, body: unknown): Promise<PublicOrderInput> {
  const schema = publicOrderSchema(rules);
  // An object or list where a text belongs is a 400 naming the field, not a crash inside yup.
  assertShape(schema, body ?? {});
  try {
    return await schema.validate(body ?? {}, { abortEarly: true, stripUnknown: true });
  } catch (error) {
    if (ValidationError.isError(error)) throw badRequest(error.message, error.path || undefined);
    throw error;
  }
}
