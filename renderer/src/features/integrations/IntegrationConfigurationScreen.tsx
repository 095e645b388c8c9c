// /integraciones/{providerType}/{providerCode}/configuration: the provider's required fields (docs/domain.md (Validación)).
// Secret fields start empty and show the masked stored value as a hint; leaving them empty keeps it.
import { Alert, Button, Drawer, Flex, Form, Input, Skeleton, Typography } from 'antd';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { MSG } from '@shared/messages';
import { integrationSchemaFor } from '@shared/validation/integrations';
import { errorMessage } from '../../app/baseQuery';
import { useToast } from '../../app/feedback';
import { LeaveGuard } from '../../components/useLeaveGuard';
import { useSaveIntegrationMutation, type IntegrationView } from './api';
import { useProviderRoute } from './useProvider';

/** A stored secret may stay empty in the form; everything else follows the shared schema. */
function formSchema(integration: IntegrationView) {
  const base = integrationSchemaFor(integration.provider_code);
  const optional = integration.fields.filter((field) => field.secret && field.configured).map((field) => field.name);
  return optional.length === 0 ? base : base.shape(Object.fromEntries(optional.map((name) => [name, yup.string()])));
}

function ConfigurationForm({ integration, onDone }: { integration: IntegrationView; onDone: () => void }) {
  const toast = useToast();
  const [save, saveState] = useSaveIntegrationMutation();
  const formik = useFormik<Record<string, string>>({
    initialValues: Object.fromEntries(integration.fields.map((field) => [field.name, field.secret ? '' : (integration.configuration[field.name] ?? '')])),
    validationSchema: formSchema(integration),
    onSubmit: async (configuration) => {
      try {
        await save({ providerType: integration.provider_type, providerCode: integration.provider_code, configuration }).unwrap();
        toast.success(MSG.infoUpdated);
        onDone();
      } catch (error) {
        toast.error(errorMessage(error, MSG.updateInfoError));
      }
    },
  });
  return (
    <Form layout="vertical" onFinish={() => formik.handleSubmit()} data-testid="integration-form">
      <LeaveGuard dirty={formik.dirty && !formik.isSubmitting} />
      {integration.fields.map((field) => {
        const error = formik.touched[field.name] ? formik.errors[field.name] : undefined;
        const stored = integration.configuration[field.name];
        const InputKind = field.secret ? Input.Password : Input;
        return (
          <Form.Item
            key={field.name}
            label={field.label}
            required={!(field.secret && field.configured)}
            validateStatus={error ? 'error' : undefined}
            help={error ?? (field.secret && stored ? `Guardado: ${stored}. Déjalo vacío para conservarlo.` : undefined)}
          >
            <InputKind name={field.name} value={formik.values[field.name]} onChange={formik.handleChange} onBlur={formik.handleBlur} autoComplete="off" aria-label={field.label} />
          </Form.Item>
        );
      })}
      <Flex justify="flex-end" gap={8}>
        <Button onClick={onDone}>Cancelar</Button>
        <Button type="primary" htmlType="submit" loading={saveState.isLoading}>
          Guardar
        </Button>
      </Flex>
    </Form>
  );
}

export default function IntegrationConfigurationScreen() {
  const { data, isLoading, isError, close } = useProviderRoute();
  return (
    <Drawer open title={data ? `Configurar ${data.name}` : 'Configurar integración'} onClose={close} size="default" data-testid="integration-configuration" destroyOnHidden>
      <div data-testid="screen-integration-configuration">
        {isError ? <Alert type="error" showIcon message={MSG.integrationsError} /> : null}
        {isLoading ? <Skeleton active /> : null}
        {data && data.built_in ? <Typography.Paragraph>Este proveedor viene incluido y no necesita configuración.</Typography.Paragraph> : null}
        {data && !data.built_in ? <ConfigurationForm key={data.updated_at ?? 'nuevo'} integration={data} onDone={close} /> : null}
      </div>
    </Drawer>
  );
}
