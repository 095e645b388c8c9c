// What a route the account may not open shows (docs/security.md): a clear "no permission" screen, never a
// silent redirect nor a logout. "Ir al inicio" goes to the landing, which only picks screens the account can open.
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';

export const NO_PERMISSION_TITLE = 'No tienes permiso para ver esta sección';

export default function NoPermission() {
  const navigate = useNavigate();
  return (
    <section data-testid="screen-no-permission" aria-labelledby="no-permission-title" style={{ padding: '48px 16px' }}>
      <Result
        status="403"
        title={<h1 id="no-permission-title" style={{ fontSize: 24, margin: 0 }}>{NO_PERMISSION_TITLE}</h1>}
        subTitle="Tu usuario no tiene acceso a esta sección. Si lo necesitas, pide al propietario de la cuenta que te dé el permiso en Alta de usuarios."
        extra={
          <Button type="primary" onClick={() => navigate('/', { replace: true })}>
            Ir al inicio
          </Button>
        }
      />
    </section>
  );
}
