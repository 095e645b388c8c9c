// "Modo ocupado" in the header (Uber Eats style, docs/counter.md): pause new online orders for 15/30/60
// minutes or until resumed, or add 10/20 minutes to every prep time; shows what is on and resumes with
// one click. A pause that ends is off by itself (the server reads it so), so the button just refetches.
import { DashboardOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { BUSY_EXTRA_OPTIONS, BUSY_PAUSE_OPTIONS } from '@shared/counter';
import { formatTime } from '@shared/dates';
import { useCan } from '../../app/access';
import { errorMessage } from '../../app/baseQuery';
import { useToast } from '../../app/feedback';
import { useGetBusyModeQuery, useSetBusyModeMutation } from './api';

export function busyLabel(mode: { pausado: boolean; pausa_hasta: string | null; minutos_extra: number } | undefined): string | null {
  if (!mode) return null;
  if (mode.pausado) return mode.pausa_hasta ? `Pausado hasta ${formatTime(mode.pausa_hasta)}` : 'Pausado';
  if (mode.minutos_extra > 0) return `+${mode.minutos_extra} min`;
  return null;
}

export function BusyModeButton({ compact = false }: { compact?: boolean }) {
  const canRead = useCan('HISTORIAL', 'list');
  const canChange = useCan('HORARIOS', 'edit');
  const { data: mode } = useGetBusyModeQuery(undefined, { skip: !canRead, pollingInterval: 30_000 });
  const [setMode, { isLoading }] = useSetBusyModeMutation();
  const toast = useToast();
  if (!canRead || !canChange) return null;
  const label = busyLabel(mode);

  const apply = async (body: Parameters<typeof setMode>[0], done: string) => {
    try {
      await setMode(body).unwrap();
      toast.success(done);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  const items: MenuProps['items'] = [
    {
      type: 'group',
      label: 'Pausar pedidos en línea',
      children: [
        ...BUSY_PAUSE_OPTIONS.map((m) => ({ key: `pausar-${m}`, label: `${m} minutos`, onClick: () => void apply({ accion: 'pausar', minutos: m }, `Pedidos en línea pausados ${m} minutos`) })),
        { key: 'pausar-indefinido', label: 'Hasta reanudar', onClick: () => void apply({ accion: 'pausar', minutos: null }, 'Pedidos en línea pausados') },
      ],
    },
    {
      type: 'group',
      label: 'Más tiempo de preparación',
      children: BUSY_EXTRA_OPTIONS.map((m) => ({ key: `extra-${m}`, label: `+${m} minutos a cada pedido`, onClick: () => void apply({ accion: 'agregar_minutos', minutos: m }, `Se agregan ${m} minutos a la preparación`) })),
    },
  ];
  if (mode?.pausado) items.unshift({ key: 'reanudar', label: 'Reanudar pedidos en línea', onClick: () => void apply({ accion: 'reanudar' }, 'Pedidos en línea reanudados') }, { type: 'divider' });
  if (mode && mode.minutos_extra > 0) items.push({ key: 'quitar', label: 'Quitar tiempo extra', onClick: () => void apply({ accion: 'quitar_minutos' }, 'Tiempo extra quitado') });

  return (
    <Dropdown menu={{ items }} trigger={['click']}>
      <Button
        loading={isLoading}
        danger={!!mode?.pausado}
        type={label ? 'primary' : 'default'}
        icon={<DashboardOutlined />}
        aria-label={label ? `Modo ocupado: ${label}` : 'Modo ocupado'}
        data-testid="busy-mode"
        data-state={mode?.pausado ? 'paused' : mode && mode.minutos_extra > 0 ? 'extra' : 'off'}
      >
        {compact ? null : (label ?? 'Modo ocupado')}
      </Button>
    </Dropdown>
  );
}
