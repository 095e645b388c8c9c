// A labelled input of the checkout form with its required mark, error or hint.
import type { ReactElement } from 'react';

export function Field({ label, required, error, hint, children }: { label: string; required?: boolean; error?: string; hint?: string; children: ReactElement }) {
  return (
    <label className={`pm-field ${error ? 'has-error' : ''}`}>
      <span>
        {label}
        {required ? <span className="pm-req"> *</span> : null}
      </span>
      {children}
      {error ? <span className="pm-field-error">{error}</span> : hint ? <span className="pm-hint-text">{hint}</span> : null}
    </label>
  );
}
