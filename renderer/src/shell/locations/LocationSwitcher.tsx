// The header's location switcher (docs/locations.md): shown when the login holds more than one location. It
// names the current location and lists the others with an open/closed dot and their pending orders; choosing
// one switches without logging out (useSwitchLocation). While on one location, a new order at another one
// rings and says where it came from (OtherLocationsWatch).
import { DownOutlined, ShopOutlined } from '@ant-design/icons';
import { App, Badge, Button, Dropdown, Typography } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { LocationSummary } from '@shared/locations';
import { formatCount } from '@shared/count';
import { useAccount } from '../../app/access';
import { locationTokensUpdated, selectLocationTokens, selectSession } from '../../app/session';
import { useAppDispatch, useAppSelector } from '../../app/store';
import { LOCATIONS_POLL_MS, useGetLocationsQuery } from './api';
import { OtherLocationsWatch } from './OtherLocationsWatch';
import { useSwitchLocation } from './useSwitchLocation';

const OPEN_DOT = '#2e7d32';
const CLOSED_DOT = '#9e9e9e';

function StateDot({ open }: { open: boolean }) {
  return <span aria-hidden style={{ display: 'inline-block', width: 10, height: 10, borderRadius: '50%', background: open ? OPEN_DOT : CLOSED_DOT, flex: 'none' }} />;
}

function pendingText(count: number): string {
  return count === 1 ? '1 pedido pendiente' : `${formatCount(count)} pedidos pendientes`;
}

function LocationLabel({ location }: { location: LocationSummary }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8, minWidth: 220 }} data-testid={`location-option-${location.id_path}`}>
      <StateDot open={location.abierto} />
      <span style={{ flex: 1 }}>
        {location.nombre}
        <span className="visually-hidden">{location.abierto ? ', abierta' : ', cerrada'}</span>
        {location.actual ? <Typography.Text type="secondary"> (actual)</Typography.Text> : null}
      </span>
      {location.pendientes > 0 ? <Badge count={location.pendientes} overflowCount={99} title={pendingText(location.pendientes)} aria-label={pendingText(location.pendientes)} /> : null}
    </span>
  );
}

/** Keeps the stored login's location tokens as the account details answer them (a location added meanwhile). */
export function useLocationTokensSync(): void {
  const dispatch = useAppDispatch();
  const tokens = useAccount()?.accountCommerceTokens;
  useEffect(() => {
    if (tokens && tokens.length > 0) dispatch(locationTokensUpdated(tokens));
  }, [dispatch, tokens]);
}

export function LocationSwitcher({ compact = false }: { compact?: boolean }) {
  const tokens = useAppSelector(selectLocationTokens);
  const session = useAppSelector(selectSession);
  const several = tokens.length > 1;
  const { data: locations } = useGetLocationsQuery(undefined, { skip: !several, pollingInterval: LOCATIONS_POLL_MS, skipPollingIfUnfocused: false });
  const switchTo = useSwitchLocation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  if (!several) return null;
  const current = locations?.find((location) => location.actual);
  const name = current?.nombre ?? session?.nombre_comercio ?? '';
  const othersPending = (locations ?? []).filter((location) => !location.actual).reduce((sum, location) => sum + location.pendientes, 0);

  const choose = (location: LocationSummary) => {
    if (location.actual) return;
    if (!switchTo(location)) {
      void message.error('Vuelve a iniciar sesión para usar esta sucursal');
      return;
    }
    void message.success(`Ahora estás en ${location.nombre}`);
    navigate('/');
  };

  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          items: (locations ?? []).map((location) => ({ key: location.id_comercio, label: <LocationLabel location={location} /> })),
          selectable: true,
          selectedKeys: current ? [current.id_comercio] : [],
          onClick: ({ key }) => {
            const location = locations?.find((item) => item.id_comercio === key);
            if (location) choose(location);
          },
        }}
      >
        <Button
          type="text"
          data-testid="location-switcher"
          aria-label={`Sucursal: ${name}. Cambiar de sucursal`}
          style={{ display: 'inline-flex', alignItems: 'center', gap: 6, minWidth: 0, maxWidth: compact ? '100%' : 280, paddingInline: 6, flex: compact ? 1 : undefined, justifyContent: 'flex-start' }}
        >
          {current ? <StateDot open={current.abierto} /> : <ShopOutlined aria-hidden />}
          <Typography.Text strong ellipsis style={{ minWidth: 0 }}>
            {name}
          </Typography.Text>
          {othersPending > 0 ? <Badge count={othersPending} size="small" overflowCount={99} aria-hidden /> : null}
          <DownOutlined aria-hidden style={{ fontSize: 10 }} />
        </Button>
      </Dropdown>
      <OtherLocationsWatch locations={locations ?? []} onSwitch={choose} />
    </>
  );
}

/** Whether the login holds several locations (the header shows the switcher in place of the name). */
export function useHasSeveralLocations(): boolean {
  return useAppSelector(selectLocationTokens).length > 1;
}
