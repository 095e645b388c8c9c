// The data router for the current authentication state: not ready (loader), unauthenticated, onboarding,
// or authenticated and onboarded with the account's plan gating. A new router is made when that state changes.
import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { createBrowserRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import type { AccountDetails } from '@shared/types/account';
import { FullPageLoader } from '../shell/FullPageLoader';
import { errorMessage } from './baseQuery';
import { toRouteObjects } from './buildRoutes';
import { inPanelTheme } from './inPanelTheme';
import { useGetAccountDetailsQuery } from './coreApi';
import { AUTHENTICATED_ROUTES, ONBOARDING_ROUTES, UNAUTHENTICATED_ROUTES } from './routes';
import { selectIsOnboarded, selectSession } from './session';
import { useAppSelector } from './store';

export type AuthMode = 'unauthenticated' | 'onboarding' | 'authenticated';

const RouteError = lazy(async () => ({ default: await inPanelTheme(async () => (await import('./RouteFallbacks')).RouteError) }));
const SessionCheckFailed = lazy(async () => ({ default: await inPanelTheme(async () => (await import('./RouteFallbacks')).SessionCheckFailed) }));

function RouteErrorBoundary() {
  return (
    <Suspense fallback={<FullPageLoader />}>
      <RouteError />
    </Suspense>
  );
}

export function buildRouteTree(mode: AuthMode, account: AccountDetails | null): RouteObject[] {
  const common = { errorElement: <RouteErrorBoundary />, hydrateFallbackElement: <FullPageLoader /> };
  // Before login each screen brings antd's provider itself (the login page needs none); signed in, the root does.
  if (mode === 'unauthenticated') return [{ path: '/', element: <Outlet />, ...common, children: toRouteObjects(UNAUTHENTICATED_ROUTES, null, undefined, true) }];
  if (mode === 'onboarding') {
    return [
      { path: '/', lazy: async () => ({ Component: await inPanelTheme(async () => (await import('./FeedbackRoot')).default) }), ...common, children: toRouteObjects(ONBOARDING_ROUTES, null) },
    ];
  }
  return [
    {
      path: '/',
      id: 'shell',
      lazy: async () => ({ Component: await inPanelTheme(async () => (await import('../shell/AppShell')).default) }),
      ...common,
      children: toRouteObjects(AUTHENTICATED_ROUTES, account),
    },
  ];
}

/** What changes the route tree: mode, plan, modules and permissions, registration date. */
function accessSignature(mode: AuthMode, account: AccountDetails | null): string {
  if (!account || mode !== 'authenticated') return mode;
  const modules = account.modulesAndPermissions.map((m) => `${m.id}:${[...m.permisos].sort().join('.')}`).sort();
  return JSON.stringify([mode, account.planId, account.fecha_registro_timestamp, account.zona_horaria, modules]);
}

function StateRouter({ mode, account }: { mode: AuthMode; account: AccountDetails | null }) {
  const signature = accessSignature(mode, account);
  // The route tree depends only on the signature; the account object itself changes on every refetch.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const router = useMemo(() => createBrowserRouter(buildRouteTree(mode, account)), [signature]);
  // Dispose the previous router when a new one replaces it (not in an effect cleanup: StrictMode runs
  // cleanups of live effects in development, which would dispose the router in use).
  const previous = useRef<typeof router | null>(null);
  useEffect(() => {
    if (previous.current && previous.current !== router) previous.current.dispose();
    previous.current = router;
  }, [router]);
  // RouterProvider keeps the state of the router it mounted with: remount it for a new router.
  return <RouterProvider key={signature} router={router} />;
}

export function AppRouter() {
  const session = useAppSelector(selectSession);
  const onboarded = useAppSelector(selectIsOnboarded);
  // Restoring a stored session validates it: account details answer 401 when the token is no longer valid.
  const accountQuery = useGetAccountDetailsQuery(undefined, { skip: !session });
  if (!session) return <StateRouter mode="unauthenticated" account={null} />;
  if (!accountQuery.data) {
    if (accountQuery.isError) {
      return (
        <Suspense fallback={<FullPageLoader />}>
          <SessionCheckFailed message={errorMessage(accountQuery.error)} onRetry={() => void accountQuery.refetch()} />
        </Suspense>
      );
    }
    return <FullPageLoader />;
  }
  return <StateRouter mode={onboarded ? 'authenticated' : 'onboarding'} account={accountQuery.data} />;
}
