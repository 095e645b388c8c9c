// "Hacer un pedido de prueba" (docs/availability.md): places an order through the public order endpoint, as a
// customer would, marked as a test with the owner's session (x-pedido-prueba). It prints with the normal
// triggers and shows on the board with a "Prueba" tag, but never counts as a sale.
import { ExperimentOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { OrderDetail } from '@shared/types/order';
import type { PublicMenu } from '@shared/types/public-menu';
import { api } from '../../app/api';
import { errorMessage } from '../../app/baseQuery';
import { selectSession } from '../../app/session';
import { useAppSelector } from '../../app/store';
import { testOrderBody, type TestOrderBody } from './test-order';

const testOrderApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMenuForTestOrder: build.query<PublicMenu, string>({ query: (idPath) => `/v1/public/comercio/${idPath}/menu`, keepUnusedDataFor: 0 }),
    // Public paths carry no session headers (baseQuery): the owner's token goes explicitly, with the test mark.
    placeTestOrder: build.mutation<OrderDetail, { idPath: string; token: string; body: TestOrderBody }>({
      query: ({ idPath, token, body }) => ({
        url: `/v1/public/comercio/${idPath}/pedido`,
        method: 'POST',
        body,
        headers: { 'x-pedido-prueba': '1', authorization: `Bearer ${token}` },
      }),
      invalidatesTags: ['Orders'],
    }),
  }),
  overrideExisting: false,
});

type Outcome = { ok: true; folio: string } | { ok: false; message: string } | null;

export function TestOrderButton({ idPath }: { idPath: string }) {
  const [loadMenu, menuState] = testOrderApi.useLazyGetMenuForTestOrderQuery();
  const [place, placing] = testOrderApi.usePlaceTestOrderMutation();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const session = useAppSelector(selectSession);

  const run = async () => {
    setOutcome(null);
    try {
      const menu = await loadMenu(idPath).unwrap();
      const built = testOrderBody(menu);
      if ('problem' in built) return setOutcome({ ok: false, message: built.problem });
      if (!session) return setOutcome({ ok: false, message: 'Inicia sesión de nuevo para hacer un pedido de prueba' });
      const placed = await place({ idPath, token: session.token, body: built.body }).unwrap();
      setOutcome({ ok: true, folio: placed.pedido.folio });
    } catch (error) {
      setOutcome({ ok: false, message: errorMessage(error, 'No pudimos hacer el pedido de prueba') });
    }
  };

  return (
    <Flex vertical gap={8} data-testid="test-order">
      <Flex align="center" gap={12} wrap>
        <Button icon={<ExperimentOutlined />} onClick={() => void run()} loading={menuState.isFetching || placing.isLoading} data-testid="test-order-button">
          Hacer un pedido de prueba
        </Button>
        <Typography.Text type="secondary">Llega al tablero e imprime como un pedido real, con la etiqueta «Prueba»; no cuenta como venta.</Typography.Text>
      </Flex>
      {outcome?.ok ? (
        <Alert
          type="success"
          showIcon
          data-testid="test-order-result"
          title={`Pedido de prueba ${outcome.folio} enviado`}
          description={
            <>
              Revisa que se haya impreso y que aparezca en <Link to="/control-pedidos">Control de pedidos</Link>.
            </>
          }
        />
      ) : null}
      {outcome && !outcome.ok ? <Alert type="warning" showIcon data-testid="test-order-result" title={outcome.message} /> : null}
    </Flex>
  );
}
