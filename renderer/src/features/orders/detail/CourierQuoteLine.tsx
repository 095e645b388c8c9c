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

/** The price in bold, then the arrival-time note in grey: the provider gives no ETA before assigning a courier. */
function QuoteText({ quote }: { quote: CourierQuote }) {
  if (!quote.disponible || quote.costo === null) {
    return <Typography.Text data-testid="courier-quote-text">{quote.proveedor} no da un precio antes de solicitar el repartidor.</Typography.Text>;
  }
  const distance = quote.distancia_km === null ? '' : ` por ${quote.distancia_km.toLocaleString('es-MX', { maximumFractionDigits: 2 })} km en línea recta`;
  return (
    <Typography.Text data-testid="courier-quote-text">
      {quote.proveedor} cobra <strong data-testid="courier-quote-price">{formatMoney(quote.costo)}</strong>
      {distance}. <Typography.Text type="secondary">El tiempo de llegada lo da {quote.proveedor} al asignar al repartidor.</Typography.Text>
    </Typography.Text>
  );
}

export function CourierQuoteLine({ orderId }: { orderId: string }) {
  const [fetchQuote, result] = quoteApi.useLazyGetCourierQuoteQuery();
  return (
    <span data-testid="courier-quote" style={{ display: 'inline-flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
      <Button size="large" loading={result.isFetching} onClick={() => void fetchQuote(orderId)} data-testid="quote-rider">
        Cotizar repartidor
      </Button>
      {/* Announced when it arrives: the answer appears beside the button the owner just pressed. */}
      <span role="status">
        {result.isError ? <Typography.Text type="danger">{errorMessage(result.error)}</Typography.Text> : null}
        {result.data && !result.isError && !result.isFetching ? <QuoteText quote={result.data} /> : null}
      </span>
    </span>
  );
}
