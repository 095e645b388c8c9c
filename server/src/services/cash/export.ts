// The shift summary as a CSV file (one "concepto, importe" row per figure), with the shared exporter.
import type { CashShift } from '../../../../shared/counter';
import { toCsv, type ExportColumn } from '../export/table';

interface Row {
  concepto: string;
  importe: number | string;
}

export function shiftRows(shift: CashShift): Row[] {
  const r = shift.resumen;
  return [
    { concepto: 'Apertura', importe: shift.abierto_at },
    { concepto: 'Cierre', importe: shift.cerrado_at ?? 'Abierto' },
    { concepto: 'Fondo inicial', importe: r.fondo_inicial },
    { concepto: 'Ventas en efectivo', importe: r.ventas_por_metodo.efectivo },
    { concepto: 'Ventas con tarjeta', importe: r.ventas_por_metodo.tarjeta },
    { concepto: 'Ventas por transferencia', importe: r.ventas_por_metodo.transferencia },
    { concepto: 'Ventas en línea', importe: r.ventas_por_metodo.en_linea },
    { concepto: 'Por confirmar', importe: r.ventas_por_metodo.por_confirmar },
    { concepto: 'Ventas totales', importe: r.ventas_total },
    { concepto: 'Entradas de efectivo', importe: r.entradas },
    { concepto: 'Salidas de efectivo', importe: r.salidas },
    { concepto: 'Propinas', importe: r.propinas },
    { concepto: 'Descuentos', importe: r.descuentos },
    { concepto: 'Cambio entregado', importe: r.cambio_entregado },
    { concepto: 'Pedidos a domicilio', importe: r.pedidos_por_tipo.delivery },
    { concepto: 'Pedidos para recoger', importe: r.pedidos_por_tipo.takeAway },
    { concepto: 'Pedidos para comer aquí', importe: r.pedidos_por_tipo.inRestaurant },
    { concepto: 'Efectivo esperado', importe: r.efectivo_esperado },
    { concepto: 'Efectivo contado', importe: shift.efectivo_contado ?? '' },
    { concepto: 'Diferencia', importe: shift.diferencia ?? '' },
  ];
}

const COLUMNS: ExportColumn<Row>[] = [
  { header: 'Concepto', value: (row) => row.concepto, width: 30 },
  { header: 'Importe', value: (row) => row.importe, width: 16 },
];

export function shiftCsv(shift: CashShift): string {
  return toCsv(COLUMNS, shiftRows(shift));
}
