// The payment step: tip, how the bill is split, the method of each part (several methods = mixed), the
// cash received and the change. Everything is computed by payment-model.ts from one draft. A payment link of
// the visit paid for an older bill is shown as already paid, and the parts cover the rest (docs/counter.md).
import { Button, InputNumber, Segmented, Select, Typography } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { COUNTER_PAYMENT_LABELS, COUNTER_PAYMENT_METHODS, type CounterPaymentMethod } from '@shared/counter';
import { formatMoney, fromCents } from '@shared/money';
import { useGetTableBillLinkQuery } from '../api';
import { cashSuggestions, creditOfLinks, dueCentsOf, partAmounts, partsOf, tipCentsOf, type BillLine, type PaymentDraft, type SplitMode, type TipChoice } from './payment-model';

interface PaymentFormProps {
  draft: PaymentDraft;
  onChange(draft: PaymentDraft): void;
  consumoCents: number;
  lines: BillLine[];
  error: string | null;
  /** The table: its paid payment links that closed nothing are counted as already paid. */
  tableUuid?: string;
}

const METHOD_OPTIONS = COUNTER_PAYMENT_METHODS.map((m) => ({ value: m, label: COUNTER_PAYMENT_LABELS[m] }));

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div style={{ marginBottom: 12 }}>
      <Typography.Text strong style={{ display: 'block', marginBottom: 4 }}>
        {label}
      </Typography.Text>
      {children}
    </div>
  );
}

export function PaymentForm({ draft, onChange, consumoCents, lines, error, tableUuid }: PaymentFormProps) {
  const set = (patch: Partial<PaymentDraft>) => onChange({ ...draft, ...patch });
  const { data: linkState } = useGetTableBillLinkQuery(tableUuid ?? '', { skip: !tableUuid });
  const credit = creditOfLinks(linkState, consumoCents);
  useEffect(() => {
    // The links' payments follow the server's state (a payment arriving while the form is open counts at once).
    if ((draft.onlineCents ?? 0) !== credit) onChange({ ...draft, onlineCents: credit });
  }, [credit, draft, onChange]);
  const tipCents = tipCentsOf(draft, consumoCents);
  const onlineCents = draft.onlineCents ?? 0;
  const amounts = partsOf(draft, consumoCents, lines).length > 0 ? partAmounts(draft, consumoCents, lines) : [];
  const parts = partsOf(draft, consumoCents, lines);
  const cashCents = parts.filter((p) => p.metodo === 'efectivo').reduce((s, p) => s + p.monto_cents, 0);
  const receivedCents = draft.received != null ? Math.round(draft.received * 100) : cashCents;
  const change = Math.max(0, receivedCents - cashCents);
  const setMode = (mode: SplitMode) => set({ mode, people: mode === 'una' ? 1 : Math.max(2, draft.people), typed: [], methods: [draft.methods[0] ?? 'efectivo'] });
  const setPeople = (people: number) => set({ people, methods: Array.from({ length: people }, (_, i) => draft.methods[i] ?? draft.methods[0] ?? 'efectivo') });
  const setMethod = (index: number, method: CounterPaymentMethod) => set({ methods: Array.from({ length: draft.people }, (_, i) => (i === index ? method : (draft.methods[i] ?? draft.methods[0] ?? 'efectivo'))) });
  const partLabel = (i: number) => (draft.mode === 'una' ? (draft.people > 1 ? `Pago ${i + 1}` : 'Pago') : `Persona ${i + 1}`);

  return (
    <div data-testid="payment-form">
      <Field label="Propina">
        <Segmented<TipChoice>
          block
          value={draft.tip}
          onChange={(tip) => set({ tip })}
          options={[
            { value: 'none', label: 'No' },
            { value: '10', label: '10 %' },
            { value: '15', label: '15 %' },
            { value: 'other', label: 'Otra' },
          ]}
        />
        {draft.tip === 'other' ? (
          <InputNumber aria-label="Propina en pesos" prefix="$" min={0} precision={2} value={draft.tipOther} onChange={(v) => set({ tipOther: v })} style={{ width: '100%', marginTop: 8 }} />
        ) : null}
      </Field>
      <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 20, fontWeight: 700, marginBottom: 12 }}>
        <span>Total a cobrar</span>
        <span data-testid="amount-due">{formatMoney(fromCents(consumoCents + tipCents))}</span>
      </div>
      {onlineCents > 0 ? (
        <>
          <div style={{ display: 'flex', justifyContent: 'space-between', marginBottom: 4 }} data-testid="paid-online">
            <span>Pagado con enlace de pago</span>
            <span>−{formatMoney(fromCents(onlineCents))}</span>
          </div>
          <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 20, fontWeight: 700, marginBottom: 12 }}>
            <span>Resta por cobrar</span>
            <span data-testid="amount-left">{formatMoney(fromCents(dueCentsOf(draft, consumoCents)))}</span>
          </div>
        </>
      ) : null}
      <Field label="Dividir la cuenta">
        <Segmented<SplitMode>
          block
          value={draft.mode}
          onChange={setMode}
          options={[
            { value: 'una', label: 'Sin dividir' },
            { value: 'partes', label: 'Iguales' },
            { value: 'productos', label: 'Por producto' },
          ]}
        />
      </Field>
      {draft.mode !== 'una' ? (
        <Field label="Personas">
          <InputNumber aria-label="Personas" min={2} max={20} precision={0} value={draft.people} onChange={(v) => setPeople(Math.min(20, Math.max(2, v ?? 2)))} style={{ width: 120 }} />
        </Field>
      ) : null}
      {draft.mode === 'productos' ? (
        <Field label="¿Quién paga cada producto?">
          {lines.map((line) => (
            <div key={line.key} style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8, marginBottom: 6 }}>
              <span style={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}>
                {line.label} · {formatMoney(fromCents(line.cents))}
              </span>
              <Select
                aria-label={`Persona que paga ${line.label}`}
                value={Math.min(draft.people - 1, draft.assignments[line.key] ?? 0)}
                onChange={(person) => set({ assignments: { ...draft.assignments, [line.key]: person } })}
                options={Array.from({ length: draft.people }, (_, i) => ({ value: i, label: `Persona ${i + 1}` }))}
                style={{ width: 120 }}
              />
            </div>
          ))}
        </Field>
      ) : null}
      <Field label={draft.people > 1 ? 'Pagos' : 'Método de pago'}>
        {amounts.map((cents, i) => (
          <div key={i} data-testid="payment-part" style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, marginBottom: 8 }}>
            <Typography.Text style={{ minWidth: 80 }}>{partLabel(i)}</Typography.Text>
            {draft.mode === 'una' && draft.people > 1 && i < draft.people - 1 ? (
              <InputNumber
                aria-label={`Monto del pago ${i + 1}`}
                prefix="$"
                min={0}
                precision={2}
                value={draft.typed[i] ?? null}
                onChange={(v) => set({ typed: Object.assign([...draft.typed], { [i]: v }) })}
                style={{ width: 120 }}
              />
            ) : (
              <Typography.Text strong style={{ minWidth: 90 }} data-testid="part-amount">
                {formatMoney(fromCents(cents))}
              </Typography.Text>
            )}
            <Segmented<CounterPaymentMethod> size="small" value={draft.methods[i] ?? draft.methods[0] ?? 'efectivo'} onChange={(m) => setMethod(i, m)} options={METHOD_OPTIONS} aria-label={`Método de ${partLabel(i)}`} />
          </div>
        ))}
        {draft.mode === 'una' ? (
          <Button type="link" style={{ paddingInline: 0 }} onClick={() => (draft.people > 1 ? set({ people: 1, typed: [], methods: [draft.methods[0] ?? 'efectivo'] }) : set({ people: 2, methods: [draft.methods[0] ?? 'efectivo', 'tarjeta'] }))}>
            {draft.people > 1 ? 'Pagar con un solo método' : 'Pago mixto (dos métodos)'}
          </Button>
        ) : null}
      </Field>
      {cashCents > 0 ? (
        <Field label="Efectivo recibido">
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
            <InputNumber aria-label="Efectivo recibido" prefix="$" min={0} precision={2} value={draft.received} placeholder={String(fromCents(cashCents))} onChange={(v) => set({ received: v })} style={{ width: 140 }} data-testid="cash-received" />
            {cashSuggestions(cashCents).map((amount) => (
              <Button key={amount} size="small" onClick={() => set({ received: amount })}>
                {formatMoney(amount)}
              </Button>
            ))}
          </div>
          <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 20, fontWeight: 700, marginTop: 8 }}>
            <span>Cambio</span>
            <span data-testid="cash-change">{formatMoney(fromCents(change))}</span>
          </div>
        </Field>
      ) : null}
      {error ? (
        <Typography.Text type="danger" role="alert" data-testid="payment-error">
          {error}
        </Typography.Text>
      ) : null}
    </div>
  );
}
