// «Facturas emitidas»: the customers' facturas and the globals, newest first, with their PDF and XML (downloaded
// with the session: the server fetches them from Facturapi).
import { App, Button, Card, Space, Table, Tag } from 'antd';
import { formatDateTime } from '@shared/dates';
import { formatMoney } from '@shared/money';
import type { InvoiceStatus, InvoiceView } from '@shared/invoices/types';
import { downloadWithSession } from '../../app/download';
import { selectSession } from '../../app/session';
import { useAppSelector } from '../../app/store';
import { useGetIssuedInvoicesQuery } from './api';

const STATUS: Record<InvoiceStatus, { label: string; color: string }> = {
  valid: { label: 'Vigente', color: 'green' },
  canceled: { label: 'Cancelada', color: 'red' },
  pending: { label: 'Pendiente', color: 'gold' },
  draft: { label: 'Borrador', color: 'default' },
  failed: { label: 'Con error', color: 'red' },
  emitiendo: { label: 'Emitiendo', color: 'blue' },
};

export function InvoiceList() {
  const { message } = App.useApp();
  const session = useAppSelector(selectSession);
  const query = useGetIssuedInvoicesQuery();
  const download = (invoice: InvoiceView, kind: 'pdf' | 'xml') => {
    if (!session) return;
    downloadWithSession(session, `/v1/facturacion/facturas/${invoice.id}/${kind}`, `factura-${invoice.folio}.${kind}`).catch(() => message.error('No se pudo descargar la factura'));
  };
  return (
    <Card title="Facturas emitidas" data-testid="invoice-list">
      <Table<InvoiceView>
        rowKey="id"
        size="small"
        loading={query.isLoading}
        dataSource={query.data ?? []}
        scroll={{ x: true }}
        locale={{ emptyText: 'Aún no has emitido facturas' }}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        columns={[
          { title: 'Fecha', dataIndex: 'created_at', render: (value: string) => formatDateTime(value) },
          { title: 'Tipo', dataIndex: 'tipo', render: (value: InvoiceView['tipo'], invoice) => (value === 'global' ? `Global · ${invoice.pedidos} pedidos` : `Cliente · ${invoice.folios_pedido.join(', ')}`) },
          { title: 'Folio', dataIndex: 'folio' },
          { title: 'Receptor', key: 'receptor', render: (_: unknown, invoice) => `${invoice.razon_social} (${invoice.rfc})` },
          { title: 'Total', dataIndex: 'total', align: 'right', render: (value: number) => formatMoney(value) },
          { title: 'Estatus', dataIndex: 'estatus', render: (value: InvoiceStatus) => <Tag color={STATUS[value].color}>{STATUS[value].label}</Tag> },
          {
            title: 'Archivos',
            key: 'archivos',
            render: (_: unknown, invoice) => (
              <Space>
                <Button size="small" onClick={() => download(invoice, 'pdf')} aria-label={`Descargar PDF de la factura ${invoice.folio}`}>
                  PDF
                </Button>
                <Button size="small" onClick={() => download(invoice, 'xml')} aria-label={`Descargar XML de la factura ${invoice.folio}`}>
                  XML
                </Button>
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
