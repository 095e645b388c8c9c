// «Pedidos programados y capacidad» on Horarios (docs/availability.md): whether customers may choose a later
// time, how many days ahead, the preparation time (a scheduled order rings and prints that long before its
// time) and the kitchen's cap per 15 minutes. Checked with the same shared schema as the server.
import { App, Button, Card, Flex, InputNumber, Select, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { MSG } from '@shared/messages';
import { SCHEDULING_LIMITS, schedulingSettingsSchema, type CapacityMode, type SchedulingSettings } from '@shared/order-slots';
import { useCan } from '../../app/access';
import { api } from '../../app/api';
import { errorMessage } from '../../app/baseQuery';

const schedulingApi = api.enhanceEndpoints({ addTagTypes: ['Scheduling'] }).injectEndpoints({
  endpoints: (build) => ({
    getScheduling: build.query<SchedulingSettings, void>({ query: () => '/v1/comercio/programacion', providesTags: ['Scheduling'] }),
    saveScheduling: build.mutation<SchedulingSettings, SchedulingSettings>({
      query: (body) => ({ url: '/v1/comercio/programacion', method: 'PUT', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Scheduling']),
    }),
  }),
  overrideExisting: false,
});

const MODE_OPTIONS: { value: CapacityMode; label: string }[] = [
  { value: 'desactivada', label: 'Sin límite' },
  { value: 'pedidos', label: 'Pedidos por cada 15 minutos' },
  { value: 'articulos', label: 'Artículos por cada 15 minutos' },
];

export function SchedulingCard() {
  const { message } = App.useApp();
  const { data } = schedulingApi.useGetSchedulingQuery();
  const [save, saving] = schedulingApi.useSaveSchedulingMutation();
  const canEdit = useCan('HORARIOS', 'edit');
  const [form, setForm] = useState<SchedulingSettings | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (data) setForm(data);
  }, [data]);
  if (!form) return null;
  const update = (patch: Partial<SchedulingSettings>) => setForm({ ...form, ...patch });

  const submit = async () => {
    setError(null);
    try {
      const value = schedulingSettingsSchema.validateSync(form) as SchedulingSettings;
      await save(value).unwrap();
      message.success(MSG.infoUpdated);
    } catch (failure) {
      setError(failure instanceof Error && 'errors' in failure ? failure.message : errorMessage(failure, MSG.updateInfoError));
    }
  };

  return (
    <Card title="Pedidos programados y capacidad de cocina" data-testid="scheduling-card" style={{ marginTop: 16 }}>
      <Flex vertical gap={16}>
        <Flex gap={12} align="center" wrap>
          <Switch checked={form.programados_activos} disabled={!canEdit} onChange={(programados_activos) => update({ programados_activos })} aria-label="Aceptar pedidos programados" />
          <Typography.Text>Tus clientes pueden elegir una hora (cada 15 minutos) además de «Lo antes posible»</Typography.Text>
        </Flex>
        <Flex gap={24} wrap>
          <label>
            <Typography.Text strong>Días de anticipación</Typography.Text>
            <br />
            <InputNumber min={0} max={SCHEDULING_LIMITS.daysAheadMax} value={form.dias_adelanto} disabled={!canEdit} onChange={(value) => update({ dias_adelanto: value ?? 0 })} aria-label="Días de anticipación" />
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
              0 = solo para hoy
            </Typography.Paragraph>
          </label>
          <label>
            <Typography.Text strong>Tiempo de preparación (min)</Typography.Text>
            <br />
            <InputNumber min={0} max={SCHEDULING_LIMITS.prepMinutesMax} value={form.minutos_preparacion} disabled={!canEdit} onChange={(value) => update({ minutos_preparacion: value ?? 0 })} aria-label="Tiempo de preparación" />
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
              El pedido suena e imprime este tiempo antes de su hora
            </Typography.Paragraph>
          </label>
        </Flex>
        <Flex gap={24} wrap align="end">
          <label>
            <Typography.Text strong>Capacidad de cocina</Typography.Text>
            <br />
            <Select<CapacityMode>
              style={{ minWidth: 260 }}
              value={form.capacidad_modo}
              disabled={!canEdit}
              options={MODE_OPTIONS}
              onChange={(capacidad_modo) => update({ capacidad_modo, capacidad_por_franja: capacidad_modo === 'desactivada' ? null : (form.capacidad_por_franja ?? 5) })}
              aria-label="Capacidad de cocina"
            />
          </label>
          {form.capacidad_modo !== 'desactivada' ? (
            <label>
              <Typography.Text strong>Máximo cada 15 minutos</Typography.Text>
              <br />
              <InputNumber min={1} max={SCHEDULING_LIMITS.capacityMax} value={form.capacidad_por_franja} disabled={!canEdit} onChange={(value) => update({ capacidad_por_franja: value })} aria-label="Máximo cada 15 minutos" />
            </label>
          ) : null}
        </Flex>
        {error ? <Typography.Text type="danger">{error}</Typography.Text> : null}
        {canEdit ? (
          <div>
            <Button type="primary" loading={saving.isLoading} onClick={() => void submit()} data-testid="save-scheduling">
              Guardar
            </Button>
          </div>
        ) : null}
      </Flex>
    </Card>
  );
}
