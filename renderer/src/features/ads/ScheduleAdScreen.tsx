// anuncios/agendar: choose an ad and the days it shows on the public menu (local days of the commerce),
// with every ad's current schedule listed below. ?anuncio=<id> preselects one.
import { Alert, Button, DatePicker, Drawer, Empty, Form, List, Select, Switch, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { MSG } from '@shared/messages';
import { errorMessage } from '../../app/baseQuery';
import { useGetCommerceQuery } from '../../app/coreApi';
import { useToast } from '../../app/feedback';
import { LeaveGuard } from '../../components/useLeaveGuard';
import { useIsDesktop } from '../../shell/layoutHooks';
import { localDayOf, VALIDITY_TAGS, validityLabel, validityState } from '../coupons/format';
import { useGetAdsQuery, useScheduleAdMutation } from './api';

type Range = [Dayjs | null, Dayjs | null];

export default function ScheduleAdScreen() {
  const navigate = useNavigate();
  const toast = useToast();
  const isDesktop = useIsDesktop();
  const [params] = useSearchParams();
  const { data: commerce } = useGetCommerceQuery();
  const { data: ads, isLoading, isError } = useGetAdsQuery();
  const [schedule, { isLoading: saving }] = useScheduleAdMutation();
  const [adId, setAdId] = useState<string | undefined>(params.get('anuncio') ?? undefined);
  const [range, setRange] = useState<Range>([null, null]);
  const [active, setActive] = useState(true);
  const timeZone = commerce?.zona_horaria;
  const selected = ads?.find((ad) => ad.id === adId);

  useEffect(() => {
    if (!selected) return;
    const start = localDayOf(selected.fecha_inicio, timeZone);
    const end = localDayOf(selected.fecha_fin, timeZone);
    setRange([start ? dayjs(start) : null, end ? dayjs(end) : null]);
    setActive(selected.activo);
  }, [selected, timeZone]);

  const savedStart = selected ? localDayOf(selected.fecha_inicio, timeZone) : null;
  const savedEnd = selected ? localDayOf(selected.fecha_fin, timeZone) : null;
  // Unsaved: the chosen ad's dates or switch differ from what it has.
  const dirty =
    !!selected && !saving && ((range[0]?.format('YYYY-MM-DD') ?? null) !== savedStart || (range[1]?.format('YYYY-MM-DD') ?? null) !== savedEnd || active !== selected.activo);

  const save = async () => {
    if (!adId) return;
    try {
      await schedule({ id: adId, fecha_inicio: range[0]?.format('YYYY-MM-DD') ?? null, fecha_fin: range[1]?.format('YYYY-MM-DD') ?? null, activo: active }).unwrap();
      toast.success('Anuncio agendado');
    } catch (error) {
      toast.error(errorMessage(error, MSG.updateInfoError));
    }
  };

  return (
    <Drawer open onClose={() => navigate('/anuncios')} size={isDesktop ? 560 : '100%'} title="Agendar anuncio" destroyOnHidden>
      <div data-testid="screen-schedule-ad">
        <LeaveGuard dirty={dirty} />
        <Typography.Paragraph type="secondary">
          Elige cuándo se publica cada anuncio. Se muestra en tu menú desde el inicio del primer día hasta el final del último, en el horario de tu comercio.
        </Typography.Paragraph>
        {isError ? <Alert type="error" showIcon title={MSG.requestFailed} /> : null}
        <Form layout="vertical" onFinish={() => void save()}>
          <Form.Item label="Anuncio" htmlFor="agendar-anuncio">
            <Select
              id="agendar-anuncio"
              loading={isLoading}
              placeholder="Selecciona un anuncio"
              value={adId}
              onChange={setAdId}
              options={(ads ?? []).map((ad) => ({ value: ad.id, label: ad.titulo }))}
              notFoundContent={<Empty description="Sin anuncios" image={Empty.PRESENTED_IMAGE_SIMPLE} />}
            />
          </Form.Item>
          <Form.Item label="Días en que se muestra" extra="Deja una fecha vacía para no limitar ese extremo.">
            <DatePicker.RangePicker
              format="DD/MM/YYYY"
              allowEmpty={[true, true]}
              value={range}
              disabled={!adId}
              style={{ width: '100%' }}
              placeholder={['Desde', 'Hasta']}
              onChange={(value) => setRange((value as Range | null) ?? [null, null])}
              aria-label="Días en que se muestra"
            />
          </Form.Item>
          <Form.Item label="Activo">
            <Switch checked={active} disabled={!adId} onChange={setActive} aria-label="Anuncio activo" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block disabled={!adId} loading={saving} data-testid="schedule-submit">
            Guardar fechas
          </Button>
        </Form>
        <Typography.Title level={5} style={{ marginTop: 24 }}>
          Calendario de anuncios
        </Typography.Title>
        <List
          size="small"
          dataSource={ads ?? []}
          locale={{ emptyText: 'Sin anuncios' }}
          renderItem={(ad) => {
            const state = VALIDITY_TAGS[validityState(ad)];
            return (
              <List.Item onClick={() => setAdId(ad.id)} style={{ cursor: 'pointer', background: ad.id === adId ? '#fff7ed' : undefined, paddingInline: 8 }}>
                <List.Item.Meta title={ad.titulo} description={validityLabel(ad.fecha_inicio, ad.fecha_fin, timeZone)} />
                <Tag color={state.color}>{state.label}</Tag>
              </List.Item>
            );
          }}
        />
      </div>
    </Drawer>
  );
}
