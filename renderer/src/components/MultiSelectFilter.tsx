// A list filter that picks any number of wire values (statuses, delivery types, payment methods) by their
// Spanish labels: the history's and the reports' filter rows. Its label is both the placeholder and the
// accessible name. Without `value` it keeps its own choice (the history), with it the screen does (reports).
import { Select } from 'antd';

export interface MultiSelectFilterProps<T extends string> {
  label: string;
  values: readonly T[];
  labels: Readonly<Record<T, string>>;
  value?: T[];
  onChange: (chosen: T[]) => void;
  minWidth?: number;
}

export function MultiSelectFilter<T extends string>({ label, values, labels, value, onChange, minWidth = 180 }: MultiSelectFilterProps<T>) {
  return (
    <Select<T[]>
      mode="multiple"
      allowClear
      placeholder={label}
      aria-label={label}
      style={{ minWidth }}
      maxTagCount="responsive"
      value={value}
      options={values.map((option) => ({ value: option, label: labels[option] }))}
      onChange={onChange}
    />
  );
}
