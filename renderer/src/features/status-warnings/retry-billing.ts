// Status warning 6 (subscription payment problem): clicking it retries the charge with
// POST /v1/account/reintentar-cobro; when that cannot be done (no billing provider, nothing to retry, a
// failure) the merchant is taken to /mi-cuenta, where the billing portal is.
import { App } from 'antd';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../app/baseQuery';
import { useRetryBillingMutation } from '../account/api';

export const BILLING_RETRIED = 'Reintentamos el cobro de tu suscripción';

export function useRetryBillingFromStatusBar(): () => Promise<void> {
  const [retry] = useRetryBillingMutation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  return useCallback(async () => {
    try {
      await retry().unwrap();
      // The mutation refetches the account details, whose lastSuscriptionInvoice decides whether the warning stays.
      message.success(BILLING_RETRIED);
    } catch (error) {
      message.error(errorMessage(error, 'No se pudo reintentar el cobro'));
      navigate('/mi-cuenta');
    }
  }, [retry, navigate, message]);
}
