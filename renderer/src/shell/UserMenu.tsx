// Desktop user menu (docs/architecture.md): sugerencias, centro de ayuda, soporte WhatsApp, ir a mi menú, mi cuenta,
// actualizaciones, cerrar sesión.
import {
  BulbOutlined,
  DownOutlined,
  ExportOutlined,
  LogoutOutlined,
  QuestionCircleOutlined,
  ReadOutlined,
  UserOutlined,
  WhatsAppOutlined,
} from '@ant-design/icons';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useAccount } from '../app/access';
import { selectSession } from '../app/session';
import { useAppSelector } from '../app/store';
import { useLogout } from './useLogout';

export const SUGGESTIONS_URL = 'mailto:sugerencias@panelcomercio.mx?subject=Sugerencia%20para%20el%20panel';
export function whatsappSupportUrl(number: string | undefined = import.meta.env.VITE_SUPPORT_WHATSAPP): string {
  const text = encodeURIComponent('Hola, necesito ayuda con mi panel.');
  return number ? `https://wa.me/${number.replace(/\D/g, '')}?text=${text}` : `https://wa.me/?text=${text}`;
}

function openExternal(url: string) {
  window.open(url, '_blank', 'noopener,noreferrer');
}

export type UserMenuAction = 'sugerencias' | 'ayuda' | 'whatsapp' | 'mi-menu' | 'mi-cuenta' | 'actualizaciones' | 'logout';

export function useUserMenuItems(onUpdates: () => void): { items: NonNullable<MenuProps['items']>; onClick: (key: string) => void } {
  const account = useAccount();
  const navigate = useNavigate();
  const logout = useLogout();
  const items: NonNullable<MenuProps['items']> = [
    { key: 'sugerencias', icon: <BulbOutlined />, label: 'Sugerencias' },
    { key: 'ayuda', icon: <QuestionCircleOutlined />, label: 'Centro de ayuda' },
    { key: 'whatsapp', icon: <WhatsAppOutlined />, label: 'Soporte WhatsApp' },
    { key: 'mi-menu', icon: <ExportOutlined />, label: 'Ir a mi menú' },
    // Billing is the owner's: staff would only meet the no-permission screen there.
    ...(account && account.planId !== 'FUNDADOR' && account.role === 'owner' ? [{ key: 'mi-cuenta', icon: <UserOutlined />, label: 'Mi cuenta' }] : []),
    { key: 'actualizaciones', icon: <ReadOutlined />, label: 'Actualizaciones' },
    { type: 'divider' as const },
    { key: 'logout', icon: <LogoutOutlined />, label: 'Cerrar sesión', danger: true },
  ];
  const onClick = (key: string) => {
    switch (key as UserMenuAction) {
      case 'sugerencias':
        openExternal(SUGGESTIONS_URL);
        break;
      case 'ayuda':
        navigate('/asistencia');
        break;
      case 'whatsapp':
        openExternal(whatsappSupportUrl());
        break;
      case 'mi-menu':
        if (account) openExternal(account.menuUrl);
        break;
      case 'mi-cuenta':
        navigate('/mi-cuenta');
        break;
      case 'actualizaciones':
        onUpdates();
        break;
      case 'logout':
        void logout();
        break;
    }
  };
  return { items, onClick };
}

export function UserMenu({ onUpdates }: { onUpdates: () => void }) {
  const session = useAppSelector(selectSession);
  const { items, onClick } = useUserMenuItems(onUpdates);
  return (
    <Dropdown menu={{ items, onClick: ({ key }) => onClick(key) }} trigger={['click']} placement="bottomRight">
      <Button type="text" aria-label={`Menú de usuario: ${session?.nombre_usuario ?? ''}`} data-testid="user-menu" style={{ height: 44 }}>
        <Avatar size="small" icon={<UserOutlined />} style={{ background: '#c2410c' }} />
        <span style={{ maxWidth: 160, overflow: 'hidden', textOverflow: 'ellipsis' }}>{session?.nombre_usuario}</span>
        <DownOutlined style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}
