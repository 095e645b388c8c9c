// Error views of the router, loaded only when needed (they pull antd's Result).
import { Button, Result } from 'antd';
import { useRouteError } from 'react-router-dom';
import { loggedOut } from './session';
import { useAppDispatch } from './store';

export function RouteError() {
  const error = useRouteError();
  const chunkFailed = error instanceof TypeError && /import|fetch/i.test(error.message);
  return (
    <Result
      status="warning"
      title={chunkFailed ? 'No se pudo cargar la pantalla' : 'Ocurrió un error inesperado'}
      subTitle={chunkFailed ? 'Revisa tu conexión e inténtalo de nuevo.' : 'Recarga la página para continuar.'}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          Recargar
        </Button>
      }
    />
  );
}

export function SessionCheckFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const dispatch = useAppDispatch();
  return (
    <main style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Result
        status="warning"
        title="No pudimos validar tu sesión"
        subTitle={message}
        extra={[
          <Button key="retry" type="primary" onClick={onRetry}>
            Reintentar
          </Button>,
          <Button key="logout" onClick={() => dispatch(loggedOut())}>
            Cerrar sesión
          </Button>,
        ]}
      />
    </main>
  );
}
