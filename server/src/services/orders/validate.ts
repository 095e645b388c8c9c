// The public-order body, read in two steps (docs/security.md "Reading a request"):
// - `orderBodySchema`, declared by the intake routes: the shared public-order schema with the most open rules
//   a commerce can have (every address field shown and optional, every payment method accepted), so types,
//   lengths, enums and amounts answer 400 naming the field before the handler runs;
// - `castOrderForCommerce`, in the handler: the same shared schema with the commerce's own rules (which
//   address fields it requires, which payment methods each flow accepts) — business rules of that commerce —
//   giving the cast (trimmed, defaulted) order. Its messages already start with the field's label.
import { ValidationError } from 'yup';
import { FLOW_PAYMENT_METHODS, type DeliveryType } from '../../../../shared/constants';
import type { DeliveryFormConfig, PaymentMethodsMap } from '../../../../shared/types/commerce';
import { publicOrderSchema, type PublicOrderInput, type PublicOrderRules } from '../../../../shared/validation/public-order';
import { badRequest } from '../../errors';

export const EVERY_PAYMENT_METHOD = Object.fromEntries(FLOW_PAYMENT_METHODS.map((m) => [m, true])) as PaymentMethodsMap;
export const EVERY_FLOW_EVERY_METHOD: Record<DeliveryType, PaymentMethodsMap> = {
  delivery: EVERY_PAYMENT_METHOD,
  takeAway: EVERY_PAYMENT_METHOD,
  inRestaurant: EVERY_PAYMENT_METHOD,
};

const SHOWN_OPTIONAL = { show: true, required: false };
const OPEN_FORM: DeliveryFormConfig = {
  calle: SHOWN_OPTIONAL,
  colonia: SHOWN_OPTIONAL,
  no_ext: SHOWN_OPTIONAL,
  no_int: SHOWN_OPTIONAL,
  ubicacion: SHOWN_OPTIONAL,
  referencias: { ...SHOWN_OPTIONAL, label: '' },
};

/** The order body's shape and limits, the same for every commerce: the routes declare it. */
export const orderBodySchema = publicOrderSchema({ form: OPEN_FORM, paymentMethods: EVERY_FLOW_EVERY_METHOD });

/** Built once per rules object (0.2–0.5 ms each, more than validating): orderRulesOf keeps one per commerce row. */
const schemaByRules = new WeakMap<PublicOrderRules, ReturnType<typeof publicOrderSchema>>();

function schemaOf(rules: PublicOrderRules): ReturnType<typeof publicOrderSchema> {
  let schema = schemaByRules.get(rules);
  if (!schema) schemaByRules.set(rules, (schema = publicOrderSchema(rules)));
  return schema;
}

export async function castOrderForCommerce(rules: PublicOrderRules, body: unknown): Promise<PublicOrderInput> {
  try {
    return await schemaOf(rules).validate(body ?? {}, { abortEarly: true, stripUnknown: true });
  } catch (error) {
    if (ValidationError.isError(error)) throw badRequest(error.message, error.path || undefined);
    throw error;
  }
}
