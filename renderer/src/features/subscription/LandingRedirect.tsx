// '/': the welcome page once for freemium and trial accounts, else the landing path of the plan (docs/architecture.md).
import { Empty } from 'antd';
import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { useAccount } from '../../app/access';
import { reachableLanding } from '../../app/landing';
import { PageHeader } from '../../components/PageHeader';
import { markWelcomeShown, pendingWelcomePath } from './welcome';

export default function LandingRedirect() {
  const account = useAccount();
  const welcome = account ? pendingWelcomePath(account) : null;
  useEffect(() => {
    if (account && welcome) markWelcomeShown(account);
  }, [account, welcome]);
  const target = welcome ?? (account ? reachableLanding(account) : null);
  if (target && target !== '/') return <Navigate to={target} replace />;
  return (
    <section data-testid="screen-no-modules" aria-label="Sin módulos">
      {account?.role === 'staff' ? (
        <>
          <PageHeader title="Tu panel" description="Tu usuario todavía no tiene acceso a ninguna sección." />
          <Empty description="Pide al propietario de la cuenta que te dé permisos en Alta de usuarios." />
        </>
      ) : (
        <>
          <PageHeader title="Tu panel" description="Tu plan no incluye módulos por ahora." />
          <Empty description="Contacta a soporte para revisar tu suscripción." />
        </>
      )}
    </section>
  );
}
