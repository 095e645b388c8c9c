// The Loyverse part of its integration drawer (docs/integrations.md): what is linked, «Importar menú de
// Loyverse» with its conflicts for the owner to fix, «Traer agotados», the payment type each order method
// goes to in the receipts, when an order becomes a receipt (delivered, paid, whichever first), how many receipts
// went, wait or failed, and «Enlazar a mano» for products the import could not link.
import { Alert, Button, Descriptions, Flex, List, Select, Typography } from 'antd';
import { useState } from 'react';
import type { LoyverseReceiptTrigger, LoyverseRunView, LoyverseStockPull } from '@shared/types/loyverse';
import { PAYMENT_METHOD_LABELS } from '@shared/labels';
import { formatDateTime } from '@shared/dates';
import { errorMessage } from '../../../app/baseQuery';
import { useCan } from '../../../app/access';
import {
  useGetLoyversePaymentTypesQuery,
  useGetLoyverseStatusQuery,
  useImportLoyverseMenuMutation,
  usePullLoyverseStockMutation,
  useSaveLoyversePaymentTypesMutation,
  useSaveLoyverseReceiptTriggerMutation,
} from './api';
import { LoyverseMappingSection } from './LoyverseMappingSection';

const RECEIPT_TRIGGER_OPTIONS: { value: LoyverseReceiptTrigger; label: string }[] = [
  { value: 'entregado', label: 'Al entregar el pedido' },
  { value: 'pagado', label: 'Al cobrar el pedido' },
  { value: 'primero', label: 'Al entregar o al cobrar, lo que pase primero' },
];

/** The order methods a receipt can carry (the online ones are not offered: docs/integrations.md). */
const RECEIPT_METHODS = ['efectivo', 'tarjeta', 'transferencia'] as const;

function RunResult({ run, testId }: { run: LoyverseRunView; testId: string }) {
  return (
    <Flex vertical gap={8} data-testid={testId}>
      <Typography.Text>
        {formatDateTime(run.at)} · {run.created} nuevos · {run.updated} actualizados
      </Typography.Text>
      {run.conflicts.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          message={`${run.conflicts.length} por resolver en Loyverse`}
          description={
            <List
              size="small"
              dataSource={run.conflicts}
              renderItem={(conflict) => (
                <List.Item data-testid="loyverse-conflict">
                  <Flex vertical>
                    <Typography.Text strong>{conflict.name}</Typography.Text>
                    <Typography.Text>{conflict.message}</Typography.Text>
                  </Flex>
                </List.Item>
              )}
            />
          }
        />
      ) : (
        <Alert type="success" showIcon message="Sin conflictos" />
      )}
    </Flex>
  );
}

export function LoyversePanel() {
  const mayList = useCan('LOYVERSE', 'list');
  const mayEdit = useCan('LOYVERSE', 'edit');
  const status = useGetLoyverseStatusQuery(undefined, { skip: !mayList });
  // Loyverse's payment types are read when the owner opens a list, not on every visit of the drawer.
  const [wantTypes, setWantTypes] = useState(false);
  const paymentTypes = useGetLoyversePaymentTypesQuery(undefined, {
    skip: !status.data?.connected || (!wantTypes && Object.keys(status.data.payment_types).length === 0),
  });
  const [importMenu, importState] = useImportLoyverseMenuMutation();
  const [pullStock, stockState] = usePullLoyverseStockMutation();
  const [savePaymentTypes] = useSaveLoyversePaymentTypesMutation();
  const [saveTrigger] = useSaveLoyverseReceiptTriggerMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [stock, setStock] = useState<LoyverseStockPull | null>(null);

  const run = async (action: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await action();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  if (!mayList) return null;
  if (status.isError) return <Alert type="error" showIcon message={errorMessage(status.error)} />;
  const data = status.data;
  if (!data) return null;
  return (
    <Flex vertical gap={12} data-testid="loyverse-panel">
      <Typography.Title level={5} style={{ margin: 0 }}>
        Sincronización con Loyverse
      </Typography.Title>
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label="Enlazados">
          <span data-testid="loyverse-linked">
            {data.linked.products} productos · {data.linked.variants} variantes · {data.linked.modifier_options} extras
          </span>
        </Descriptions.Item>
        <Descriptions.Item label="Recibos">
          <span data-testid="loyverse-receipts">
            {data.receipts.sent} enviados · {data.receipts.pending} en espera · {data.receipts.failed} con error
          </span>
        </Descriptions.Item>
      </Descriptions>
      {failure ? <Alert type="error" showIcon message={failure} data-testid="loyverse-error" /> : null}
      {mayEdit ? (
        <Flex gap={8} wrap>
          <Button type="primary" loading={importState.isLoading} onClick={() => run(() => importMenu().unwrap())}>
            Importar menú de Loyverse
          </Button>
          <Button loading={stockState.isLoading} onClick={() => run(async () => setStock(await pullStock().unwrap()))}>
            Traer agotados
          </Button>
        </Flex>
      ) : null}
      {importState.isLoading ? <Alert type="info" showIcon message="Leyendo categorías, artículos y modificadores de Loyverse…" /> : null}
      {data.last_import ? <RunResult run={data.last_import} testId="loyverse-last-import" /> : <Typography.Text type="secondary">Todavía no se importa el menú.</Typography.Text>}
      {stock ? (
        <Alert
          type="info"
          showIcon
          data-testid="loyverse-stock"
          message={stock.sold_out.length + stock.back_in_stock.length === 0 ? 'Sin cambios de existencias' : 'Existencias actualizadas'}
          description={[stock.sold_out.length ? `Agotados: ${stock.sold_out.join(', ')}` : '', stock.back_in_stock.length ? `De nuevo disponibles: ${stock.back_in_stock.join(', ')}` : ''].filter(Boolean).join(' · ') || undefined}
        />
      ) : null}
      <Flex gap={8} align="center" wrap>
        <Typography.Text strong style={{ minWidth: 110 }}>
          Enviar el recibo
        </Typography.Text>
        <Select
          aria-label="Cuándo se envía el recibo a Loyverse"
          data-testid="loyverse-receipt-trigger"
          style={{ minWidth: 200, flex: 1 }}
          disabled={!mayEdit}
          value={data.recibo_cuando}
          options={RECEIPT_TRIGGER_OPTIONS}
          onChange={(value: LoyverseReceiptTrigger) => run(() => saveTrigger(value).unwrap())}
        />
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: 13 }}>
        Cada pedido llega una sola vez a Loyverse, aunque se entregue y se cobre.
      </Typography.Text>
      <Typography.Text strong>Tipo de pago en los recibos</Typography.Text>
      {RECEIPT_METHODS.map((method) => (
        <Flex key={method} gap={8} align="center" wrap>
          <Typography.Text style={{ minWidth: 110 }}>{PAYMENT_METHOD_LABELS[method]}</Typography.Text>
          <Select
            aria-label={`Tipo de pago de Loyverse para ${PAYMENT_METHOD_LABELS[method]}`}
            style={{ minWidth: 200, flex: 1 }}
            allowClear
            disabled={!mayEdit}
            placeholder="Automático"
            loading={paymentTypes.isFetching}
            onFocus={() => setWantTypes(true)}
            onOpenChange={(open) => open && setWantTypes(true)}
            value={data.payment_types[method]}
            options={(paymentTypes.data ?? []).map((type) => ({ value: type.id, label: type.name }))}
            onChange={(value: string | undefined) => run(() => savePaymentTypes({ [method]: value ?? '' }).unwrap())}
          />
        </Flex>
      ))}
      {data.connected ? <LoyverseMappingSection canEdit={mayEdit} /> : null}
    </Flex>
  );
}
