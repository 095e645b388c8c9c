// Validate the commerce phone with a code by SMS, signed in (docs/onboarding.md): offered right after sign-up
// (onboarding) and in Mi cuenta. It never asks for a password and never ends the session.
import { CheckCircleFilled, MobileOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Input, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { VERIFICATION_CODE_LENGTH } from '@shared/validation/auth';
import { errorMessage } from '../../app/baseQuery';
import { useGetCommercePhoneQuery, useSendCommercePhoneCodeMutation, useValidateCommercePhoneMutation } from './api';

interface Props {
  /** Onboarding offers a way to leave it for later. */
  onSkip?: () => void;
  /** Called once the phone is validated (and when it already was). */
  onValidated?: () => void;
}

export function PhoneValidationCard({ onSkip, onValidated }: Props) {
  const phone = useGetCommercePhoneQuery();
  const [sendCode, sending] = useSendCommercePhoneCodeMutation();
  const [validate, validating] = useValidateCommercePhoneMutation();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const send = async () => {
    setError(null);
    try {
      setSentMessage((await sendCode().unwrap()).message);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };
  const submit = async () => {
    setError(null);
    if (!new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`).test(code.trim())) {
      setError(`Escribe el código de ${VERIFICATION_CODE_LENGTH} dígitos que te enviamos`);
      return;
    }
    try {
      await validate({ code: code.trim() }).unwrap();
      onValidated?.();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  const title = (
    <span>
      <MobileOutlined /> Valida tu número
    </span>
  );
  if (phone.isLoading) return <Card title={title}><Skeleton active paragraph={{ rows: 2 }} /></Card>;
  if (!phone.data) return <Card title={title}><Alert type="error" showIcon title={errorMessage(phone.error)} /></Card>;
  if (phone.data.verificado) {
    return (
      <Card title={<span><MobileOutlined /> Teléfono del comercio</span>} data-testid="phone-validation">
        <Typography.Text data-testid="phone-validated">
          <CheckCircleFilled style={{ color: '#52c41a' }} /> Número validado: +{phone.data.country_code} {phone.data.telefono}
        </Typography.Text>
        {onValidated ? (
          <Flex justify="end" style={{ marginTop: 16 }}>
            <Button type="primary" onClick={onValidated}>
              Continuar
            </Button>
          </Flex>
        ) : null}
      </Card>
    );
  }
  return (
    <Card title={title} data-testid="phone-validation">
      <Typography.Paragraph>
        Te enviaremos un código por SMS al <strong>+{phone.data.country_code} {phone.data.telefono}</strong>, el teléfono de tu comercio, para confirmar que
        es tuyo. Tu contraseña y tu sesión no cambian.
      </Typography.Paragraph>
      {error ? <Alert type="error" showIcon role="alert" title={error} style={{ marginBottom: 12 }} data-testid="phone-validation-error" /> : null}
      {sentMessage && !error ? <Alert type="success" showIcon title={sentMessage} style={{ marginBottom: 12 }} /> : null}
      <form
        aria-label="Validar número"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Flex gap={8} wrap align="end">
          <Button onClick={() => void send()} loading={sending.isLoading} data-testid="send-phone-code">
            {sentMessage ? 'Enviar otro código' : 'Enviar código'}
          </Button>
          {sentMessage ? (
            <>
              <label htmlFor="phone-code" style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
                Código
                <Input
                  id="phone-code"
                  value={code}
                  onChange={(event) => setCode(event.target.value)}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={VERIFICATION_CODE_LENGTH}
                  style={{ width: 140 }}
                  data-testid="phone-code"
                />
              </label>
              <Button type="primary" htmlType="submit" loading={validating.isLoading} data-testid="validate-phone">
                Validar
              </Button>
            </>
          ) : null}
          {onSkip ? (
            <Button type="link" onClick={onSkip} data-testid="skip-phone-validation">
              Hacerlo después
            </Button>
          ) : null}
        </Flex>
      </form>
    </Card>
  );
}
