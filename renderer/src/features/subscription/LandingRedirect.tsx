// '/': the welcome page once for freemium and trial accounts, else the landing path of the plan (docs/architecture.md).
import { Empty } from 'antd';
import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { landingPath } from '@shared/modules';
import { useAccount } from '../../app/access';
import { PageHeader } from '../../components/PageHeader';
import { markWelcomeShown, pendingWelcomePath } from './welcome';

export default function LandingRedirect() {
  const account = useAccount();
  const welcome = account ? pendingWelcomePath(account) : null;
  useEffect(() => {
    if (account && welcome) markWelcomeShown(account);
  }, [account, welcome]);
  const target = welcome ?? (account ? landingPath(account.modulesAndPermissions) : null);
  if (target && target !== '/') return <Navigate to={target} replace />;
  return (
    <section data-testid="screen-no-modules" aria-label="Sin módulos">
      <PageHeader title="Tu panel" description="Tu plan no incluye módulos por ahora." />
      <Empty description="Contacta a soporte para revisar tu suscripción." />
    </section>
  );
}
