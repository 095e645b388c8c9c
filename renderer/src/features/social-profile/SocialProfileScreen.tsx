// /perfil-social: the Facebook pixel id. Only the SEGUIMIENTO_REDES_SOCIALES module may change it (docs/domain.md (Validación));
// without it the field is read-only with a lock and the upsell link.
import { LockOutlined } from '@ant-design/icons';
import { App, Alert, Button, Card, Form, Skeleton, Typography } from 'antd';
import { useFormik } from 'formik';
import { Link } from 'react-router-dom';
import { MSG } from '@shared/messages';
import { upsellPath } from '@shared/modules';
import { facebookPixelSchema, formikValidate } from '@shared/validation';
import { useCan } from '../../app/access';
import { useGetCommerceQuery, useUpdateCommerceMutation } from '../../app/coreApi';
import { PageHeader } from '../../components/PageHeader';
import { TextField } from '../../components/FormikFields';
import { saveErrorText } from '../commerce-data/save-error';

export interface PixelFormProps {
  initialPixel: string | null;
  editable: boolean;
  saving?: boolean;
  onSubmit: (pixel: string | null) => Promise<void> | void;
}

export function PixelForm({ initialPixel, editable, saving, onSubmit }: PixelFormProps) {
  const formik = useFormik<{ facebook_pixel_id: string }>({
    initialValues: { facebook_pixel_id: initialPixel ?? '' },
    enableReinitialize: true,
    validate: formikValidate(facebookPixelSchema),
    onSubmit: async ({ facebook_pixel_id }) => onSubmit(facebook_pixel_id.trim() || null),
  });
  const unchanged = formik.values.facebook_pixel_id.trim() === (initialPixel ?? '');
  return (
    <form onSubmit={formik.handleSubmit} noValidate aria-label="Pixel de Facebook">
      <Form layout="vertical" component={false}>
        <TextField
          formik={formik}
          name="facebook_pixel_id"
          label="ID del Pixel de Facebook"
          inputMode="numeric"
          disabled={!editable}
          prefix={editable ? undefined : <LockOutlined aria-label="Bloqueado" />}
          extra="Lo encuentras en el Administrador de eventos de Meta. Déjalo vacío para quitarlo."
        />
        {editable ? (
          <Button type="primary" htmlType="submit" loading={saving} disabled={unchanged}>
            Guardar pixel
          </Button>
        ) : null}
      </Form>
    </form>
  );
}

export default function SocialProfileScreen() {
  const { message } = App.useApp();
  const { data: commerce } = useGetCommerceQuery();
  const [updateCommerce, { isLoading }] = useUpdateCommerceMutation();
  const editable = useCan('SEGUIMIENTO_REDES_SOCIALES', 'list');
  return (
    <section data-testid="screen-social-profile" aria-label="Perfil social">
      <PageHeader title="Perfil social" description="Mide las visitas y pedidos que llegan desde tus anuncios con el Pixel de Facebook." />
      {editable ? null : (
        <Alert
          type="warning"
          showIcon
          icon={<LockOutlined />}
          style={{ marginBottom: 16 }}
          title="Tu plan no incluye el seguimiento de redes sociales"
          description="Puedes ver el pixel guardado, pero para cambiarlo necesitas un plan con Seguimiento de redes sociales."
          action={
            <Link to={upsellPath('SEGUIMIENTO_REDES_SOCIALES')}>
              <Button size="small" type="primary">
                Ver planes
              </Button>
            </Link>
          }
          data-testid="pixel-locked"
        />
      )}
      <Card>
        {commerce ? (
          <PixelForm
            initialPixel={commerce.facebook_pixel_id}
            editable={editable}
            saving={isLoading}
            onSubmit={async (pixel) => {
              try {
                await updateCommerce({ ...commerce, facebook_pixel_id: pixel }).unwrap();
                message.success(MSG.pixelUpdated);
              } catch (error) {
                message.error(saveErrorText(error));
              }
            }}
          />
        ) : (
          <Skeleton active />
        )}
        <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
          Con el pixel, Meta registra cuando alguien ve tu menú y cuando hace un pedido.
        </Typography.Paragraph>
      </Card>
    </section>
  );
}
