// A peso amount: 2 decimals, '$' prefix, empty means null (so 'Requerido' shows when it is required).
import { InputNumber } from 'antd';

export function MoneyInput({ id, value, onChange, onBlur, ariaLabel }: { id?: string; value: number | null; onChange: (value: number | null) => void; onBlur?: () => void; ariaLabel?: string }) {
  return (
    <InputNumber<number>
      id={id}
      aria-label={ariaLabel}
      prefix="$"
      min={0}
      step={1}
      precision={2}
      decimalSeparator="."
      style={{ width: '100%', maxWidth: 200 }}
      value={value}
      onChange={(next) => onChange(typeof next === 'number' && Number.isFinite(next) ? next : null)}
      onBlur={onBlur}
    />
  );
}
