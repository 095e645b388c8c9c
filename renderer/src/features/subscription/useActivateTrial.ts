// Trial activation (docs/domain.md (Permisos) and docs/architecture.md): once per account (trialUsed), only from freemium; reloads at '/' on success.
import { App } from 'antd';
import { useCallback } from 'react';
import { MSG } from '@shared/messages';
import { useAccount } from '../../app/access';
import { useActivateTrialMutation } from '../../app/coreApi';

export function useTrialActivation(reload: (path: string) => void = (path) => window.location.assign(path)) {
  const account = useAccount();
  const [activate, { isLoading }] = useActivateTrialMutation();
  const { message } = App.useApp();
  const canActivate = !!account && account.planId === 'FREEMIUM' && !account.trialUsed;
  const run = useCallback(async () => {
    try {
      await activate().unwrap();
      reload('/');
    } catch {
      message.error(MSG.activateTrialError);
    }
  }, [activate, message, reload]);
  return { canActivate, activate: run, isLoading };
}
