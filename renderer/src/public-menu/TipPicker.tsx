// Tip per tip_display_mode: percentage choices of the subtotal, or a fixed amount typed by the customer.
import type { TipDisplayMode } from '@shared/constants';
import { fromCents, formatMoney } from '@shared/money';
import { TIP_PERCENT_CHOICES, tipCents, type TipChoice } from './cart';

export function TipPicker({ mode, value, subtotalCents, onChange }: { mode: TipDisplayMode; value: TipChoice; subtotalCents: number; onChange: (tip: TipChoice) => void }) {
  if (mode === 'fixed_amount') {
    const amount = value.kind === 'amount' ? value.amount : 0;
    return (
      <label className="pm-field">
        <span>Propina (opcional)</span>
        <input inputMode="decimal" value={amount ? String(amount) : ''} placeholder="$0.00" onChange={(e) => onChange({ kind: 'amount', amount: Number(e.target.value.replace(',', '.')) || 0 })} />
      </label>
    );
  }
  const percent = value.kind === 'percent' ? value.percent : 0;
  return (
    <fieldset className="pm-group pm-group-plain">
      <legend>Propina</legend>
      <div className="pm-tip-row">
        {TIP_PERCENT_CHOICES.map((choice) => (
          <button
            key={choice}
            type="button"
            className={`pm-tip ${percent === choice ? 'is-active' : ''}`}
            aria-pressed={percent === choice}
            onClick={() => onChange({ kind: 'percent', percent: choice })}
          >
            <strong>{choice === 0 ? 'Sin propina' : `${choice}%`}</strong>
            {choice > 0 ? <small>{formatMoney(fromCents(tipCents('percentage', { kind: 'percent', percent: choice }, subtotalCents)))}</small> : null}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
