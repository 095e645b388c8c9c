// A visible label above a field (placeholders alone vanish once the cashier types).
import type { ReactNode } from 'react';

export function Labeled({ label, required, children, htmlFor }: { label: string; required?: boolean; children: ReactNode; htmlFor?: string }) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 4, width: '100%', minWidth: 0 }}>
      <label htmlFor={htmlFor} style={{ fontWeight: 600, fontSize: 14 }}>
        {label}
        {required ? <span style={{ color: '#cf1322' }}> *</span> : null}
      </label>
      {children}
    </div>
  );
}
