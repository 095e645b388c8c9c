// «Cotizar repartidor» in a delivery order's courier section (docs/integrations.md, Picker): the provider's price
// for the trip before «Solicitar repartidor» (GET /v1/delivery/cotizacion/:id); nothing is booked by asking.
import { Button, Typography } from 'antd';
import type { CourierQuote } from '@shared/types/order';
import { formatMoney } from '@shared/money';
import { api } from '../../../app/api';
import { errorMessage } from '../../../app/baseQuery';

const quoteApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCourierQuote: build.query<CourierQuote, string>({ query: (orderId) => `/v1/delivery/cotizacion/${encodeURIComponent(orderId)}`, keepUnusedDataFor: 0 }),
  }),
});

export function quoteText(quote: CourierQuote): string {
  if (!quote.disponible || quote.costo === null) return `${quote.proveedor} no da un precio antes de solicitar el repartidor.`;
  const distance = quote.distancia_km === null ? '' : ` por ${quote.distancia_km.toLocaleString('es-MX', { maximumFractionDigits: 2 })} km en línea recta`;
  return `${quote.proveedor} cobra ${formatMoney(quote.costo)}${distance}. El tiempo de llegada lo da ${quote.proveedor} al asignar al repartidor.`;
}

export function CourierQuoteLine({ orderId }: { orderId: string }) {
  const [fetchQuote, result] = quoteApi.useLazyGetCourierQuoteQuery();
  return (
    <span data-testid="courier-quote" style={{ display: 'inline-flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
      <Button size="large" loading={result.isFetching} onClick={() => void fetchQuote(orderId)} data-testid="quote-rider">
        Cotizar repartidor
      </Button>
      {result.isError ? <Typography.Text type="danger">{errorMessage(result.error)}</Typography.Text> : null}
      {result.data && !result.isError && !result.isFetching ? <Typography.Text data-testid="courier-quote-text">{quoteText(result.data)}</Typography.Text> : null}
    </span>
  );
}
