// The Spanish refusals of the order rules. The server answers them (422) and the carts show the same
// words before sending, so a customer or cashier reads one message for one rule (docs/domain.md).
export const ORDER_RULE_MSG = {
  productUnknown: 'Uno de los productos ya no existe en el menú',
  productInactive: (name: string) => `El producto «${name}» no está disponible`,
  productSoldOut: (name: string) => `El producto «${name}» está agotado`,
  presentationRequired: (name: string) => `Elige una presentación para «${name}»`,
  presentationUnknown: (name: string) => `La presentación elegida para «${name}» no existe`,
  extraUnknown: (name: string) => `Uno de los extras elegidos para «${name}» no existe`,
  extraSoldOut: (extra: string) => `El extra «${extra}» está agotado`,
  extrasBelowMin: (group: string, min: number) => `Elige al menos ${min} opción(es) de «${group}»`,
  extrasAboveMax: (group: string, max: number) => `Elige como máximo ${max} opción(es) de «${group}»`,
} as const;
