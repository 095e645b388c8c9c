// Plain elements of the login form (styles in login.css): a labelled input with its error under it, the
// password's show/hide switch and the notices above the form. They look like the antd parts the other
// screens use; the login page does without antd's Input, Form, Button and Alert to download less
// (docs/scaling.md).
import { useState, type ReactNode } from 'react';

/** antd's eye icons (@ant-design/icons-svg), inline: the icon component would bring antd's icon context. */
const EYE =
  'M942.2 486.2C847.4 286.5 704.1 186 512 186c-192.2 0-335.4 100.5-430.2 300.3a60.3 60.3 0 000 51.5C176.6 737.5 319.9 838 512 838c192.2 0 335.4-100.5 430.2-300.3 7.7-16.2 7.7-35 0-51.5zM512 766c-161.3 0-279.4-81.8-362.7-254C232.6 339.8 350.7 258 512 258c161.3 0 279.4 81.8 362.7 254C791.5 684.2 673.4 766 512 766zm-4-430c-97.2 0-176 78.8-176 176s78.8 176 176 176 176-78.8 176-176-78.8-176-176-176zm0 288c-61.9 0-112-50.1-112-112s50.1-112 112-112 112 50.1 112 112-50.1 112-112 112z';
const EYE_CLOSED =
  'M942.2 486.2Q889.47 375.11 816.7 305l-50.88 50.88C807.31 395.53 843.45 447.4 874.7 512 791.5 684.2 673.4 766 512 766q-72.67 0-133.87-22.38L323 798.75Q408 838 512 838q288.3 0 430.2-300.3a60.290 60.290 0 000-51.5zm-63.57-320.64L836 122.88a8 8 0 00-11.32 0L715.31 232.2Q624.86 186 512 186q-288.3 0-430.2 300.3a60.3 60.3 0 000 51.5q56.690 119.4 136.5 191.41L112.48 835a8 8 0 000 11.31L155.17 889a8 8 0 0011.31 0l712.15-712.12a8 8 0 000-11.32zM149.3 512C232.6 339.8 350.7 258 512 258c54.54 0 104.13 9.36 149.12 28.39l-70.3 70.3a176 176 0 00-238.13 238.13l-83.42 83.42C223.1 637.49 183.3 582.28 149.3 512zm246.7 0a112.11 112.11 0 01146.2-106.69L401.31 546.2A112 112 0 01396 512zM508 624c-3.46 0-6.87-.16-10.25-.47l-52.82 52.82a176.09 176.09 0 00227.42-227.42l-52.82 52.82c.31 3.38.47 6.79.47 10.25a111.940 111.940 0 01-112 112z';

function Icon({ path, size = '1em' }: { path: string; size?: string }) {
  return (
    <svg viewBox="64 64 896 896" width={size} height={size} fill="currentColor" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}

export interface LoginFieldProps {
  name: string;
  label: string;
  value: string;
  error?: string;
  password?: boolean;
  autoComplete: string;
  autoFocus?: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
}

export function LoginField({ name, label, value, error, password, autoComplete, autoFocus, onChange, onBlur }: LoginFieldProps) {
  const [revealed, setRevealed] = useState(false);
  const id = `campo-${name}`;
  const errorId = `${id}-error`;
  return (
    <div className={error ? 'login-field has-error' : 'login-field'}>
      <label htmlFor={id}>{label}</label>
      <span className="login-input">
        <input
          id={id}
          name={name}
          type={password && !revealed ? 'password' : 'text'}
          value={value}
          autoComplete={autoComplete}
          autoFocus={autoFocus}
          aria-invalid={!!error}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
        {password ? (
          <button type="button" className="login-reveal" aria-label="Mostrar contraseña" aria-pressed={revealed} onClick={() => setRevealed((shown) => !shown)}>
            <Icon path={revealed ? EYE : EYE_CLOSED} />
          </button>
        ) : null}
      </span>
      {error ? (
        <div id={errorId} className="login-error-text">
          {error}
        </div>
      ) : null}
    </div>
  );
}

const NOTICE_GLYPH = {
  // A filled circle with "!" (warning, error) or a check (success).
  error: 'M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm-32 232c0-4.4 3.6-8 8-8h48c4.4 0 8 3.6 8 8v272c0 4.4-3.6 8-8 8h-48c-4.4 0-8-3.6-8-8V296zm32 440a48.010 48.010 0 010-96 48.010 48.010 0 010 96z',
  warning: 'M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm-32 232c0-4.4 3.6-8 8-8h48c4.4 0 8 3.6 8 8v272c0 4.4-3.6 8-8 8h-48c-4.4 0-8-3.6-8-8V296zm32 440a48.010 48.010 0 010-96 48.010 48.010 0 010 96z',
  success:
    'M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm193.5 301.7l-210.6 292a31.800 31.800 0 01-51.700 0L318.500 484.900c-3.800-5.300 0-12.700 6.500-12.700h46.900c10.200 0 19.900 4.900 25.900 13.300l71.200 98.800 157.200-218c6-8.300 15.600-13.300 25.900-13.300H699c6.500 0 10.300 7.400 6.500 12.700z',
} as const;

export function LoginNotice({ type, children, testId }: { type: keyof typeof NOTICE_GLYPH; children: ReactNode; testId?: string }) {
  return (
    <div className={`login-notice is-${type}`} role={type === 'error' ? 'alert' : 'status'} data-testid={testId}>
      <Icon path={NOTICE_GLYPH[type]} size="16px" />
      <div>{children}</div>
    </div>
  );
}
