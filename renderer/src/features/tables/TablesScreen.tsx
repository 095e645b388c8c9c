// /mesas (SELF_SERVICE): the floor. Each table's live state comes from the server (one computation,
// docs/counter.md) and is refetched whenever the live channel changes the in-process orders, so a QR
// order turns its table occupied without a reload. QR codes are a per-table action plus a PDF sheet.
import { FilePdfOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Modal, Skeleton, Space, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import type { TableFloor } from '@shared/counter';
import { MSG } from '@shared/messages';
import { tableMenuLink } from '@shared/public-menu/links';
import { useAccount } from '../../app/access';
import { useToast } from '../../app/feedback';
import { selectCommerceId, selectSession } from '../../app/session';
import { useAppSelector } from '../../app/store';
import { PageHeader } from '../../components/PageHeader';
import { inProcessList, useGetInProcessOrdersQuery } from '../orders/api';
import { useNow } from '../orders/useNow';
import { downloadQrSheet, useGetTablesQuery } from './api';
import { RoundsNotice } from './RoundsNotice';
import { TableCard } from './TableCard';
import { TableQr } from './TableQr';

/** Refetches the floor whenever the live in-process orders change (new order, status change, close). */
function useFloorFollowsLiveOrders(refetch: () => unknown): void {
  const commerceId = useAppSelector(selectCommerceId) ?? '';
  const { data } = useGetInProcessOrdersQuery(commerceId, { skip: !commerceId });
  const signature = useMemo(
    () =>
      inProcessList(data)
        .map((o) => `${o.id}:${o.estatus_pedido}`)
        .sort()
        .join(','),
    [data],
  );
  const [seen, setSeen] = useState(signature);
  useEffect(() => {
    if (signature === seen) return;
    setSeen(signature);
    void refetch();
  }, [signature, seen, refetch]);
}

export default function TablesScreen() {
  const session = useAppSelector(selectSession);
  const menuUrl = useAccount()?.menuUrl;
  const navigate = useNavigate();
  const toast = useToast();
  const now = useNow(30_000);
  const { data: tables, isLoading, isError, refetch } = useGetTablesQuery(undefined, { pollingInterval: 60_000, refetchOnFocus: true });
  useFloorFollowsLiveOrders(refetch);
  const [qrTable, setQrTable] = useState<TableFloor | null>(null);
  const [downloading, setDownloading] = useState(false);
  const occupied = tables?.filter((t) => t.estado !== 'libre').length ?? 0;

  const downloadSheet = async () => {
    if (!session) return;
    setDownloading(true);
    try {
      await downloadQrSheet(session);
    } catch {
      toast.error('No se pudo descargar la hoja de códigos QR');
    } finally {
      setDownloading(false);
    }
  };

  return (
    <section data-testid="screen-tables" aria-label="Mis mesas">
      <PageHeader
        title="Mis mesas"
        description="El estado de cada mesa se actualiza solo: libre, ocupada (pedidos, importe y tiempo) o con la cuenta pedida."
        extra={
          <Button icon={<FilePdfOutlined />} onClick={() => void downloadSheet()} loading={downloading} data-testid="qr-sheet">
            Hoja de códigos QR (PDF)
          </Button>
        }
      />
      {isError ? <Alert type="error" showIcon title={MSG.updateInfoError} /> : null}
      <RoundsNotice />
      {isLoading ? <Skeleton active /> : null}
      {tables && tables.length === 0 ? <Empty description="Todavía no tienes mesas" /> : null}
      {tables && tables.length > 0 ? (
        <Typography.Paragraph type="secondary" data-testid="floor-summary">
          {occupied === 1 ? '1 mesa ocupada' : `${occupied} mesas ocupadas`} · {tables.length - occupied} libres
        </Typography.Paragraph>
      ) : null}
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 210px), 1fr))', gap: 12 }}>
        {tables?.map((table) => (
          <TableCard
            key={table.uuid}
            table={table}
            now={now}
            onOpen={() => navigate(`/control-pedidos/self-service/${table.uuid}/${table.numero}`)}
            onQr={() => setQrTable(table)}
          />
        ))}
      </div>
      <Modal open={qrTable !== null} title={qrTable ? `Código QR de la mesa ${qrTable.numero}` : ''} footer={null} onCancel={() => setQrTable(null)} destroyOnHidden width={320}>
        {qrTable && menuUrl ? (
          <Space orientation="vertical" align="center" style={{ width: '100%' }}>
            <TableQr url={tableMenuLink(menuUrl, qrTable.uuid)} tableNumber={qrTable.numero} size={220} />
            <Typography.Text type="secondary" style={{ textAlign: 'center' }}>
              Tus clientes escanean este código para ver el menú y pedir desde la mesa.
            </Typography.Text>
          </Space>
        ) : null}
      </Modal>
      <Outlet />
    </section>
  );
}
