// Bottom sheet of one product: presentations, extra groups with their min/max rules enforced, quantity,
// instructions. 'Agregar' stays disabled until the choice is valid, and says why.
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { fromCents, formatMoney } from '@shared/money';
import type { Presentation } from '@shared/types/menu';
import type { PublicProduct } from '@shared/types/public-menu';
import {
  buildCartLine,
  canSelectOption,
  countInGroup,
  extraSelectionErrors,
  groupMaximum,
  groupMinimum,
  groupRuleText,
  groupsOf,
  lineTotalCents,
  toggleOption,
  type CartLine,
  type PublicExtraGroup,
} from './cart';
import { TEXT } from './labels';

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab inside the open sheet (a modal dialog): past the last control it wraps to the first. */
function trapTab(dialog: HTMLElement, event: KeyboardEvent): void {
  // Radios of one group are a single Tab stop: only the checked one (or the first) takes part.
  const stops = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => {
    if (!(element instanceof HTMLInputElement) || element.type !== 'radio') return true;
    const group = [...dialog.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${CSS.escape(element.name)}"]:not([disabled])`)];
    return element.checked || (!group.some((radio) => radio.checked) && group[0] === element);
  });
  const first = stops[0];
  const last = stops.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

export interface ProductSheetProps {
  product: PublicProduct;
  groups: PublicExtraGroup[];
  canOrder: boolean;
  onClose: () => void;
  onAdd: (line: CartLine) => void;
}

export function ProductSheet({ product, groups: allGroups, canOrder, onClose, onAdd }: ProductSheetProps) {
  const groups = useMemo(() => groupsOf(product, allGroups), [product, allGroups]);
  const firstAvailable = product.presentaciones[0] ?? null;
  const [presentation, setPresentation] = useState<Presentation | null>(firstAvailable);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [cantidad, setCantidad] = useState(1);
  const [instrucciones, setInstrucciones] = useState('');
  const dialogRef = useRef<HTMLDivElement>(null);

  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  // Once per opening, and before the browser handles the next key: a sheet on screen already has the focus and
  // answers Esc and Tab, however busy the phone is. A new onClose from the page does not run it again (that
  // would hand the focus back to the product and take it again).
  useLayoutEffect(() => {
    // The product button that opened the sheet gets the focus back when it closes (keyboard and screen readers).
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialogRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeRef.current();
      if (event.key === 'Tab' && dialogRef.current) trapTab(dialogRef.current, event);
    };
    document.addEventListener('keydown', onKey);
    document.body.classList.add('pm-noscroll');
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.classList.remove('pm-noscroll');
      opener?.focus();
    };
  }, []);

  const errors = extraSelectionErrors(groups, selected);
  const line = buildCartLine(product, groups, { presentation, selected, cantidad, instrucciones });
  const orderable = canOrder && !product.agotado;
  const valid = orderable && errors.length === 0 && (product.presentaciones.length === 0 || presentation !== null);

  return (
    <div className="pm-overlay" onClick={onClose} role="presentation">
      <div
        className="pm-sheet"
        role="dialog"
        aria-modal="true"
        aria-labelledby="sheet-title"
        tabIndex={-1}
        ref={dialogRef}
        onClick={(event) => event.stopPropagation()}
        data-testid="product-sheet"
      >
        <button type="button" className="pm-close" onClick={onClose} aria-label="Cerrar">
          ×
        </button>
        {product.imagen ? <img className="pm-sheet-img" src={product.imagen} alt="" /> : null}
        <div className="pm-sheet-body">
          <h2 id="sheet-title">{product.nombre}</h2>
          {product.descripcion ? <p className="pm-muted">{product.descripcion}</p> : null}
          {product.agotado ? <p className="pm-soldout-note">{TEXT.soldOut}: por ahora no se puede pedir.</p> : null}

          {product.presentaciones.length > 0 ? (
            <fieldset className="pm-group">
              <legend>
                Presentación <span className="pm-rule is-required">Obligatorio</span>
              </legend>
              {product.presentaciones.map((option) => (
                <label key={option.id} className="pm-option">
                  <input type="radio" name="presentacion" checked={presentation?.id === option.id} onChange={() => setPresentation(option)} disabled={!orderable} />
                  <span className="pm-option-name">{option.nombre}</span>
                  <span className="pm-option-price">{formatMoney(option.precio)}</span>
                </label>
              ))}
            </fieldset>
          ) : null}

          {groups.map((group) => {
            const maximum = groupMaximum(group);
            const chosen = countInGroup(group, selected);
            const single = maximum === 1;
            const required = groupMinimum(group) > 0;
            return (
              <fieldset className="pm-group" key={group.id} data-testid="extra-group">
                <legend>
                  {group.nombre}{' '}
                  <span className={`pm-rule ${required ? 'is-required' : ''}`}>
                    {/* With the count chosen, the rule says why the other options turned unavailable at the maximum. */}
                    {groupRuleText(group)}
                    {maximum !== null && maximum > 1 && chosen > 0 ? ` · ${chosen} de ${maximum}` : ''}
                  </span>
                </legend>
                {group.opciones.map((option) => {
                  const checked = selected.has(option.id);
                  const disabled = !orderable || option.agotado || (!checked && !canSelectOption(group, selected, option.id));
                  return (
                    <label key={option.id} className={`pm-option ${option.agotado ? 'is-soldout' : ''}`}>
                      <input
                        type={single ? 'radio' : 'checkbox'}
                        name={`grupo-${group.id}`}
                        checked={checked}
                        disabled={disabled}
                        onChange={() => setSelected((current) => toggleOption(group, current, option.id))}
                        onClick={() => {
                          // A radio cannot be unticked natively; an optional single-choice group can.
                          if (single && checked && !required) setSelected((current) => toggleOption(group, current, option.id));
                        }}
                      />
                      <span className="pm-option-name">{option.nombre}</span>
                      <span className="pm-option-price">{option.agotado ? TEXT.soldOut : option.precio > 0 ? `+${formatMoney(option.precio)}` : ''}</span>
                    </label>
                  );
                })}
              </fieldset>
            );
          })}

          <label className="pm-field">
            <span>Instrucciones especiales</span>
            <textarea value={instrucciones} maxLength={300} rows={2} placeholder="Ej. sin cebolla" onChange={(e) => setInstrucciones(e.target.value)} disabled={!orderable} />
          </label>
        </div>

        <div className="pm-sheet-footer">
          <div className="pm-stepper" role="group" aria-label="Cantidad">
            <button type="button" onClick={() => setCantidad((q) => Math.max(1, q - 1))} aria-label="Quitar uno" disabled={!orderable || cantidad <= 1}>
              −
            </button>
            <span aria-live="polite">{cantidad}</span>
            <button type="button" onClick={() => setCantidad((q) => Math.min(99, q + 1))} aria-label="Agregar uno" disabled={!orderable}>
              +
            </button>
          </div>
          <button
            type="button"
            className="pm-btn pm-btn-primary pm-grow"
            disabled={!valid}
            onClick={() => onAdd(line)}
            aria-describedby={orderable && errors.length > 0 ? 'sheet-hint' : undefined}
            data-testid="add-to-cart"
          >
            {orderable ? `${TEXT.add} ${formatMoney(fromCents(lineTotalCents(line)))}` : product.agotado ? TEXT.soldOut : TEXT.closed}
          </button>
          {/* Why 'Agregar' is disabled, read with the button and announced as it changes. */}
          {orderable && errors.length > 0 ? (
            <p className="pm-hint" id="sheet-hint" role="status">
              {errors[0]}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
