// GET /v1/public/comercio/:id_path/cupon: whether a coupon applies to a cart subtotal, checked by the server's
// coupon rule before the order is sent (the order checks it again, with the customer's phone).
export type CouponPreview =
  | { aplica: true; codigo: string; /** Pesos off the products' subtotal. */ descuento: number }
  | { aplica: false; codigo: string; /** Spanish reason, as the order would refuse it. */ motivo: string };
