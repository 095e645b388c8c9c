// "Abrir turno" asked where the sales arrive (docs/counter.md, "Corte de caja"): on the board, while orders
// taken on (sales) are in process and no cash shift is open, a warning says that they fall in no cash close
// and leads to /caja to open one. Only for people who may open a shift (HISTORIAL edit).
import { Alert, Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useCan } from '../../app/access';
import { useGetCashStateQuery } from './api';

export function ShiftPrompt({ hasSales }: { hasSales: boolean }) {
  const canOpen = useCan('HISTORIAL', 'edit');
  const navigate = useNavigate();
  const { data, isSuccess } = useGetCashStateQuery(undefined, { skip: !canOpen || !hasSales, pollingInterval: 60_000 });
  if (!canOpen || !hasSales || !isSuccess || data.turno) return null;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="shift-prompt"
      style={{ marginBottom: 12 }}
      title="No hay un turno de caja abierto: las ventas que entran no quedan en ningún corte de caja."
      action={
        <Button type="primary" onClick={() => navigate('/caja')} data-testid="shift-prompt-open">
          Abrir turno
        </Button>
      }
    />
  );
}
