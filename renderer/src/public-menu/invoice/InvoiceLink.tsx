// «¿Necesitas factura?» on the order's status page: the short link to the self-invoice page, when the commerce
// issues facturas (server/src/routes/public/invoice.ts answers null otherwise and nothing shows).
import { useEffect, useState } from 'react';

export function InvoiceLink({ idPath, orderId }: { idPath: string; orderId: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let active = true;
    fetch(`/v1/public/comercio/${encodeURIComponent(idPath)}/pedido/${encodeURIComponent(orderId)}/factura`, { headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<{ url: string | null }>) : null))
      .then((answer) => active && setUrl(answer?.url ?? null))
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [idPath, orderId]);
  if (!url) return null;
  return (
    <a className="pm-btn pm-block" href={url} data-testid="status-invoice-link">
      ¿Necesitas factura? Solicítala aquí
    </a>
  );
}
