// «¿Para cuándo?» in the checkout (docs/availability.md, «Pedidos programados y capacidad»): «Lo antes
// posible» or one of the 15-minute slots with room, as the server offers them (GET …/horarios-pedido). When
// the kitchen is full now the server's notice says so and the first free slot is chosen. The order is
// checked again when placed; its refusal (with the next free time) is shown as it comes.
import { useEffect, useState } from 'react';
import type { SlotOffer } from '@shared/order-slots';
import { fetchSlotOffer } from './api';
import { Field } from './Field';

export interface WhenPickerProps {
  idPath: string;
  /** The chosen slot (ISO), '' for «Lo antes posible». */
  value: string;
  onChange: (value: string) => void;
}

export function WhenPicker({ idPath, value, onChange }: WhenPickerProps) {
  const [offer, setOffer] = useState<SlotOffer | null>(null);
  const [later, setLater] = useState(false);

  useEffect(() => {
    let current = true;
    void fetchSlotOffer(idPath).then((answer) => {
      if (!current || !answer) return;
      setOffer(answer);
      // «Lo antes posible» is not on offer (kitchen full now): the first slot with room is chosen for the customer.
      if (!answer.lo_antes_posible && answer.horarios[0]) {
        setLater(true);
        onChange(answer.horarios[0].at);
      }
    });
    return () => {
      current = false;
    };
    // Read once per checkout; the order's own answer is the final word.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [idPath]);

  // Nothing to choose: only «Lo antes posible», or no answer (then the order goes for now, as before).
  if (!offer || offer.horarios.length === 0) return offer?.aviso ? <p className="pm-note">{offer.aviso}</p> : null;
  const chooseLater = () => {
    setLater(true);
    if (!value) onChange(offer.horarios[0]!.at);
  };
  return (
    <section className="pm-card" data-testid="checkout-when">
      <h2>¿Para cuándo?</h2>
      <div className="pm-radios" role="radiogroup" aria-label="Para cuándo">
        <label className={`pm-option ${!later ? 'is-active' : ''} ${offer.lo_antes_posible ? '' : 'is-soldout'}`}>
          <input
            type="radio"
            name="cuando"
            checked={!later}
            disabled={!offer.lo_antes_posible}
            onChange={() => {
              setLater(false);
              onChange('');
            }}
          />
          <span className="pm-option-name">Lo antes posible</span>
        </label>
        <label className={`pm-option ${later ? 'is-active' : ''}`}>
          <input type="radio" name="cuando" checked={later} onChange={chooseLater} data-testid="when-later" />
          <span className="pm-option-name">Programar para más tarde</span>
        </label>
      </div>
      {offer.aviso ? <p className="pm-note">{offer.aviso}</p> : null}
      {later ? (
        <Field label="Hora" hint="Cada 15 minutos, solo horas con lugar en la cocina">
          <select value={value} onChange={(event) => onChange(event.target.value)} data-testid="when-slot">
            {offer.horarios.map((slot) => (
              <option key={slot.at} value={slot.at}>
                {slot.etiqueta.charAt(0).toUpperCase() + slot.etiqueta.slice(1)}
              </option>
            ))}
          </select>
        </Field>
      ) : null}
    </section>
  );
}
