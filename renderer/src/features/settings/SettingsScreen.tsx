// /ajustes: general preferences of this panel (new-order sound, from the orders feature) and printing.
import { Card, Flex, Typography } from 'antd';
import { Outlet } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { AlarmSettings } from '../orders/board/AlarmSettings';
import { BackupCard } from './backup/BackupCard';
import { DesktopAppSettings } from './DesktopAppSettings';
import { PrintingSection } from './printing/PrintingSection';

export default function SettingsScreen() {
  return (
    <section data-testid="screen-settings" aria-label="Ajustes">
      <PageHeader title="Ajustes" description="Preferencias de este equipo: sonido de pedidos nuevos e impresoras de tickets." />
      <Flex vertical gap={24}>
        <Card size="small" data-testid="settings-general">
          <Flex gap={12} align="center" justify="space-between" wrap>
            <div>
              <Typography.Title level={3} style={{ margin: 0, fontSize: 16 }}>
                Pedidos nuevos
              </Typography.Title>
              <Typography.Text type="secondary">Sonido de la alarma y aceptación automática de pedidos.</Typography.Text>
            </div>
            <AlarmSettings />
          </Flex>
        </Card>
        <PrintingSection />
        <DesktopAppSettings />
        <BackupCard />
      </Flex>
      <Outlet />
    </section>
  );
}
