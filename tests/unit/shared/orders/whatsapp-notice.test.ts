// The customer's WhatsApp message (shared/orders/whatsapp-notice.ts): the wa.me link of «Avisar por WhatsApp», the
// Spanish default of each status, and the owner's texts with placeholders that the gateway sends.
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from '@shared/constants';
import { ORDER_STATUS_LABELS } from '@shared/orders/status-machine';
import { menuLink } from '@shared/public-menu/links';
import {
  WHATSAPP_STATUS_TEXT,
  orderStatusPageUrl,
  placeholdersIn,
  renderWhatsAppTemplate,
  whatsappNoticeText,
  whatsappStepOf,
  whatsappNoticeUrl,
  whatsappNumber,
  type WhatsAppNoticeOrder,
} from '@shared/orders/whatsapp-notice';

const ORDER: WhatsAppNoticeOrder = {
  id: '7f0c2a52-6a3e-4c1e-9a51-2d2b6f0e9c11',
  folio: 'TBT-0042',
  estatus_pedido: 'accepted',
  metodo_entrega: 'delivery',
  total: 1234.5,
  nombre: 'Ana María López',
  numero_celular: '993 111 2233',
  country_code: '52',
};
const CONTEXT = { commerceName: 'Taquería El Buen Taco', menuUrl: 'https://pedidos.ejemplo.mx/m/el-buen-taco' };

describe('whatsappNoticeText', () => {
  it('greets by first name and says folio, status, total in es-MX money and the status-page link', () => {
    expect(whatsappNoticeText(ORDER, CONTEXT)).toBe(
      [
        'Hola Ana, te escribimos de Taquería El Buen Taco.',
        'Tu pedido TBT-0042 fue aceptado y ya lo estamos preparando.',
        'Estado: Aceptado',
        'Total: $1,234.50',
        'Sigue tu pedido aquí: https://pedidos.ejemplo.mx/m/el-buen-taco/pedido/7f0c2a52-6a3e-4c1e-9a51-2d2b6f0e9c11',
      ].join('\n'),
    );
  });

  it.each(ORDER_STATUSES.map((status) => [status]))('%s: its own sentence and its status label', (status: OrderStatus) => {
    const text = whatsappNoticeText({ ...ORDER, estatus_pedido: status }, CONTEXT);
    expect(text).toContain(`Tu pedido TBT-0042 ${WHATSAPP_STATUS_TEXT[status]}`);
    expect(text).toContain(`Estado: ${ORDER_STATUS_LABELS[status]}`);
    expect(WHATSAPP_STATUS_TEXT[status].length).toBeGreaterThan(5);
  });

  it('every status has a different sentence', () => {
    expect(new Set(Object.values(WHATSAPP_STATUS_TEXT)).size).toBe(ORDER_STATUSES.length);
  });

  it('formats whole pesos and thousands the es-MX way', () => {
    expect(whatsappNoticeText({ ...ORDER, total: 85 }, CONTEXT)).toContain('Total: $85.00');
    expect(whatsappNoticeText({ ...ORDER, total: 12500.05 }, CONTEXT)).toContain('Total: $12,500.05');
  });

  it('without a name says just «Hola»; without the menu address there is no link line', () => {
    const text = whatsappNoticeText({ ...ORDER, nombre: '  ' }, { commerceName: 'Tacos', menuUrl: null });
    expect(text.startsWith('Hola, te escribimos de Tacos.')).toBe(true);
    expect(text).not.toContain('Sigue tu pedido');
    expect(whatsappNoticeText(ORDER, { ...CONTEXT, menuUrl: undefined })).not.toContain('Sigue tu pedido');
  });
});

describe('orderStatusPageUrl', () => {
  it('is the public menu status page, with the path parts encoded', () => {
    expect(orderStatusPageUrl({ id: 'a b' }, { menuUrl: menuLink('http://localhost:8080/', 'tacos/ñ') })).toBe('http://localhost:8080/m/tacos%2F%C3%B1/pedido/a%20b');
  });

  it('needs an absolute http(s) menu address', () => {
    expect(orderStatusPageUrl(ORDER, { menuUrl: 'file:///m/x' })).toBeNull();
    expect(orderStatusPageUrl(ORDER, { menuUrl: '/m/x' })).toBeNull();
    expect(orderStatusPageUrl(ORDER, { menuUrl: '' })).toBeNull();
  });
});

describe('whatsappNumber and whatsappNoticeUrl', () => {
  it('joins country code and phone, digits only', () => {
    expect(whatsappNumber({ numero_celular: '(993) 111-2233', country_code: '+52' })).toBe('529931112233');
    expect(whatsappNumber({ numero_celular: '9931112233', country_code: '' })).toBe('529931112233');
    expect(whatsappNumber({ numero_celular: '', country_code: '52' })).toBeNull();
    expect(whatsappNumber({ numero_celular: '12', country_code: '52' })).toBeNull();
  });

  it('is https://wa.me/<number>?text=<message encoded>, and decodes back to the exact message', () => {
    const url = whatsappNoticeUrl({ ...ORDER, folio: 'A&B #1?' }, CONTEXT)!;
    expect(url.startsWith('https://wa.me/529931112233?text=')).toBe(true);
    const text = url.slice('https://wa.me/529931112233?text='.length);
    expect(text).not.toMatch(/[\s&#?]/);
    expect(text).toContain('%0A');
    expect(text).toContain('%24'); // $
    expect(decodeURIComponent(text)).toBe(whatsappNoticeText({ ...ORDER, folio: 'A&B #1?' }, CONTEXT));
    expect(new URL(url).searchParams.get('text')).toBe(whatsappNoticeText({ ...ORDER, folio: 'A&B #1?' }, CONTEXT));
  });

  it('is null without a phone (a table order, say)', () => {
    expect(whatsappNoticeUrl({ ...ORDER, numero_celular: '' }, CONTEXT)).toBeNull();
  });
});

describe('texts with placeholders (docs/whatsapp.md)', () => {
  const accepted = { ...ORDER, created_at: '2026-12-07T18:00:00.000Z', tiempo_preparacion: 30 };

  it('the accepted default says the promised time in the commerce time zone', () => {
    expect(whatsappNoticeText(accepted, { ...CONTEXT, timeZone: 'America/Mexico_City' })).toContain('Hora estimada: 12:30');
  });

  it("uses the owner's text of the order's step, filling every placeholder", () => {
    const text = whatsappNoticeText(accepted, {
      ...CONTEXT,
      timeZone: 'America/Mexico_City',
      templates: { accepted: '{nombre}: {folio} ({estado}) de {comercio}, {total}, a las {hora}. {enlace}' },
    });
    expect(text).toBe(`Ana: TBT-0042 (Aceptado) de Taquería El Buen Taco, $1,234.50, a las 12:30. https://pedidos.ejemplo.mx/m/el-buen-taco/pedido/${ORDER.id}`);
  });

  it('a rejected order uses the text of the step «canceled», with its reason', () => {
    const text = whatsappNoticeText({ ...ORDER, estatus_pedido: 'rejected', motivo_estatus: 'Cerramos temprano' }, { ...CONTEXT, templates: { canceled: 'Lo sentimos: {motivo}' } });
    expect(text).toBe('Lo sentimos: Cerramos temprano');
    expect(whatsappStepOf('rejected')).toBe('canceled');
    expect(whatsappStepOf('arrived_at_pickup')).toBeNull();
  });

  it('leaves out a line whose placeholder has no value, and an empty name just disappears', () => {
    expect(renderWhatsAppTemplate('¡Hola {nombre}!\nMotivo: {motivo}\nTotal: {total}', { ...VALUES, nombre: '', motivo: '' })).toBe('¡Hola!\nTotal: $10.00');
    expect(renderWhatsAppTemplate('¡{nombre}, listo!', { ...VALUES, nombre: 'Beto' })).toBe('¡Beto, listo!');
  });

  it('lists the placeholders a text uses (the settings schema refuses unknown ones)', () => {
    expect(placeholdersIn('{folio} y {x} y {}')).toEqual(['folio', 'x', '']);
  });
});

const VALUES = { nombre: 'Ana', comercio: 'Tacos', folio: 'A-1', estado: 'Aceptado', total: '$10.00', hora: '', enlace: '', motivo: '' };
