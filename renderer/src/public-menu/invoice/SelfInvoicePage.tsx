// /f/{token}: the customer's self-invoice page (docs/invoices.md), opened from the ticket's link or QR or the
// order's status page. A chunk of its own in the public menu's build, loaded only on this path. The form checks
// SAT's rules with the server's own functions (shared/invoices/rules.ts) before sending; the server checks again.
import { useEffect, useState, type FormEvent } from 'react';
import { formatDateTime } from '@shared/dates';
import { formatMoney } from '@shared/money';
import { normalizeRfc, personKindOf, receptorProblem, regimesFor, usesFor, type SelfInvoiceInput } from '@shared/invoices/rules';
import type { SelfInvoiceOrder, SelfInvoiceResult } from '@shared/invoices/types';
import { Field } from '../Field';
import { loadSelfInvoiceOrder, requestSelfInvoice } from './invoice-api';
import { InvoiceEmail } from './InvoiceEmail';
import './invoice.css';

type FieldName = keyof SelfInvoiceInput;

const EMPTY: SelfInvoiceInput = { rfc: '', razon_social: '', regimen_fiscal: '', codigo_postal: '', uso_cfdi: '', correo: '' };

/** The issued factura: its downloads first, then its e-mail (which may still be going, or have failed). */
function Issued({ token, result, askedTo }: { token: string; result: SelfInvoiceResult; askedTo: string | null }) {
  return (
    <section className="pm-card pm-invoice-done" data-testid="self-invoice-done" aria-live="polite">
      <h2>¡Listo! Tu factura está timbrada</h2>
      <p className="pm-muted">
        {result.razon_social} · RFC {result.rfc}
      </p>
      {result.uuid ? <p className="pm-muted pm-invoice-uuid">Folio fiscal: {result.uuid}</p> : null}
      <div className="pm-invoice-downloads">
        <a className="pm-btn pm-btn-primary" href={result.pdf_url} download>
          Descargar PDF
        </a>
        <a className="pm-btn" href={result.xml_url} download>
          Descargar XML
        </a>
      </div>
      <InvoiceEmail token={token} sentTo={result.correo_enviado} askedTo={askedTo} />
    </section>
  );
}

function InvoiceForm({ token, onIssued }: { token: string; onIssued: (result: SelfInvoiceResult, askedTo: string | null) => void }) {
  const [values, setValues] = useState<SelfInvoiceInput>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const rfc = normalizeRfc(values.rfc);
  const kind = personKindOf(rfc);
  const regimes = regimesFor(kind);
  const uses = values.regimen_fiscal ? usesFor(kind, values.regimen_fiscal, rfc) : [];
  const set = (name: FieldName, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const problem = receptorProblem(values, values.uso_cfdi);
    if (problem) {
      setErrors({ [problem.field]: problem.message });
      return;
    }
    setSending(true);
    const answer = await requestSelfInvoice(token, { ...values, rfc });
    setSending(false);
    if (answer.ok) return onIssued(answer.data, values.correo?.trim() || null);
    if (answer.field && answer.field in EMPTY) setErrors({ [answer.field]: answer.message });
    else setFailure(answer.message);
  };

  return (
    <form className="pm-card" onSubmit={(event) => void submit(event)} noValidate data-testid="self-invoice-form">
      <h2>Tus datos fiscales</h2>
      <p className="pm-muted">Escríbelos como aparecen en tu Constancia de Situación Fiscal.</p>
      <Field label="RFC" required error={errors.rfc}>
        <input name="rfc" value={values.rfc} maxLength={15} autoComplete="off" autoCapitalize="characters" onChange={(e) => set('rfc', e.target.value.toUpperCase())} />
      </Field>
      <Field label="Nombre o razón social" required error={errors.razon_social} hint={kind === 'moral' ? 'Sin «S.A. de C.V.» ni otro régimen societario' : undefined}>
        <input name="razon_social" value={values.razon_social} maxLength={300} autoComplete="organization" onChange={(e) => set('razon_social', e.target.value)} />
      </Field>
      <Field label="Régimen fiscal" required error={errors.regimen_fiscal}>
        <select name="regimen_fiscal" value={values.regimen_fiscal} onChange={(e) => { set('regimen_fiscal', e.target.value); set('uso_cfdi', ''); }}>
          <option value="">Elige tu régimen</option>
          {regimes.map((regime) => (
            <option key={regime.code} value={regime.code}>
              {regime.code} · {regime.label}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Código postal de tu domicilio fiscal" required error={errors.codigo_postal}>
        <input name="codigo_postal" value={values.codigo_postal} maxLength={5} inputMode="numeric" autoComplete="postal-code" onChange={(e) => set('codigo_postal', e.target.value.replace(/\D/g, ''))} />
      </Field>
      <Field label="Uso del CFDI" required error={errors.uso_cfdi} hint={values.regimen_fiscal ? undefined : 'Primero elige tu régimen fiscal'}>
        <select name="uso_cfdi" value={values.uso_cfdi} disabled={!values.regimen_fiscal} onChange={(e) => set('uso_cfdi', e.target.value)}>
          <option value="">Elige el uso</option>
          {uses.map((use) => (
            <option key={use.code} value={use.code}>
              {use.code} · {use.label}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Correo para recibirla (opcional)" error={errors.correo}>
        <input name="correo" type="email" value={values.correo ?? ''} maxLength={200} autoComplete="email" onChange={(e) => set('correo', e.target.value)} />
      </Field>
      {failure ? (
        <p className="pm-banner pm-banner-error" role="alert">
          {failure}
        </p>
      ) : null}
      <button type="submit" className="pm-btn pm-btn-primary pm-block pm-invoice-submit" disabled={sending}>
        {sending ? 'Timbrando tu factura…' : 'Solicitar factura'}
      </button>
    </form>
  );
}

export function SelfInvoicePage({ token }: { token: string }) {
  const [order, setOrder] = useState<SelfInvoiceOrder | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [issued, setIssued] = useState<{ result: SelfInvoiceResult; askedTo: string | null } | null>(null);
  useEffect(() => {
    void loadSelfInvoiceOrder(token).then((answer) => (answer.ok ? setOrder(answer.data) : setFailure(answer.message)));
  }, [token]);
  const result = issued?.result ?? order?.factura ?? null;

  return (
    <div className="pm-page" data-testid="self-invoice-page">
      <main className="pm-main pm-invoice">
        <h1>Factura de tu consumo</h1>
        {failure ? (
          <p className="pm-banner pm-banner-error" role="alert">
            {failure}
          </p>
        ) : null}
        {order ? (
          <section className="pm-card pm-invoice-order" aria-label="Tu pedido">
            <h2>{order.comercio}</h2>
            <p className="pm-muted">
              Pedido {order.folio} · {formatDateTime(order.creado_at)}
            </p>
            <p className="pm-invoice-total">Total a facturar: {formatMoney(order.total)}</p>
          </section>
        ) : !failure ? (
          <p className="pm-muted">Cargando tu pedido…</p>
        ) : null}
        {result ? <Issued token={token} result={result} askedTo={issued?.askedTo ?? null} /> : null}
        {order && !result && !order.facturable && order.motivo ? (
          <p className="pm-banner pm-banner-info" role="status">
            {order.motivo}
          </p>
        ) : null}
        {order?.facturable && !result ? <InvoiceForm token={token} onIssued={(done, askedTo) => setIssued({ result: done, askedTo })} /> : null}
      </main>
    </div>
  );
}
