// /onboarding: the wizard a new commerce goes through before the panel (docs/onboarding.md). It starts by offering
// the phone validation, saves each step from the address on with PUT /v1/comercio, resumes on the step it was
// left at after a reload (progress.ts), and the last step sets onboarding_finish_date and opens the setup checklist.
import { LogoutOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Result, Skeleton, Steps, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MSG } from '@shared/messages';
import type { Commerce } from '@shared/types/commerce';
import { errorMessage } from '../../app/baseQuery';
import { useGetCommerceQuery, useUpdateCommerceMutation } from '../../app/coreApi';
import { onboardingFinished, selectSession } from '../../app/session';
import { useAppDispatch, useAppSelector } from '../../app/store';
import { LogoMark, PRODUCT_NAME } from '../../shell/Brand';
import { useIsDesktop } from '../../shell/layoutHooks';
import { useLogout } from '../../shell/useLogout';
import { AddressStep } from './steps/AddressStep';
import { CommerceStep } from './steps/CommerceStep';
import { clearProgress, readProgress, writeProgress } from './progress';
import { DeliveryPricingStep } from './steps/DeliveryPricingStep';
import { DeliveryStep } from './steps/DeliveryStep';
import { PhoneStep } from './steps/PhoneStep';
import { ScheduleStep } from './steps/ScheduleStep';
import type { StepProps } from './steps/stepProps';

const STEPS: { title: string; description: string; Component: (props: StepProps) => React.JSX.Element }[] = [
  { title: 'Tu número', description: 'Valida el teléfono de tu comercio.', Component: PhoneStep },
  { title: 'Tu comercio', description: 'Nombre, WhatsApp y folio de tus pedidos.', Component: CommerceStep },
  { title: 'Dirección', description: 'Dónde está tu comercio.', Component: AddressStep },
  { title: 'Entregas y pagos', description: 'Cómo entregas y cómo te pagan.', Component: DeliveryStep },
  { title: 'Costo de envío', description: 'Cómo cobras el envío a domicilio.', Component: DeliveryPricingStep },
  { title: 'Horario', description: 'Cuándo recibes pedidos.', Component: ScheduleStep },
];

const ADDRESS_STEP = 2;
/** Where the owner lands when the wizard ends: the checklist of what is still missing. */
const SETUP_PATH = '/configuracion-inicial';

export default function OnboardingWizard() {
  const isDesktop = useIsDesktop();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const userId = useAppSelector(selectSession)?.id_usuario ?? '';
  const logout = useLogout();
  const commerceQuery = useGetCommerceQuery();
  const [updateCommerce, { isLoading: saving }] = useUpdateCommerceMutation();
  const [resumed] = useState(() => readProgress(userId, STEPS.length));
  const [step, setStep] = useState(resumed.step);
  const [error, setError] = useState<string | null>(null);

  // Changes of the steps not saved yet. The server validates the whole commerce on every save and a new
  // commerce has no address, so nothing is saved before the address step; from there every step saves.
  const [draft, setDraft] = useState<Partial<Commerce>>(resumed.draft);
  const finished = useRef(false);
  useEffect(() => {
    if (!finished.current) writeProgress(userId, { step, draft });
  }, [userId, step, draft]);

  const save = async (base: Commerce, changes: Partial<Commerce>) => {
    setError(null);
    const merged = { ...draft, ...changes };
    const last = step === STEPS.length - 1;
    if (step < ADDRESS_STEP) {
      setDraft(merged);
      setStep(step + 1);
      return;
    }
    try {
      // docs/architecture.md: edited fields are sent along with the rest of the commerce.
      const saved = await updateCommerce({ ...base, ...merged, ...(last ? { onboarding_finish_date: new Date().toISOString() } : {}) }).unwrap();
      setDraft({});
      if (last) {
        finished.current = true;
        clearProgress(userId);
        dispatch(onboardingFinished(saved.onboarding_finish_date ?? new Date().toISOString()));
        void navigate(SETUP_PATH, { replace: true });
      } else setStep(step + 1);
    } catch (failure) {
      setError(errorMessage(failure, MSG.updateInfoError));
    }
  };

  const current = STEPS[step];
  let body: React.ReactNode;
  if (commerceQuery.data) {
    const base = { ...commerceQuery.data, ...draft };
    body = <current.Component key={step} commerce={base} saving={saving} onBack={step > 0 ? () => setStep(step - 1) : undefined} onSubmit={(changes) => save(base, changes)} />;
  } else if (commerceQuery.isError) {
    body = (
      <Result
        status="warning"
        title={MSG.commerceInfoError}
        extra={
          <Button type="primary" onClick={() => void commerceQuery.refetch()}>
            Reintentar
          </Button>
        }
      />
    );
  } else {
    body = <Skeleton active />;
  }

  return (
    <div style={{ minHeight: '100vh', background: '#faf7f2' }}>
      <header style={{ display: 'flex', alignItems: 'center', gap: 12, padding: isDesktop ? '16px 32px' : '12px 16px', background: '#fff', borderBottom: '1px solid #eadfd3' }}>
        <LogoMark size={36} />
        <strong style={{ flex: 1, fontSize: 17 }}>{PRODUCT_NAME}</strong>
        <Button icon={<LogoutOutlined />} onClick={() => void logout()}>
          Cerrar sesión
        </Button>
      </header>
      <main style={{ maxWidth: 920, margin: '0 auto', padding: isDesktop ? '32px 24px' : '16px 12px' }} data-testid="screen-onboarding">
        <Typography.Title level={1} style={{ fontSize: isDesktop ? 30 : 24 }}>
          Configura tu comercio
        </Typography.Title>
        <Typography.Paragraph type="secondary">Seis pasos cortos; al terminar verás lo que falta para recibir pedidos.</Typography.Paragraph>
        <Steps
          current={step}
          size="small"
          direction={isDesktop ? 'horizontal' : 'vertical'}
          items={STEPS.map((s, index) => ({ title: s.title, description: isDesktop || index === step ? s.description : undefined }))}
          style={{ marginBottom: 24 }}
        />
        <Card title={`Paso ${step + 1} de ${STEPS.length}: ${current.title}`}>
          {error ? <Alert type="error" showIcon role="alert" title={error} style={{ marginBottom: 16 }} data-testid="onboarding-error" /> : null}
          {body}
        </Card>
      </main>
    </div>
  );
}
