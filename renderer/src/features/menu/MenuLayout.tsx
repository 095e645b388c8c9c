// Menú: tabs for productos, extras and secciones; the chosen tab renders below through <Outlet />. Above
// them, the shared menu notice of a location with other locations in its account (docs/master-menu.md).
import { Tabs } from 'antd';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { MasterMenuNotice } from './components/MasterMenu';

const TABS = [
  { key: 'productos', label: 'Productos' },
  { key: 'extras', label: 'Extras' },
  { key: 'secciones', label: 'Secciones' },
];

export default function MenuLayout() {
  const location = useLocation();
  const navigate = useNavigate();
  const active = location.pathname.split('/')[2] ?? 'productos';
  return (
    <section data-testid="screen-menu" aria-label="Menú">
      <PageHeader title="Menú" description="Todo lo que tus clientes ven y piden en tu menú en línea." />
      <MasterMenuNotice />
      <Tabs activeKey={active} items={TABS} onChange={(key) => navigate(`/menu/${key}`)} />
      <Outlet />
    </section>
  );
}
