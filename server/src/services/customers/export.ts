// Columns of the customers export (clientes → Exportar CSV / Excel).
import { formatDateTime } from '../../../../shared/dates';
import type { Customer } from '../../../../shared/types/menu';
import type { ExportColumn } from '../export/table';

export function customerExportColumns(timeZone: string): ExportColumn<Customer>[] {
  return [
    { header: 'Nombre', value: (c) => c.nombre, width: 28 },
    { header: 'Código de país', value: (c) => c.country_code },
    { header: 'Teléfono', value: (c) => c.numero_celular, width: 16 },
    { header: 'Pedidos', value: (c) => c.total_pedidos },
    { header: 'Total gastado', value: (c) => c.total_gastado, money: true, width: 16 },
    { header: 'Último pedido', value: (c) => (c.ultimo_pedido ? formatDateTime(c.ultimo_pedido, timeZone) : ''), width: 20 },
    { header: 'Direcciones', value: (c) => c.direcciones.join(' | '), width: 60 },
  ];
}
