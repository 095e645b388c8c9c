// Tip per tip_display_mode: percentage choices of the subtotal, or a fixed amount typed by the customer.
import type { TipDisplayMode } from '@shared/constants';
import { fromCents, formatMoney } from '@shared/money';
import { useState } from 'react';
import { TIP_PERCENT_CHOICES, tipCents, type TipChoice } from './cart';

/** The typed text is kept as typed ('12.', '12,5'); the tip is its value in pesos. */
function FixedTip({ onChange }: { onChange: (tip: TipChoice) => void }) {
  const [text, setText] = useState('');
  return (
    <label className="pm-field">
      <span>Propina (opcional)</span>
      <input
        inputMode="decimal"
        value={text}
        placeholder="$0.00"
        onChange={(e) => {
          const typed = e.target.value.replace(/[^\d.,]/g, '');
          setText(typed);
          onChange({ kind: 'amount', amount: Number(typed.replace(',', '.')) || 0 });
        }}
      />
    </label>
  );
}

export function TipPicker({ mode, value, subtotalCents, onChange }: { mode: TipDisplayMode; value: TipChoice; subtotalCents: number; onChange: (tip: TipChoice) => void }) {
  if (mode === 'fixed_amount') return <FixedTip onChange={onChange} />;
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
