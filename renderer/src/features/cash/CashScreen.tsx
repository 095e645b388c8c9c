// /caja (HISTORIAL): the cash shift — open with starting cash, cash in and out with a reason, a live
// summary (sales by method, tips, discounts, orders by type, expected cash), close against the counted
// cash, print (thermal printer through the bridge, else the system dialog at 58 mm) and export; past shifts
// below. Sales that arrived while no shift was open are offered to the open shift, or to the one being
// opened (UnassignedSales.tsx). docs/counter.md.
import { Alert, Button, Card, Collapse, Empty, InputNumber, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import type { CashMovementType, CashShift } from '@shared/counter';
import { formatDateTime } from '@shared/dates';
import { MSG } from '@shared/messages';
import { formatMoney } from '@shared/money';
import { SALES_DEFINITION } from '@shared/orders/sales';
import { useCan } from '../../app/access';
import { errorMessage } from '../../app/baseQuery';
import { useToast } from '../../app/feedback';
import { selectSession } from '../../app/session';
import { useAppSelector } from '../../app/store';
import { PageHeader } from '../../components/PageHeader';
import {
  downloadShiftCsv,
  useAddMovementMutation,
  useAddUnassignedSalesMutation,
  useCloseShiftMutation,
  useGetCashStateQuery,
  useGetPastShiftsQuery,
  useOpenShiftMutation,
} from './api';
import { cashSummaryLines } from '@shared/cash-close-lines';
import { useShiftPrinter } from './print-shift';
import { CloseDialog, MovementDialog } from './ShiftDialogs';
import { OpenWithUnassigned, UnassignedSalesNotice } from './UnassignedSales';

function Summary({ shift }: { shift: CashShift }) {
  return (
    <div data-testid="shift-summary">
      {cashSummaryLines(shift).map((line) => (
        <div key={line.label} style={{ display: 'flex', justifyContent: 'space-between', gap: 8, padding: '3px 0', fontWeight: line.strong ? 700 : 400 }}>
          <span>{line.label}</span>
          <span data-testid={`summary-${line.label}`}>{line.value}</span>
        </div>
      ))}
    </div>
  );
}

function PrintShiftButton({ shift, commerceName, label }: { shift: CashShift; commerceName: string; label: string }) {
  const printer = useShiftPrinter(commerceName);
  return (
    <Button onClick={() => void printer.print(shift)} loading={printer.printing} data-testid="print-shift">
      {label}
    </Button>
  );
}

function ShiftActions({ shift, commerceName }: { shift: CashShift; commerceName: string }) {
  const session = useAppSelector(selectSession);
  const toast = useToast();
  return (
    <Space wrap>
      <PrintShiftButton shift={shift} commerceName={commerceName} label="Imprimir corte" />
      <Button onClick={() => session && downloadShiftCsv(session, shift.id).catch(() => toast.error('No se pudo exportar el corte'))} data-testid="export-shift">
        Exportar CSV
      </Button>
    </Space>
  );
}

export default function CashScreen() {
  const session = useAppSelector(selectSession);
  const commerceName = session?.nombre_comercio ?? '';
  const toast = useToast();
  // The server takes shift writes with HISTORIAL create (server/src/routes/v1/cash-shifts.ts).
  const runsCash = useCan('HISTORIAL', 'create');
  const { data: state, isLoading, isError } = useGetCashStateQuery(undefined, { pollingInterval: 60_000, refetchOnMountOrArgChange: true });
  const shift = state?.turno ?? null;
  const unassigned = state?.sin_turno ?? { pedidos: 0, total: 0, desde: null };
  const [addUnassigned, { isLoading: adding }] = useAddUnassignedSalesMutation();
  const [withUnassigned, setWithUnassigned] = useState(true);
  const { data: past } = useGetPastShiftsQuery();
  const [openShift, { isLoading: opening }] = useOpenShiftMutation();
  const [addMovement, { isLoading: moving }] = useAddMovementMutation();
  const [closeShift, { isLoading: closing }] = useCloseShiftMutation();
  const [fondo, setFondo] = useState<number | null>(null);
  const [movement, setMovement] = useState<CashMovementType | null>(null);
  const [closingOpen, setClosingOpen] = useState(false);

  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      toast.success(done);
      return true;
    } catch (error) {
      toast.error(errorMessage(error));
      return false;
    }
  };

  return (
    <section data-testid="screen-cash" aria-label="Corte de caja">
      <PageHeader title="Corte de caja" description={`Abre el turno con tu fondo, registra entradas y salidas, y ciérralo contando el efectivo. ${SALES_DEFINITION}`} />
      {isError ? <Alert type="error" showIcon title={MSG.updateInfoError} /> : null}
      {isLoading ? <Skeleton active /> : null}
      {!isLoading && !runsCash ? (
        <Alert type="info" showIcon style={{ maxWidth: 560, marginBottom: 16 }} title="Tu usuario puede consultar el corte de caja, pero no abrir, mover ni cerrar turnos." description="Lo hacen quienes tienen el permiso Crear en pedidos (Cajero, Gerente o el dueño)." data-testid="cash-read-only" />
      ) : null}
      {!isLoading && !shift && runsCash ? (
        <Card title="Abrir turno" style={{ maxWidth: 420 }}>
          <label style={{ display: 'block', marginBottom: 12 }}>
            <Typography.Text strong>Fondo inicial (efectivo en caja)</Typography.Text>
            <InputNumber prefix="$" min={0} precision={2} value={fondo} onChange={setFondo} style={{ width: '100%' }} data-testid="opening-cash" />
          </label>
          <OpenWithUnassigned sales={unassigned} checked={withUnassigned} onChange={setWithUnassigned} />
          <Button
            type="primary"
            block
            size="large"
            loading={opening || adding}
            disabled={fondo == null}
            onClick={() => {
              const include = withUnassigned && unassigned.pedidos > 0;
              void run(async () => {
                const opened = await openShift({ fondo_inicial: fondo ?? 0 }).unwrap();
                if (include) await addUnassigned({ id: opened.id }).unwrap();
              }, include ? 'Turno abierto con las ventas sin turno' : 'Turno abierto');
            }}
            data-testid="open-shift"
          >
            Abrir turno
          </Button>
        </Card>
      ) : null}
      {shift ? <UnassignedSalesNotice sales={unassigned} canAdd={runsCash} adding={adding} onAdd={() => void run(() => addUnassigned({ id: shift.id }).unwrap(), 'Ventas agregadas al turno')} /> : null}
      {shift ? (
        <Card title={`Turno abierto desde ${formatDateTime(shift.abierto_at)}`} data-testid="open-shift-card" style={{ maxWidth: 560 }}>
          {shift.ventas_desde ? (
            <Typography.Paragraph type="secondary" data-testid="shift-sales-from">
              Incluye las ventas sin turno desde el {formatDateTime(shift.ventas_desde)}.
            </Typography.Paragraph>
          ) : null}
          <Summary shift={shift} />
          {shift.movimientos.length > 0 ? (
            <div style={{ marginTop: 8 }}>
              <Typography.Text strong>Movimientos</Typography.Text>
              {shift.movimientos.map((m) => (
                <div key={m.id} style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
                  <span>{m.motivo}</span>
                  <span>{formatMoney(m.tipo === 'entrada' ? m.monto : -m.monto)}</span>
                </div>
              ))}
            </div>
          ) : null}
          <Space wrap style={{ marginTop: 16 }} hidden={!runsCash}>
            <Button onClick={() => setMovement('entrada')} data-testid="cash-in">
              Entrada de efectivo
            </Button>
            <Button onClick={() => setMovement('salida')} data-testid="cash-out">
              Salida de efectivo
            </Button>
            <PrintShiftButton shift={shift} commerceName={commerceName} label="Imprimir corte parcial" />
            <Button type="primary" danger onClick={() => setClosingOpen(true)} data-testid="close-shift">
              Cerrar turno
            </Button>
          </Space>
          <MovementDialog
            tipo={movement}
            busy={moving}
            onCancel={() => setMovement(null)}
            onSave={(monto, motivo) => void run(() => addMovement({ id: shift.id, tipo: movement ?? 'entrada', monto, motivo }).unwrap(), 'Movimiento registrado').then((ok) => ok && setMovement(null))}
          />
          <CloseDialog
            shift={shift}
            open={closingOpen}
            busy={closing}
            onCancel={() => setClosingOpen(false)}
            onClose={(counted, nota) =>
              void run(() => closeShift({ id: shift.id, efectivo_contado: counted, nota: nota.trim() || null }).unwrap(), 'Turno cerrado').then((ok) => ok && setClosingOpen(false))
            }
          />
        </Card>
      ) : null}
      <Typography.Title level={4} style={{ marginTop: 24 }}>
        Turnos anteriores
      </Typography.Title>
      {past && past.length === 0 ? <Empty description="Todavía no hay turnos cerrados" /> : null}
      {past && past.length > 0 ? (
        <Collapse
          data-testid="past-shifts"
          style={{ maxWidth: 560 }}
          items={past.map((s) => ({
            key: s.id,
            label: `${formatDateTime(s.abierto_at)} → ${s.cerrado_at ? formatDateTime(s.cerrado_at) : ''} · ${formatMoney(s.resumen.ventas_total)}${s.diferencia ? ` · diferencia ${formatMoney(s.diferencia)}` : ''}`,
            children: (
              <>
                <Summary shift={s} />
                <div style={{ marginTop: 12 }}>
                  <ShiftActions shift={s} commerceName={commerceName} />
                </div>
              </>
            ),
          }))}
        />
      ) : null}
    </section>
  );
}
