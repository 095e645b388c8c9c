// The empty menu offers both ways to start (docs/onboarding.md): import the printed menu (the fastest, so it comes
// first) or create a category by hand. Without the import module a free plan sees the plans page for it.
import { FilePdfOutlined, LockOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useAccount } from '../../app/access';

const BASE = '/menu/productos';
export const IMPORT_UPSELL_PATH = '/suscripcion/PDF_TO_MENU';

export function EmptyMenu({ canCreate, canImport }: { canCreate: boolean; canImport: boolean }) {
  const navigate = useNavigate();
  const account = useAccount();
  // A free plan reaches the import through its plans page; other plans without it simply don't see it.
  const upsell = !canImport && account?.planId === 'FREEMIUM';
  const showImport = canCreate && (canImport || upsell);
  return (
    <Card data-testid="menu-empty">
      <Empty
        description={
          <Flex vertical gap={4} align="center">
            <Typography.Text strong>Tu menú está vacío</Typography.Text>
            <Typography.Text type="secondary">
              {showImport ? 'Sube tu menú en PDF y revisa los productos antes de crearlos, o empieza con una categoría.' : 'Crea una categoría para empezar.'}
            </Typography.Text>
          </Flex>
        }
      >
        {canCreate ? (
          <Flex gap={8} wrap justify="center">
            {showImport ? (
              <Button
                type="primary"
                icon={upsell ? <LockOutlined /> : <FilePdfOutlined />}
                onClick={() => navigate(upsell ? IMPORT_UPSELL_PATH : `${BASE}/procesar-menu`)}
                data-testid="menu-empty-import"
              >
                Importar menú desde PDF
              </Button>
            ) : null}
            <Button type={showImport ? 'default' : 'primary'} icon={<PlusOutlined />} onClick={() => navigate(`${BASE}/nueva-categoria`)}>
              Nueva categoría
            </Button>
          </Flex>
        ) : null}
        {upsell ? (
          <Tag color="gold" style={{ marginTop: 12 }} data-testid="menu-empty-upsell">
            Incluido en los planes de pago
          </Tag>
        ) : null}
      </Empty>
    </Card>
  );
}
