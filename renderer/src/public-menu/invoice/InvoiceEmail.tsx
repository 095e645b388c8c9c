// The e-mail part of an issued factura (docs/invoices.md): «sent» only once the server says the SMTP server accepted
// it; a refusal shows «No se pudo enviar la factura por correo: …» with the address to correct and «Reintentar».
// It runs beside the downloads, never before them. With an address from the form it sends at once.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { sendSelfInvoiceEmail } from './invoice-api';

type EmailState = { kind: 'idle' } | { kind: 'sending'; to: string } | { kind: 'sent'; to: string } | { kind: 'failed'; message: string };

export function InvoiceEmail({ token, sentTo, askedTo }: { token: string; sentTo: string | null; askedTo: string | null }) {
  const [state, setState] = useState<EmailState>(sentTo ? { kind: 'sent', to: sentTo } : { kind: 'idle' });
  const [address, setAddress] = useState(sentTo ?? askedTo ?? '');
  const started = useRef(false);

  const send = async (to: string) => {
    setState({ kind: 'sending', to });
    const answer = await sendSelfInvoiceEmail(token, to);
    setState(answer.ok ? { kind: 'sent', to: answer.data.correo_enviado } : { kind: 'failed', message: answer.message });
  };

  useEffect(() => {
    // The address typed in the form goes once, right after the invoice was issued (not again on a re-render).
    if (started.current || sentTo || !askedTo) return;
    started.current = true;
    void send(askedTo);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the address the form was sent with
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const to = address.trim();
    if (to) void send(to);
  };

  if (state.kind === 'sent') {
    return (
      <p className="pm-muted pm-invoice-email-note" data-testid="self-invoice-email-sent">
        También la enviamos a {state.to}.
      </p>
    );
  }
  if (state.kind === 'sending') {
    return (
      <p className="pm-muted pm-invoice-email-note" data-testid="self-invoice-email-sending">
        Enviando la factura a {state.to}…
      </p>
    );
  }
  return (
    <form className="pm-invoice-email" onSubmit={submit} noValidate data-testid="self-invoice-email-form">
      {state.kind === 'failed' ? (
        <p className="pm-banner pm-banner-error" role="alert" data-testid="self-invoice-email-error">
          {state.message}
        </p>
      ) : null}
      <div className="pm-field">
        <label htmlFor="self-invoice-email">{state.kind === 'failed' ? 'Revisa el correo e inténtalo de nuevo' : '¿La quieres también por correo?'}</label>
        <div className="pm-invoice-email-row">
          <input id="self-invoice-email" name="correo_envio" type="email" value={address} maxLength={200} autoComplete="email" onChange={(event) => setAddress(event.target.value)} />
          <button type="submit" className="pm-btn" disabled={address.trim() === ''} data-testid="self-invoice-email-send">
            {state.kind === 'failed' ? 'Reintentar' : 'Enviar'}
          </button>
        </div>
      </div>
    </form>
  );
}
