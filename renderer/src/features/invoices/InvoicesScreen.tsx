// /facturacion (owner, DATOS_COMERCIO): the customers' factura CFDI 4.0 through Facturapi (docs/invoices.md). The
// fiscal data and key, the factura global of the period's uninvoiced sales, and the invoices issued. Customers
// invoice their own tickets on the public page the ticket's link opens.
import { Result, Skeleton, Space } from 'antd';
import { PageHeader } from '../../components/PageHeader';
import { useGetFiscalProfileQuery } from './api';
import { FiscalDataCard } from './FiscalDataCard';
import { GlobalInvoiceCard } from './GlobalInvoiceCard';
import { InvoiceList } from './InvoiceList';

export default function InvoicesScreen() {
  const profile = useGetFiscalProfileQuery();
  return (
    <section data-testid="screen-invoices" aria-label="Facturación">
      <PageHeader
        title="Facturación"
        description="Tus clientes piden su factura desde el enlace o el código QR de su ticket; tú emites la factura global de lo que nadie facturó."
      />
      {profile.data ? (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <FiscalDataCard profile={profile.data} />
          <GlobalInvoiceCard ready={profile.data.completo} />
          <InvoiceList />
        </Space>
      ) : profile.isError ? (
        <Result status="warning" title="No se pudieron cargar tus datos fiscales" />
      ) : (
        <Skeleton active />
      )}
    </section>
  );
}
