// The checkout's coupon check: asks the server's coupon rule (GET .../cupon) shortly after the code or the
// subtotal changes, and again on send if that answer is not in yet. The order is priced again by the server.
import { useCallback, useEffect, useRef, useState } from 'react';
import { fromCents, toCents } from '@shared/money';
import { NETWORK_ERROR, previewCoupon, PublicApiError } from './api';

export type CouponOutcome = { kind: 'ok'; discountCents: number } | { kind: 'refused'; reason: string } | { kind: 'error'; message: string };

const DEBOUNCE_MS = 400;

export function useCouponPreview(idPath: string, rawCode: string, subtotalCents: number) {
  const code = rawCode.trim().toUpperCase();
  const key = code ? `${code}|${subtotalCents}` : '';
  const [answered, setAnswered] = useState<{ key: string; outcome: CouponOutcome } | null>(null);
  const asked = useRef(new Map<string, Promise<CouponOutcome>>());

  const ask = useCallback(
    (forKey: string, forCode: string, forSubtotal: number): Promise<CouponOutcome> => {
      const known = asked.current.get(forKey);
      if (known) return known;
      const outcome = previewCoupon(idPath, forCode, fromCents(forSubtotal)).then(
        (preview): CouponOutcome => (preview.aplica ? { kind: 'ok', discountCents: toCents(preview.descuento) } : { kind: 'refused', reason: preview.motivo }),
        (error: unknown): CouponOutcome => ({ kind: 'error', message: error instanceof PublicApiError ? error.message : NETWORK_ERROR }),
      );
      asked.current.set(forKey, outcome);
      void outcome.then((result) => {
        // A failed check may be asked again (connection back); answers of the rule are kept.
        if (result.kind === 'error') asked.current.delete(forKey);
        setAnswered({ key: forKey, outcome: result });
      });
      return outcome;
    },
    [idPath],
  );

  useEffect(() => {
    if (!key) return;
    const timer = setTimeout(() => void ask(key, code, subtotalCents), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [ask, code, key, subtotalCents]);

  const outcome = key && answered?.key === key ? answered.outcome : null;
  return {
    /** The answer for the current code and subtotal; null while none (no code, or still checking). */
    outcome,
    checking: Boolean(key) && outcome === null,
    /** The answer now (asks if needed); null without a code. */
    check: (): Promise<CouponOutcome | null> => (key ? ask(key, code, subtotalCents) : Promise.resolve(null)),
  };
}
