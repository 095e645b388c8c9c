// The live preview of a step's text (docs/whatsapp.md): the same builder the server sends with
// (shared/orders/whatsapp-notice.ts), filled with a sample order of this commerce.
import { Typography } from 'antd';
import { WHATSAPP_STEP_STATUS, whatsappNoticeText, type WhatsAppNoticeOrder, type WhatsAppStep } from '@shared/orders/whatsapp-notice';

const SAMPLE: Omit<WhatsAppNoticeOrder, 'estatus_pedido' | 'created_at'> = {
  id: '00000000-0000-4000-8000-000000000042',
  folio: 'PED-0042',
  metodo_entrega: 'takeAway',
  total: 245.5,
  nombre: 'Ana López',
  numero_celular: '5512345678',
  country_code: '52',
  tiempo_preparacion: 30,
  motivo_estatus: 'Se nos terminó el pastor',
};

export function previewText(step: WhatsAppStep, template: string, context: { commerceName: string; menuUrl?: string | null; timeZone?: string }, now = new Date()): string {
  return whatsappNoticeText({ ...SAMPLE, estatus_pedido: WHATSAPP_STEP_STATUS[step], created_at: now.toISOString() }, { ...context, templates: { [step]: template } });
}

export function WhatsAppPreview({ text, testId }: { text: string; testId: string }) {
  return (
    <div
      data-testid={testId}
      aria-label="Vista previa del mensaje"
      style={{ background: '#e7f8d9', borderRadius: 10, padding: '8px 12px', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: 14, maxWidth: 420 }}
    >
      <Typography.Text>{text}</Typography.Text>
    </div>
  );
}
