// /datos-del-comercio: logo and cover, the commerce's data, and links to its children (cambiar-contrasena,
// categorias, ubicacion), which open as drawers over this screen.
import { EnvironmentOutlined, LockOutlined, TagsOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Flex, Result, Skeleton, Tag } from 'antd';
import { Link, Outlet } from 'react-router-dom';
import { MSG } from '@shared/messages';
import { isCommerceLocationComplete } from '@shared/setup-progress';
import { saveErrorText } from './save-error';
import { useGetCommerceQuery, useGetTimeZonesQuery, useUpdateCommerceMutation } from '../../app/coreApi';
import { PageHeader } from '../../components/PageHeader';
import { CommerceDataForm, commerceDataValues } from './CommerceDataForm';
import { CommerceImages } from './CommerceImages';

export default function CommerceDataScreen() {
  const { message } = App.useApp();
  const query = useGetCommerceQuery();
  const [updateCommerce, { isLoading: saving }] = useUpdateCommerceMutation();
  const timeZones = useGetTimeZonesQuery().data;
  const commerce = query.data;

  let body: React.ReactNode;
  if (commerce) {
    const located = isCommerceLocationComplete(commerce.address);
    body = (
      <>
        <Flex gap={8} wrap style={{ marginBottom: 16 }}>
          <Link to="ubicacion">
            <Button icon={<EnvironmentOutlined />}>
              Ubicación{' '}
              <Tag color={located ? 'green' : 'orange'} style={{ marginInlineEnd: 0 }}>
                {located ? 'Completa' : 'Incompleta'}
              </Tag>
            </Button>
          </Link>
          <Link to="categorias">
            <Button icon={<TagsOutlined />}>Categorías ({commerce.tags.length})</Button>
          </Link>
          <Link to="cambiar-contrasena">
            <Button icon={<LockOutlined />}>Cambiar contraseña</Button>
          </Link>
        </Flex>
        {located ? null : (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            title="Tu ubicación está incompleta"
            description="La ubicación está completa solo con dirección completa, latitud, longitud, estado, ciudad, calle y código postal."
            action={
              <Link to="ubicacion">
                <Button size="small">Completar</Button>
              </Link>
            }
          />
        )}
        <CommerceImages commerce={commerce} />
        <Card>
          <CommerceDataForm
            initialValues={commerceDataValues(commerce)}
            saving={saving}
            timeZones={timeZones}
            onSubmit={async (values) => {
              try {
                await updateCommerce({ ...commerce, ...values }).unwrap();
                message.success(MSG.infoUpdated);
              } catch (error) {
                message.error(saveErrorText(error));
              }
            }}
          />
        </Card>
      </>
    );
  } else if (query.isError) {
    body = (
      <Result
        status="warning"
        title={MSG.commerceInfoError}
        extra={
          <Button type="primary" onClick={() => void query.refetch()}>
            Reintentar
          </Button>
        }
      />
    );
  } else {
    body = <Skeleton active />;
  }

  return (
    <section data-testid="screen-commerce-data" aria-label="Datos del comercio">
      <PageHeader title="Datos del comercio" description="Nombre, logotipo, WhatsApp, dirección y prefijo de folio de tu comercio." />
      {body}
      <Outlet />
    </section>
  );
}
