// /anuncios: the commerce's ads as cards (image, title, text, link, dates), what the public menu shows
// right now (read from the same public endpoint the menu uses), and the way to create, edit, schedule
// (agendar), switch off and delete ads.
import { CalendarOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Skeleton, Space, Tag, Typography } from 'antd';
import { Outlet, useNavigate } from 'react-router-dom';
import { MSG } from '@shared/messages';
import { useCan } from '../../app/access';
import { useGetCommerceQuery } from '../../app/coreApi';
import { useToastAction } from '../../app/feedback';
import { selectSession } from '../../app/session';
import { useAppSelector } from '../../app/store';
import { PageHeader } from '../../components/PageHeader';
import { AdCard } from './AdCard';
import { useDeleteAdMutation, useGetAdsQuery, useGetFilteredAdsQuery, useUpdateAdMutation } from './api';

function OnShowNow({ idPath }: { idPath: string }) {
  const { data, isLoading, isError } = useGetFilteredAdsQuery(idPath, { skip: !idPath });
  return (
    <Card size="small" title="Visibles ahora en tu menú" style={{ marginBottom: 16 }} data-testid="ads-on-show">
      {isLoading ? <Skeleton active paragraph={{ rows: 1 }} title={false} /> : null}
      {isError ? <Alert type="error" showIcon title={MSG.filteredAdsError} /> : null}
      {data && data.length === 0 ? <Typography.Text type="secondary">Ningún anuncio está visible en este momento.</Typography.Text> : null}
      {data && data.length > 0 ? (
        <Space wrap>
          {data.map((ad) => (
            <Tag key={ad.id} color="green">
              {ad.titulo}
            </Tag>
          ))}
        </Space>
      ) : null}
    </Card>
  );
}

export default function AdsScreen() {
  const navigate = useNavigate();
  const session = useAppSelector(selectSession);
  const canCreate = useCan('ANUNCIOS', 'create');
  const canEdit = useCan('ANUNCIOS', 'edit');
  const canDelete = useCan('ANUNCIOS', 'delete');
  const { data: commerce } = useGetCommerceQuery();
  const { data: ads, isLoading, isError } = useGetAdsQuery();
  const [updateAd] = useUpdateAdMutation();
  const [deleteAd] = useDeleteAdMutation();

  const run = useToastAction();

  return (
    <section data-testid="screen-ads" aria-label="Crear anuncios">
      <PageHeader
        title="Crear anuncios"
        description="Promociones con imagen que tus clientes ven en tu menú durante las fechas que elijas."
        extra={
          <Space wrap>
            {canEdit ? (
              <Button icon={<CalendarOutlined />} onClick={() => navigate('agendar')} data-testid="schedule-ads">
                Agendar
              </Button>
            ) : null}
            {canCreate ? (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('nuevo')} data-testid="new-ad">
                Nuevo anuncio
              </Button>
            ) : null}
          </Space>
        }
      />
      {session?.id_path ? <OnShowNow idPath={session.id_path} /> : null}
      {isError ? <Alert type="error" showIcon title={MSG.requestFailed} style={{ marginBottom: 16 }} /> : null}
      {isLoading ? <Skeleton active /> : null}
      {ads && ads.length === 0 ? (
        <Card>
          <Empty description="Todavía no tienes anuncios. Crea uno para promocionar un platillo o una oferta." />
        </Card>
      ) : null}
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 16 }} data-testid="ads-grid">
        {(ads ?? []).map((ad) => (
          <AdCard
            key={ad.id}
            ad={ad}
            timeZone={commerce?.zona_horaria}
            canEdit={canEdit}
            canDelete={canDelete}
            onEdit={() => navigate(`editar/${ad.id}`)}
            onSchedule={() => navigate(`agendar?anuncio=${ad.id}`)}
            onToggle={(activo) => void run(() => updateAd({ id: ad.id, activo }).unwrap(), activo ? 'Anuncio activado' : 'Anuncio desactivado')}
            onDelete={() => void run(() => deleteAd(ad.id).unwrap(), 'Anuncio eliminado')}
          />
        ))}
      </div>
      <Outlet />
    </section>
  );
}
