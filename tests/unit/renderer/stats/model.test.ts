// Pure helpers of the statistics screen: the query strings it sends (custom dates only with
// 'personalizado', status filter only on the orders report) and the chart labels in Spanish.
import { describe, expect, it } from 'vitest';
import { deliverySlices, hourLabel, isEmptyDashboard, paymentSlices, reportQueryString, shortDay, statsQueryString, statusSlices, type StatsDashboard } from '../../../../renderer/src/features/stats/model';

describe('statsQueryString', () => {
  it('sends dates only for a custom period', () => {
    expect(statsQueryString({ periodo: 'mes', desde: '2026-01-01', hasta: '2026-01-31' })).toBe('periodo=mes');
    expect(statsQueryString({ periodo: 'personalizado', desde: '2026-01-01', hasta: '2026-01-31' })).toBe('periodo=personalizado&desde=2026-01-01&hasta=2026-01-31');
  });
});

describe('reportQueryString', () => {
  const filters = { desde: '2026-03-10', hasta: '2026-03-11', metodo_entrega: ['delivery' as const], metodo_pago: ['efectivo' as const, 'tarjeta' as const], estatus: ['delivered' as const] };

  it('joins lists with commas and keeps the status filter for the orders report', () => {
    expect(reportQueryString('pedidos', filters, { format: 'csv' })).toBe('desde=2026-03-10&hasta=2026-03-11&metodo_entrega=delivery&metodo_pago=efectivo%2Ctarjeta&estatus=delivered&format=csv');
  });

  it('drops the status filter where the report counts sales only', () => {
    expect(reportQueryString('corte-caja', filters)).not.toContain('estatus');
    expect(reportQueryString('productos-vendidos', {})).toBe('');
  });
});

describe('chart helpers', () => {
  it('labels breakdowns in Spanish', () => {
    expect(statusSlices([{ clave: 'delivered', pedidos: 2, ventas: 10 }])).toEqual([{ name: 'Entregado', pedidos: 2, ventas: 10 }]);
    expect(deliverySlices([{ clave: 'takeAway', pedidos: 1, ventas: 5 }])[0]!.name).toBe('Pasar a recoger');
    expect(paymentSlices([{ clave: 'enlace_pago', pedidos: 1, ventas: 5 }])[0]!.name).toBe('Enlace de pago');
  });

  it('formats axis labels and detects an empty period', () => {
    expect(shortDay('2026-03-09')).toBe('09/03');
    expect(hourLabel(7)).toBe('07:00');
    expect(isEmptyDashboard({ pedidos_totales: 0 } as StatsDashboard)).toBe(true);
    expect(isEmptyDashboard({ pedidos_totales: 3 } as StatsDashboard)).toBe(false);
  });
});
