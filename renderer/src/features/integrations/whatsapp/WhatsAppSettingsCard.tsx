// Integraciones → «Mensajes automáticos por WhatsApp» (docs/whatsapp.md): the steps at which the customer is
// told, each step's text with its placeholders and a live preview, the owner's alerts, the address Green-API
// sends replies to (for «BAJA»), and the latest messages. Needs NOTIFICACIONES_CLIENTE_WHATSAPP; the gateway
// itself (instance and token) is saved on the WhatsApp Business card.
import { Alert, Button, Card, Checkbox, Flex, Input, InputNumber, Skeleton, Switch, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { ValidationError } from 'yup';
import { WHATSAPP_PLACEHOLDERS, WHATSAPP_PLACEHOLDER_LABELS, WHATSAPP_STEP_LABELS, WHATSAPP_STEP_STATUS, WHATSAPP_STEPS, defaultWhatsAppTemplate, type WhatsAppStep } from '@shared/orders/whatsapp-notice';
import type { WhatsAppSettingsInput } from '@shared/types/whatsapp';
import { WHATSAPP_PRINTER_DOWN_MINUTES, WHATSAPP_TEXT_MAX, WHATSAPP_UNACCEPTED_MINUTES, whatsappSettingsSchema } from '@shared/validation/whatsapp';
import { useAccount, useCan } from '../../../app/access';
import { useGetCommerceQuery } from '../../../app/coreApi';
import { useToastAction } from '../../../app/feedback';
import { useGetWhatsAppSettingsQuery, useSaveWhatsAppSettingsMutation } from './api';
import { WhatsAppLog } from './WhatsAppLog';
import { WhatsAppPreview, previewText } from './WhatsAppPreview';

type Errors = Partial<Record<string, string>>;

function problemsOf(values: WhatsAppSettingsInput): Errors {
  try {
    whatsappSettingsSchema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) return {};
    return Object.fromEntries(error.inner.map((inner) => [inner.path ?? '', inner.message]));
  }
}

function StepText({ step, value, error, onChange, preview }: { step: WhatsAppStep; value: string; error?: string; onChange: (text: string) => void; preview: string }) {
  const id = `whatsapp-text-${step}`;
  return (
    <Flex vertical gap={6} data-testid={`whatsapp-step-${step}`}>
      <Typography.Text strong>
        <label htmlFor={id}>Texto de «{WHATSAPP_STEP_LABELS[step]}»</label>
      </Typography.Text>
      <Input.TextArea
        id={id}
        value={value}
        placeholder={defaultWhatsAppTemplate(WHATSAPP_STEP_STATUS[step])}
        autoSize={{ minRows: 2, maxRows: 8 }}
        maxLength={WHATSAPP_TEXT_MAX}
        status={error ? 'error' : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <Typography.Text type="danger" id={`${id}-error`}>
          {error}
        </Typography.Text>
      ) : value.trim() === '' ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          Vacío: se usa el texto de ejemplo.
        </Typography.Text>
      ) : null}
      <WhatsAppPreview text={preview} testId={`whatsapp-preview-${step}`} />
    </Flex>
  );
}

export function WhatsAppSettingsCard() {
  const account = useAccount();
  const canEdit = useCan('NOTIFICACIONES_CLIENTE_WHATSAPP', 'edit');
  const canList = useCan('NOTIFICACIONES_CLIENTE_WHATSAPP', 'list');
  const { data: commerce } = useGetCommerceQuery();
  const { data, isLoading, isError } = useGetWhatsAppSettingsQuery(undefined, { skip: !canList });
  const [save, { isLoading: saving }] = useSaveWhatsAppSettingsMutation();
  const run = useToastAction();
  const [values, setValues] = useState<WhatsAppSettingsInput | null>(null);
  useEffect(() => {
    if (data) setValues({ pasos: data.pasos, plantillas: data.plantillas, alertas_dueno: data.alertas_dueno, telefono_alertas: data.telefono_alertas, minutos_sin_aceptar: data.minutos_sin_aceptar, minutos_impresora: data.minutos_impresora });
  }, [data]);
  const errors = useMemo(() => (values ? problemsOf(values) : {}), [values]);
  if (!canList) return null;
  const context = { commerceName: commerce?.nombre ?? 'Tu restaurante', menuUrl: account?.menuUrl, timeZone: commerce?.zona_horaria };
  const update = (patch: Partial<WhatsAppSettingsInput>) => setValues((current) => (current ? { ...current, ...patch } : current));

  return (
    <Card data-testid="whatsapp-settings" title="Mensajes automáticos por WhatsApp" style={{ marginBottom: 16 }}>
      {isLoading || !values ? <Skeleton active /> : null}
      {isError ? <Alert type="error" showIcon message="No se pudieron cargar los ajustes de WhatsApp" /> : null}
      {values && data ? (
        <Flex vertical gap={16}>
          {!data.gateway_configurado ? (
            <Alert
              type="info"
              showIcon
              data-testid="whatsapp-no-gateway"
              message="Guarda tu instancia de Green-API en «WhatsApp Business» (abajo) para que los mensajes salgan solos. Mientras tanto, cada pedido ofrece «Avisar por WhatsApp» con este mismo texto."
            />
          ) : null}
          <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
            <legend style={{ fontWeight: 600, fontSize: 14, marginBottom: 8 }}>¿Cuándo le escribimos al cliente?</legend>
            <Checkbox.Group
              value={values.pasos}
              disabled={!canEdit}
              onChange={(checked) => update({ pasos: WHATSAPP_STEPS.filter((step) => checked.includes(step)) })}
              options={WHATSAPP_STEPS.map((step) => ({ value: step, label: WHATSAPP_STEP_LABELS[step] }))}
              style={{ display: 'flex', flexDirection: 'column', gap: 6 }}
            />
          </fieldset>
          <Typography.Text type="secondary" style={{ fontSize: 13 }} data-testid="whatsapp-placeholders">
            Puedes usar: {WHATSAPP_PLACEHOLDERS.map((name) => `{${name}} (${WHATSAPP_PLACEHOLDER_LABELS[name]})`).join(', ')}. Una línea con un dato que no se conoce (sin hora, sin motivo) no se envía.
          </Typography.Text>
          {values.pasos.map((step) => (
            <StepText
              key={step}
              step={step}
              value={values.plantillas[step] ?? ''}
              error={errors[`plantillas.${step}`]}
              onChange={(text) => update({ plantillas: { ...values.plantillas, [step]: text } })}
              preview={previewText(step, values.plantillas[step] ?? '', context)}
            />
          ))}
          <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
            <legend style={{ fontWeight: 600, fontSize: 14, marginBottom: 8 }}>Alertas para ti</legend>
            <Flex vertical gap={8}>
              <Flex gap={8} align="center">
                <Switch id="whatsapp-owner-alerts" checked={values.alertas_dueno} disabled={!canEdit} onChange={(checked) => update({ alertas_dueno: checked })} />
                <label htmlFor="whatsapp-owner-alerts">Avísame de un pedido sin aceptar, si la tienda se pausa sola, si falla el respaldo o si una impresora deja de responder</label>
              </Flex>
              {values.alertas_dueno ? (
                <Flex gap={12} wrap>
                  <Flex vertical gap={4}>
                    <label htmlFor="whatsapp-owner-phone">Tu WhatsApp (10 dígitos)</label>
                    <Input
                      id="whatsapp-owner-phone"
                      inputMode="numeric"
                      value={values.telefono_alertas}
                      maxLength={10}
                      disabled={!canEdit}
                      status={errors.telefono_alertas ? 'error' : undefined}
                      onChange={(event) => update({ telefono_alertas: event.target.value.replace(/\D/g, '') })}
                      style={{ width: 180 }}
                    />
                    {errors.telefono_alertas ? <Typography.Text type="danger">{errors.telefono_alertas}</Typography.Text> : null}
                  </Flex>
                  <Flex vertical gap={4}>
                    <label htmlFor="whatsapp-owner-minutes">Minutos sin aceptar</label>
                    <InputNumber
                      id="whatsapp-owner-minutes"
                      min={WHATSAPP_UNACCEPTED_MINUTES.min}
                      max={WHATSAPP_UNACCEPTED_MINUTES.max}
                      value={values.minutos_sin_aceptar}
                      disabled={!canEdit}
                      suffix="min"
                      style={{ width: 120 }}
                      onChange={(value) => update({ minutos_sin_aceptar: value ?? WHATSAPP_UNACCEPTED_MINUTES.default })}
                    />
                  </Flex>
                  <Flex vertical gap={4}>
                    <label htmlFor="whatsapp-printer-minutes">Minutos con una impresora sin responder</label>
                    <InputNumber
                      id="whatsapp-printer-minutes"
                      min={WHATSAPP_PRINTER_DOWN_MINUTES.min}
                      max={WHATSAPP_PRINTER_DOWN_MINUTES.max}
                      value={values.minutos_impresora}
                      disabled={!canEdit}
                      suffix="min"
                      style={{ width: 120 }}
                      aria-describedby="whatsapp-printer-minutes-hint"
                      onChange={(value) => update({ minutos_impresora: value ?? WHATSAPP_PRINTER_DOWN_MINUTES.default })}
                    />
                    <Typography.Text type="secondary" id="whatsapp-printer-minutes-hint" style={{ fontSize: 12, maxWidth: 260 }}>
                      Te avisamos cuando una impresora lleva este tiempo sin contestar (de {WHATSAPP_PRINTER_DOWN_MINUTES.min} a {WHATSAPP_PRINTER_DOWN_MINUTES.max}).
                    </Typography.Text>
                  </Flex>
                </Flex>
              ) : null}
              <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                Sin Green-API, las alertas llegan a tu correo.
              </Typography.Text>
            </Flex>
          </fieldset>
          {canEdit ? (
            <Button
              type="primary"
              data-testid="whatsapp-save"
              loading={saving}
              disabled={Object.keys(errors).length > 0}
              onClick={() => void run(() => save(values).unwrap(), 'Ajustes de WhatsApp guardados')}
              style={{ alignSelf: 'flex-start' }}
            >
              Guardar
            </Button>
          ) : null}
          {data.entrante_url ? (
            <Typography.Paragraph type="secondary" style={{ fontSize: 13, margin: 0 }} data-testid="whatsapp-incoming">
              Para que un cliente pueda responder «BAJA» y dejar de recibir mensajes, en la consola de Green-API pon como webhookUrl{' '}
              <Typography.Text code copyable>
                {data.entrante_url}
              </Typography.Text>{' '}
              y como webhookUrlToken{' '}
              <Typography.Text code copyable={{ text: data.entrante_token }}>
                ••••{data.entrante_token.slice(-4)}
              </Typography.Text>
              . En la página de seguimiento del pedido el cliente también puede darse de baja.
            </Typography.Paragraph>
          ) : null}
          {data.gateway_configurado ? <WhatsAppLog timeZone={commerce?.zona_horaria} /> : null}
        </Flex>
      ) : null}
    </Card>
  );
}
