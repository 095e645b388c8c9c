// Shared menu between the locations of one account (docs/master-menu.md): the notice a following location
// shows over its menu, and the owner's «Menú compartido» choice (own menu, or follow another location's).
import { ShareAltOutlined } from '@ant-design/icons';
import { Alert, Button, ConfigProvider, Flex, Grid, Modal, Radio, Select, Space, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import type { MenuLocation, MenuSource } from '@shared/types/master-menu';
import { useAccount } from '../../../app/access';
import { errorMessage } from '../../../app/baseQuery';
import { useToast } from '../../../app/feedback';
import { useFocusReturn } from '../../../components/useFocusReturn';
import { useGetMenuSourceQuery, useSetMenuSourceMutation } from '../api';

/** The location whose menu this one follows (null: its own menu). Screens use it to offer only price and sold-out changes. */
export function useMenuMaster(): MenuLocation | null {
  return useGetMenuSourceQuery().data?.maestro ?? null;
}

export function MasterMenuNotice() {
  const source = useGetMenuSourceQuery().data;
  const isOwner = useAccount()?.role === 'owner';
  const [open, setOpen] = useState(false);
  // On a phone the button goes under the text: beside it, the notice was squeezed to one word a line.
  const wide = Grid.useBreakpoint().md ?? true;
  if (!source || (source.sucursales.length === 0 && source.seguidores.length === 0 && !source.maestro)) return null;
  const choose = isOwner ? (
    <Button icon={<ShareAltOutlined />} onClick={() => setOpen(true)}>
      Menú compartido
    </Button>
  ) : null;
  return (
    <div style={{ marginBottom: 16 }} data-testid="master-menu-notice">
      {source.maestro ? (
        <Alert
          type="info"
          showIcon
          message={`Este menú se administra desde ${source.maestro.nombre}`}
          description={
            <>
              Aquí solo cambias precios y agotados; lo demás cambia cuando se edita el menú maestro.
              {!wide && choose ? <div style={{ marginTop: 8 }}>{choose}</div> : null}
            </>
          }
          action={wide ? choose : undefined}
        />
      ) : (
        <Flex gap={8} wrap align="center" justify="space-between">
          <Typography.Text type="secondary">
            {source.seguidores.length > 0
              ? `Menú maestro de: ${source.seguidores.map((s) => s.nombre).join(', ')}. Tus cambios llegan a esas sucursales; sus precios propios y agotados se respetan.`
              : 'Esta sucursal tiene su propio menú.'}
          </Typography.Text>
          {choose}
        </Flex>
      )}
      {open ? <MenuSourceModal source={source} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}

function MenuSourceModal({ source, onClose }: { source: MenuSource; onClose: () => void }) {
  useFocusReturn();
  const toast = useToast();
  const [save, saving] = useSetMenuSourceMutation();
  const [follows, setFollows] = useState(source.menu_maestro_id !== null);
  const [masterId, setMasterId] = useState<string | null>(source.menu_maestro_id ?? source.sucursales[0]?.id ?? null);
  const masterName = source.sucursales.find((s) => s.id === masterId)?.nombre ?? '';
  const canFollow = source.sucursales.length > 0 && source.seguidores.length === 0;

  const submit = async () => {
    try {
      const saved = await save({ menu_maestro_id: follows ? masterId : null }).unwrap();
      toast.success(saved.maestro ? `Ahora este menú sigue el de ${saved.maestro.nombre}` : 'Esta sucursal tiene ahora su propio menú');
      onClose();
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <Modal
      open
      title="Menú compartido"
      okText="Guardar"
      cancelText="Cancelar"
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={saving.isLoading}
      okButtonProps={{ disabled: follows && !masterId }}
    >
      <Radio.Group value={follows} onChange={(event) => setFollows(event.target.value === true)} aria-label="Menú de esta sucursal">
        <Space direction="vertical">
          <Radio value={false}>Menú propio</Radio>
          <Radio value={true} disabled={!canFollow}>
            Seguir el menú de otra sucursal
          </Radio>
        </Space>
      </Radio.Group>
      {follows ? (
        <div style={{ marginTop: 16 }}>
          <label htmlFor="campo-menu-maestro">Menú maestro</label>
          <Select
            id="campo-menu-maestro"
            style={{ width: '100%', marginTop: 4 }}
            value={masterId ?? undefined}
            options={source.sucursales.map((s) => ({ value: s.id, label: s.nombre }))}
            onChange={(value: string) => setMasterId(value)}
          />
          {source.menu_maestro_id !== masterId ? (
            <Alert
              style={{ marginTop: 12 }}
              type="warning"
              showIcon
              message={`El menú de esta sucursal se reemplaza por el de ${masterName}.`}
              description="Los productos con el mismo nombre conservan su precio y su estado de agotado; los que no estén en el menú maestro se eliminan."
            />
          ) : null}
        </div>
      ) : source.menu_maestro_id ? (
        <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
          El menú actual se queda como propio de esta sucursal y ya no cambia con el menú maestro.
        </Typography.Paragraph>
      ) : null}
      {!canFollow && source.seguidores.length > 0 ? (
        <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
          Otras sucursales siguen este menú, así que no puede seguir el de otra.
        </Typography.Paragraph>
      ) : null}
    </Modal>
  );
}

/** Fields that belong to the master menu: disabled in a location that follows one (prices and sold-out stay editable). */
export function MasterMenuFields({ children }: { children: ReactNode }) {
  const master = useMenuMaster();
  return <ConfigProvider componentDisabled={master !== null}>{children}</ConfigProvider>;
}
