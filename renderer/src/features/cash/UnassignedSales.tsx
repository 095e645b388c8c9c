// «N ventas sin turno» on /caja (docs/counter.md, «Ventas sin turno»): the sales that arrived while no shift
// was open fall in no cash close. With a shift open, «Agregar al turno» adds them to it (its summary and close
// then count them); without one, the opening form offers to open the shift with them.
import { Alert, Button, Checkbox } from 'antd';
import type { UnassignedSales } from '@shared/counter';
import { formatCount } from '@shared/count';
import { formatDateTime } from '@shared/dates';
import { formatMoney } from '@shared/money';

export function unassignedTitle(sales: UnassignedSales): string {
  return `${formatCount(sales.pedidos)} ${sales.pedidos === 1 ? 'venta' : 'ventas'} sin turno · ${formatMoney(sales.total)}`;
}

function since(sales: UnassignedSales): string {
  return sales.desde ? ` desde el ${formatDateTime(sales.desde)}` : '';
}

/** The notice over an open shift, with the action that adds the sales to it. */
export function UnassignedSalesNotice({ sales, canAdd, adding, onAdd }: { sales: UnassignedSales; canAdd: boolean; adding: boolean; onAdd: () => void }) {
  if (sales.pedidos === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="unassigned-sales"
      style={{ maxWidth: 560, marginBottom: 16 }}
      title={unassignedTitle(sales)}
      description={`Llegaron${since(sales)} sin un turno abierto y no están en ningún corte de caja.`}
      action={
        canAdd ? (
          <Button type="primary" loading={adding} onClick={onAdd} data-testid="add-unassigned">
            Agregar al turno
          </Button>
        ) : null
      }
    />
  );
}

/** In the opening form: open the shift with them (checked by default) or without them. */
export function OpenWithUnassigned({ sales, checked, onChange }: { sales: UnassignedSales; checked: boolean; onChange: (checked: boolean) => void }) {
  if (sales.pedidos === 0) return null;
  return (
    <div data-testid="unassigned-sales" style={{ marginBottom: 12 }}>
      <Alert type="warning" showIcon title={unassignedTitle(sales)} description={`Llegaron${since(sales)} sin un turno abierto y no están en ningún corte de caja.`} style={{ marginBottom: 8 }} />
      <Checkbox checked={checked} onChange={(event) => onChange(event.target.checked)} data-testid="open-with-unassigned">
        Agregarlas a este turno
      </Checkbox>
    </div>
  );
}
