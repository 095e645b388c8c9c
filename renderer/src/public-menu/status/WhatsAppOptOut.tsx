// The status page's WhatsApp opt-out (docs/whatsapp.md): shown only when the commerce sends automatic WhatsApp
// messages about this order; one tap and this phone gets nothing more from the commerce.
import { useEffect, useState } from 'react';
import type { PublicWhatsAppState } from '@shared/types/whatsapp';
import { NETWORK_ERROR } from '../api';

const path = (idPath: string, orderId: string) => `/v1/public/comercio/${encodeURIComponent(idPath)}/pedido/${encodeURIComponent(orderId)}/whatsapp`;

async function call(url: string, method: 'GET' | 'POST'): Promise<PublicWhatsAppState | null> {
  const response = await fetch(url, { method, headers: { accept: 'application/json' } });
  return response.ok ? ((await response.json()) as PublicWhatsAppState) : null;
}

export function WhatsAppOptOut({ idPath, orderId }: { idPath: string; orderId: string }) {
  const [state, setState] = useState<PublicWhatsAppState | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    call(path(idPath, orderId), 'GET')
      .then((answer) => live && setState(answer))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [idPath, orderId]);

  if (!state?.activo) return null;
  if (state.baja)
    return (
      <p className="pm-muted" role="status" data-testid="whatsapp-opted-out">
        Listo: ya no te enviaremos mensajes por WhatsApp.
      </p>
    );
  const optOut = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await call(`${path(idPath, orderId)}/baja`, 'POST');
      if (answer) setState(answer);
      else setError('No pudimos guardar tu preferencia. Inténtalo de nuevo.');
    } catch {
      setError(NETWORK_ERROR);
    } finally {
      setBusy(false);
    }
  };
  return (
    <p className="pm-muted" data-testid="whatsapp-opt-out">
      Te avisamos por WhatsApp cuando tu pedido avanza.{' '}
      <button type="button" className="pm-link-button" onClick={() => void optOut()} disabled={busy}>
        No quiero recibir mensajes por WhatsApp
      </button>
      {error ? (
        <span role="alert" className="pm-error">
          {' '}
          {error}
        </span>
      ) : null}
    </p>
  );
}
