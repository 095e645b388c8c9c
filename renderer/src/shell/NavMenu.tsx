// The full navigation list (sidebar on desktop, burger drawer on mobile). Locked entries show a lock icon
// and lead to the module's upsell page.
import { LockOutlined, SettingOutlined } from '@ant-design/icons';
import { Menu, type MenuProps } from 'antd';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAccount } from '../app/access';
import { useGetCommerceQuery } from '../app/coreApi';
import { activeNavKey, resolveNavEntries, SETTINGS_GROUP_LABEL, SETTINGS_ITEMS, SIDEBAR_ITEMS, type ResolvedNavEntry } from './navItems';

export function useNavEntries(): { main: ResolvedNavEntry[]; settings: ResolvedNavEntry[] } {
  const account = useAccount();
  const { data: commerce } = useGetCommerceQuery();
  return useMemo(() => {
    if (!account) return { main: [], settings: [] };
    const context = { account, hasBusinessId: !!commerce?.business_id };
    return { main: resolveNavEntries(SIDEBAR_ITEMS, context), settings: resolveNavEntries(SETTINGS_ITEMS, context) };
  }, [account, commerce?.business_id]);
}

function itemLabel(entry: ResolvedNavEntry) {
  if (!entry.locked) return entry.label;
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', justifyContent: 'space-between', width: '100%', gap: 8 }}>
      <span>{entry.label}</span>
      <LockOutlined aria-label="Bloqueado: requiere otro plan" data-testid={`lock-${entry.key}`} />
    </span>
  );
}

export function NavMenu({ theme = 'dark', collapsed = false, onNavigate }: { theme?: 'dark' | 'light'; collapsed?: boolean; onNavigate?: () => void }) {
  const { main, settings } = useNavEntries();
  const location = useLocation();
  const navigate = useNavigate();
  const all = useMemo(() => [...main, ...settings], [main, settings]);
  const selected = activeNavKey(location.pathname, all);
  const toItem = (entry: ResolvedNavEntry) => ({ key: entry.key, icon: entry.icon, label: itemLabel(entry), title: entry.label, 'data-testid': `nav-${entry.key}` });
  const items: MenuProps['items'] = [
    ...main.map(toItem),
    ...(settings.length
      ? [{ key: 'ajustes-group', icon: <SettingOutlined />, label: SETTINGS_GROUP_LABEL, children: settings.map(toItem) }]
      : []),
  ];
  const selectedInSettings = settings.some((entry) => entry.key === selected);
  return (
    <Menu
      theme={theme}
      mode="inline"
      inlineCollapsed={collapsed}
      items={items}
      selectedKeys={selected ? [selected] : []}
      defaultOpenKeys={selectedInSettings || !collapsed ? ['ajustes-group'] : []}
      onClick={({ key }) => {
        const entry = all.find((e) => e.key === key);
        if (!entry) return;
        navigate(entry.to);
        onNavigate?.();
      }}
      style={{ borderInlineEnd: 'none' }}
    />
  );
}
