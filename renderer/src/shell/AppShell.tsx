// The authenticated layout: sidebar (desktop ≥ 1024 px) or header + bottom bar + burger drawer (mobile),
// status warning bar, trial banner and the current screen.
import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Drawer, Layout, Menu, Typography } from 'antd';
import { Suspense, useCallback, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useGetCommerceQuery } from '../app/coreApi';
import { FeedbackProvider } from '../app/FeedbackRoot';
import { selectSession } from '../app/session';
import { useAppSelector } from '../app/store';
import { BottomBar } from './BottomBar';
import { LogoMark } from './Brand';
import { FullPageLoader, ScreenLoader } from './FullPageLoader';
import { useIsDesktop, useStoredFlag, SIDEBAR_COLLAPSED_KEY } from './layoutHooks';
import { NavMenu } from './NavMenu';
import { OpenClosedToggle } from './OpenClosedToggle';
import { BusyModeButton } from './busy-mode/BusyModeButton';
import { SidebarBrand } from './SidebarBrand';
import { StatusBar } from './StatusBar';
import { useShellRevealed } from './useShellRevealed';
import { useRouteFocus } from './useRouteFocus';
import { TrialBanner } from './TrialBanner';
import { NewsBadge } from '../features/support/NewsBadge';
import { UpdatesDrawer } from './UpdatesDrawer';
import { UserMenu, useUserMenuItems } from './UserMenu';
import { LiveOrders } from '../live/LiveOrders';
import { ConnectionNotice } from '../live/ConnectionNotice';
import { SoundUnlockNotice, useSoundUnlockNeeded } from '../live/SoundUnlockNotice';
import { PrinterFailureBanner } from '../features/settings/printing/PrinterFailureBanner';
import { DesktopIntegration } from '../features/settings/DesktopIntegration';
import { AutoPauseBanner } from '../features/status-warnings/AutoPauseBanner';
import { LocationSwitcher, useHasSeveralLocations, useLocationTokensSync } from './locations/LocationSwitcher';

const { Sider, Header, Content } = Layout;
/** The screen's region: the skip link's target, and where the focus goes when a route change loses it. */
const CONTENT_ID = 'contenido';

function MobileDrawer({ open, onClose, onUpdates }: { open: boolean; onClose: () => void; onUpdates: () => void }) {
  const { items, onClick } = useUserMenuItems(onUpdates);
  return (
    <Drawer open={open} onClose={onClose} placement="left" title="Navegación" size={300} data-testid="burger-drawer" styles={{ body: { padding: 0 } }}>
      <nav aria-label="Navegación principal">
        <NavMenu theme="light" onNavigate={onClose} />
      </nav>
      <Menu
        mode="inline"
        items={items}
        selectable={false}
        aria-label="Opciones de la cuenta"
        onClick={({ key }) => {
          onClose();
          onClick(key);
        }}
        style={{ borderInlineEnd: 'none', borderTop: '1px solid #eee' }}
      />
    </Drawer>
  );
}

export default function AppShell() {
  return (
    <FeedbackProvider>
      <ShellLayout />
    </FeedbackProvider>
  );
}

/**
 * The phone header's logo, or in its place (same 32 px) the sound notice while a tab keeps sound locked. With
 * the location switcher there is no logo: the switcher names the location and needs the room on a phone.
 */
function PhoneHeaderMark({ logo, withLogo }: { logo: string | null | undefined; withLogo: boolean }) {
  if (useSoundUnlockNeeded()) return <SoundUnlockNotice compact />;
  return withLogo ? <LogoMark size={32} src={logo} /> : null;
}

function ShellLayout() {
  const isDesktop = useIsDesktop();
  const [collapsed, setCollapsed] = useStoredFlag(SIDEBAR_COLLAPSED_KEY, false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [updatesOpen, setUpdatesOpen] = useState(false);
  const session = useAppSelector(selectSession);
  const { data: commerce } = useGetCommerceQuery();
  const commerceName = commerce?.nombre ?? session?.nombre_comercio ?? '';
  useLocationTokensSync();
  const severalLocations = useHasSeveralLocations();
  const openUpdates = () => setUpdatesOpen(true);
  const [statusSettled, setStatusSettled] = useState(false);
  const markStatusSettled = useCallback(() => setStatusSettled(true), []);
  const revealed = useShellRevealed(statusSettled);
  useRouteFocus(CONTENT_ID);

  return (
    <>
      {revealed ? null : (
        <div style={{ position: 'fixed', inset: 0, zIndex: 60 }}>
          <FullPageLoader />
        </div>
      )}
      <Layout
        style={{ minHeight: '100vh', visibility: revealed ? undefined : 'hidden' }}
        aria-busy={!revealed}
        data-testid="app-shell"
        data-layout={isDesktop ? 'desktop' : 'mobile'}
      >
        <a className="skip-link" href={`#${CONTENT_ID}`}>
          Ir al contenido
        </a>
        {isDesktop ? (
          <Sider
            width={264}
            collapsedWidth={80}
            collapsed={collapsed}
            trigger={null}
            data-testid="sidebar"
            style={{ position: 'sticky', top: 0, height: '100vh', overflow: 'auto' }}
          >
            <SidebarBrand collapsed={collapsed} />
            <nav aria-label="Navegación principal">
              <NavMenu collapsed={collapsed} />
            </nav>
          </Sider>
        ) : null}
        <Layout>
          <Header
            style={{
              display: 'flex',
              alignItems: 'center',
              gap: 12,
              paddingInline: isDesktop ? 16 : 12,
              borderBottom: '1px solid #eadfd3',
              position: 'sticky',
              top: 0,
              zIndex: 50,
            }}
          >
            {isDesktop ? (
              <Button
                type="text"
                aria-label={collapsed ? 'Expandir menú lateral' : 'Contraer menú lateral'}
                aria-expanded={!collapsed}
                data-testid="sidebar-toggle"
                icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
                onClick={() => setCollapsed(!collapsed)}
              />
            ) : null}
            {isDesktop ? (
              <LocationSwitcher />
            ) : (
              <>
                <Button type="text" aria-label="Abrir menú" data-testid="burger-button" icon={<MenuOutlined />} onClick={() => setDrawerOpen(true)} />
                <PhoneHeaderMark logo={commerce?.logotipo ?? session?.logotipo} withLogo={!severalLocations} />
                {severalLocations ? (
                  <span style={{ flex: 1, minWidth: 0, display: 'flex' }}>
                    <LocationSwitcher compact />
                  </span>
                ) : (
                  <Typography.Text strong ellipsis style={{ flex: 1, minWidth: 0 }}>
                    {commerceName}
                  </Typography.Text>
                )}
              </>
            )}
            {isDesktop ? (
              // The stretching gap holds the connection and sound notices, so their coming and going moves nothing else.
              <div style={{ flex: 1, minWidth: 0, display: 'flex', justifyContent: 'center', gap: 8 }}>
                <ConnectionNotice floating={false} />
                <SoundUnlockNotice compact={false} />
              </div>
            ) : null}
            <BusyModeButton compact={!isDesktop} />
            <OpenClosedToggle compact={!isDesktop} />
            <NewsBadge onOpen={openUpdates} />
            {isDesktop ? <UserMenu onUpdates={openUpdates} /> : null}
          </Header>
          {isDesktop ? null : <ConnectionNotice floating />}
          <StatusBar onSettled={markStatusSettled} />
          <AutoPauseBanner />
          <PrinterFailureBanner />
          <TrialBanner />
          <LiveOrders />
          <DesktopIntegration />
          <Content
            id={CONTENT_ID}
            tabIndex={-1}
            style={{ padding: isDesktop ? 24 : 16, paddingBottom: isDesktop ? 24 : 88, outline: 'none' }}
          >
            {/* antd's Content is the page's one <main> landmark. */}
            <Suspense fallback={<ScreenLoader />}>
              <Outlet />
            </Suspense>
          </Content>
          {isDesktop ? null : <BottomBar />}
        </Layout>
        {isDesktop ? null : <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} onUpdates={openUpdates} />}
        <UpdatesDrawer open={updatesOpen} onClose={() => setUpdatesOpen(false)} />
      </Layout>
    </>
  );
}
