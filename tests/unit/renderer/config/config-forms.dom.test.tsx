// @vitest-environment jsdom
// Behaviour of the configuration forms beyond refusals: the automatic docs/domain.md (Validación) rules as the merchant sees
// them (payment link, forced fields, empty clabe), the refused no-change save, the 'Requerido' indicator,
// schedule overlaps and past-midnight turns, the pixel locked without its module, cobro en línea and password.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../../../renderer/src/app/store';
import { MSG } from '@shared/messages';
import { ONLINE_PAYMENT_MSG } from '@shared/online-payment';
import { V } from '@shared/validation/messages';
import { DeliverySettingsForm, NO_CHANGES_MESSAGE } from '../../../../renderer/src/features/delivery-fees/DeliverySettingsForm';
import { ScheduleTurnForm } from '../../../../renderer/src/features/schedules/ScheduleTurnForm';
import { PixelForm } from '../../../../renderer/src/features/social-profile/SocialProfileScreen';
import { LocationForm } from '../../../../renderer/src/features/commerce-data/LocationForm';
import { ChangePasswordForm } from '../../../../renderer/src/features/commerce-data/ChangePasswordScreen';
import { emptySetup, OnlinePaymentForm } from '../../../../renderer/src/features/online-payments/OnlinePaymentForm';
import { renderForm, shownErrors } from './render';
import { BANK_DETAILS, VALID_ADDRESS, VALID_DELIVERY } from './spec-rules';

afterEach(cleanup);
const SLOW = { timeout: 20_000 };
const withLink = { ...VALID_DELIVERY.metodos_pago_envio_domicilio, enlace_pago: true, payment_provider: true };

describe('delivery settings form', () => {
  it('[no-changes-refused] keeps save disabled and says there is nothing to save until something changes', SLOW, async () => {
    renderForm(<DeliverySettingsForm stored={VALID_DELIVERY} onSubmit={vi.fn()} />);
    expect((screen.getByTestId('delivery-settings-save') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('no-changes').textContent).toBe(NO_CHANGES_MESSAGE);
    fireEvent.click(screen.getByText('Permitir que el cliente agregue propina'));
    await waitFor(() => expect((screen.getByTestId('delivery-settings-save') as HTMLButtonElement).disabled).toBe(false));
    expect(screen.queryByTestId('no-changes')).toBeNull();
  });

  it('[payment-link-off-all-flows] a commerce stored with the payment link on sees it off and disabled, with the reason, and saves enlace_pago off in the three flows', SLOW, async () => {
    const stored = { ...VALID_DELIVERY, activar_pago_enlace: true, metodos_pago_envio_domicilio: withLink, metodos_pago_comer_restaurant: withLink, metodos_pago_pasar_recoger: withLink };
    const onSubmit = vi.fn();
    const { container } = renderForm(<DeliverySettingsForm stored={stored} onSubmit={onSubmit} />);
    const boxes = (method: string) => [...container.querySelectorAll<HTMLInputElement>(`input[id$="-${method}"]`)];
    expect(boxes('enlace_pago').map((box) => [box.checked, box.disabled])).toEqual([[false, true], [false, true], [false, true]]);
    // «Pago en línea» is offered: kept as stored and can be changed (docs/payments.md).
    expect(boxes('payment_provider').map((box) => [box.checked, box.disabled])).toEqual([[true, false], [true, false], [true, false]]);
    const linkSwitch = container.querySelector<HTMLButtonElement>('#campo-activar_pago_enlace')!;
    expect([linkSwitch.getAttribute('aria-checked'), linkSwitch.disabled]).toEqual(['false', true]);
    expect(screen.getByTestId('payment-link-unavailable').textContent).toContain(ONLINE_PAYMENT_MSG.unavailable);
    // Nothing else changed: the settings as offered are the saved ones.
    expect(screen.getByTestId('no-changes').textContent).toBe(NO_CHANGES_MESSAGE);
    fireEvent.submit(container.querySelector('form')!);
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const saved = onSubmit.mock.calls[0]![0] as typeof VALID_DELIVERY;
    expect(saved.activar_pago_enlace).toBe(false);
    expect([saved.metodos_pago_envio_domicilio.enlace_pago, saved.metodos_pago_comer_restaurant.enlace_pago, saved.metodos_pago_pasar_recoger.enlace_pago]).toEqual([false, false, false]);
  });

  it('[forced-form-fields] per-km shows the location field forced required and shown; per-colonia the colonia', SLOW, async () => {
    const hidden = { ...VALID_DELIVERY.config_form_entrega, ubicacion: { required: false, show: false }, colonia: { required: false, show: false } };
    const km = renderForm(<DeliverySettingsForm stored={{ ...VALID_DELIVERY, tipo_envio_domicilio: 'por_kilometro', informacion_envio: { costo_km: 8, min_km: 1, max_km: 9 }, config_form_entrega: hidden }} onSubmit={vi.fn()} />);
    const show = screen.getByLabelText('Mostrar Ubicación en el mapa') as HTMLInputElement;
    const required = screen.getByLabelText('Ubicación en el mapa obligatorio') as HTMLInputElement;
    expect([show.checked, show.disabled, required.checked, required.disabled]).toEqual([true, true, true, true]);
    expect(screen.getByText('Obligatorio por el tipo de envío')).toBeTruthy();
    km.unmount();
    renderForm(<DeliverySettingsForm stored={{ ...VALID_DELIVERY, tipo_envio_domicilio: 'por_colonia', colonias: [{ nombre: 'Centro', costo: 20 }], config_form_entrega: hidden }} onSubmit={vi.fn()} />);
    expect((screen.getByLabelText('Colonia obligatorio') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Mostrar Colonia') as HTMLInputElement).disabled).toBe(true);
  });

  it('[empty-clabe-clears] saving with an empty CLABE while no flow takes transfers sends no bank details', SLOW, async () => {
    const onSubmit = vi.fn();
    const { container } = renderForm(
      <DeliverySettingsForm stored={{ ...VALID_DELIVERY, bank_transfer_details: BANK_DETAILS }} initialValues={{ ...VALID_DELIVERY, bank_transfer_details: { ...BANK_DETAILS, clabe: '' } }} onSubmit={onSubmit} />,
    );
    fireEvent.submit(container.querySelector('form')!);
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect((onSubmit.mock.calls[0]![0] as typeof VALID_DELIVERY).bank_transfer_details).toBeNull();
  });

  it("[required-indicator] text inputs show 'Requerido' and the bank fields appear once a flow takes transfers", SLOW, async () => {
    const transfer = { ...VALID_DELIVERY.metodos_pago_pasar_recoger, transferencia: true };
    const { container } = renderForm(<DeliverySettingsForm stored={{ ...VALID_DELIVERY, metodos_pago_pasar_recoger: transfer, bank_transfer_details: BANK_DETAILS }} onSubmit={vi.fn()} />);
    expect(screen.getByTestId('bank-details')).toBeTruthy();
    expect([...container.querySelectorAll('.required-indicator')].map((node) => node.textContent)).toEqual([`(${MSG.required})`, `(${MSG.required})`, `(${MSG.required})`]);
  });
});

describe('location form', () => {
  it('[location-complete] says complete only with fullAddress, latitude, longitude, state, city, street and postalCode', SLOW, async () => {
    const complete = renderForm(<LocationForm initialValues={VALID_ADDRESS} onSubmit={vi.fn()} />);
    expect(screen.getByTestId('location-status').textContent).toContain('Ubicación completa');
    complete.unmount();
    renderForm(<LocationForm initialValues={{ ...VALID_ADDRESS, latitude: null }} onSubmit={vi.fn()} />);
    expect(screen.getByTestId('location-status').textContent).toContain('Ubicación incompleta');
  });
});

describe('schedule turn form', () => {
  const others = [{ dia: 5, horario_apertura: '18:00', horario_cierre: '02:00' }];

  it('[schedule-overlap] refuses a turn that overlaps another, also one spilling past midnight', SLOW, async () => {
    const onSubmit = vi.fn();
    const { container } = renderForm(<ScheduleTurnForm initialValues={{ dia: 6, horario_apertura: '01:00', horario_cierre: '10:00' }} otherTurns={others} onSubmit={onSubmit} />);
    fireEvent.submit(container.querySelector('form')!);
    await waitFor(() => expect(shownErrors(container)).toContain(V.overlappingTurns), { timeout: 8000 });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('[schedule-past-midnight] explains a turn that closes the next day and saves it', SLOW, async () => {
    const onSubmit = vi.fn();
    const { container } = renderForm(<ScheduleTurnForm initialValues={{ dia: 6, horario_apertura: '20:00', horario_cierre: '02:00' }} otherTurns={others} onSubmit={onSubmit} />);
    expect(screen.getByTestId('overnight-note').textContent).toContain('cierra el domingo a las 02:00');
    fireEvent.submit(container.querySelector('form')!);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ dia: 6, horario_apertura: '20:00', horario_cierre: '02:00' }));
  });
});

describe('Facebook pixel', () => {
  it('[pixel-module] is read-only without the social-tracking module and editable with it', SLOW, async () => {
    const locked = renderForm(<PixelForm initialPixel="123456789012" editable={false} onSubmit={vi.fn()} />);
    expect((screen.getByLabelText('ID del Pixel de Facebook') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByText('Guardar pixel')).toBeNull();
    locked.unmount();
    const onSubmit = vi.fn();
    const { container } = renderForm(<PixelForm initialPixel={null} editable onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('ID del Pixel de Facebook'), { target: { value: 'abc' } });
    fireEvent.submit(container.querySelector('form')!);
    await waitFor(() => expect(shownErrors(container)).toContain(V.pixelId), { timeout: 8000 });
    fireEvent.change(screen.getByLabelText('ID del Pixel de Facebook'), { target: { value: '1234567890123' } });
    fireEvent.submit(container.querySelector('form')!);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('1234567890123'));
  });
});

describe('cobro en línea form', () => {
  it('[online-payment-setup] validates with onlinePaymentSetupSchema before sending', SLOW, async () => {
    const onSubmit = vi.fn();
    const { container } = renderForm(
      <Provider store={createStore()}>
        <OnlinePaymentForm initialValues={{ ...emptySetup(), taxType: 'persona_moral', rfc: 'XYZ', bankAccount: { bank_name: 'BBVA', titular_name: 'La Esquina', clabe: '123' } }} onSubmit={onSubmit} />
      </Provider>,
    );
    fireEvent.submit(container.querySelector('form')!);
    await waitFor(() => expect(shownErrors(container)).toEqual(expect.arrayContaining([V.rfc, V.exactChars(18), MSG.required])), { timeout: 8000 });
    expect(container.querySelector('[data-error-for="documents.identificacion"]')?.textContent).toBe(MSG.required);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('cambiar contraseña form', () => {
  it('[change-password] asks for the current password and a matching new one', SLOW, async () => {
    const onSubmit = vi.fn();
    const { container } = renderForm(<ChangePasswordForm onSubmit={onSubmit} />);
    fireEvent.change(container.querySelector('#campo-password')!, { target: { value: 'nueva12345' } });
    fireEvent.change(container.querySelector('#campo-password_confirmation')!, { target: { value: 'otra12345' } });
    fireEvent.submit(container.querySelector('form')!);
    await waitFor(() => expect(shownErrors(container)).toEqual(expect.arrayContaining([MSG.required, V.passwordsMatch])), { timeout: 8000 });
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
