// Mi cuenta › Sucursales (docs/locations.md): the account's locations and «Agregar sucursal». A new location
// has its own name, menu address (id_path), address, folio prefix and time zone, and may start from a copy of
// one location's menu, schedules, delivery fees and print settings (each optional) or empty. It starts closed;
// the answer's token joins this login, so the header's switcher offers it at once.
import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Checkbox, Form, Input, List, Modal, Select, Spin, Typography } from 'antd';
import { useState } from 'react';
import { DEFAULT_TIME_ZONE } from '@shared/constants';
import { LOCATION_COPY_LABELS, LOCATION_COPY_PARTS, LOCATION_MSG, newLocationSchema, type LocationCopyPart, type NewLocationRequest } from '@shared/locations';
import { errorMessage } from '../../app/baseQuery';
import { useGetTimeZonesQuery } from '../../app/coreApi';
import { useToast } from '../../app/feedback';
import { locationTokensUpdated, selectLocationTokens } from '../../app/session';
import { useAppDispatch, useAppSelector } from '../../app/store';
import { useAddLocationMutation, useGetLocationsQuery } from '../../shell/locations/api';

interface LocationForm {
  nombre: string;
  id_path: string;
  direccion: string;
  prefijo_folio?: string;
  zona_horaria: string;
  copiar_de: string;
  copiar: LocationCopyPart[];
}

const EMPTY = '__vacia__';

/** yup's message for one field, as antd's rule (the same schema the server checks). */
function fieldRule(field: keyof typeof newLocationSchema.fields) {
  return {
    validator: async (_rule: unknown, value: unknown) => {
      await newLocationSchema.validateAt(field, { [field]: value });
    },
  };
}

function AddLocationModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<LocationForm>();
  const { data: locations } = useGetLocationsQuery();
  const { data: zones } = useGetTimeZonesQuery();
  const [addLocation, { isLoading }] = useAddLocationMutation();
  const dispatch = useAppDispatch();
  const tokens = useAppSelector(selectLocationTokens);
  const toast = useToast();
  const current = locations?.find((location) => location.actual);
  const copyFrom = Form.useWatch('copiar_de', form);

  const submit = async (values: LocationForm) => {
    const body: NewLocationRequest = {
      nombre: values.nombre,
      id_path: values.id_path.trim().toLowerCase(),
      direccion: values.direccion,
      prefijo_folio: values.prefijo_folio ?? '',
      zona_horaria: values.zona_horaria,
      copiar_de: values.copiar_de === EMPTY ? null : values.copiar_de,
      copiar: values.copiar_de === EMPTY ? [] : values.copiar,
    };
    try {
      const answer = await addLocation(body).unwrap();
      dispatch(locationTokensUpdated([...tokens.filter((entry) => entry.id_comercio !== answer.location.id_comercio), { id_comercio: answer.location.id_comercio, token: answer.token }]));
      void toast.success(LOCATION_MSG.added);
      form.resetFields();
      onClose();
    } catch (error) {
      void toast.error(errorMessage(error, 'No se pudo agregar la sucursal'));
    }
  };

  return (
    <Modal
      open={open}
      title="Agregar sucursal"
      onCancel={onClose}
      okText="Agregar sucursal"
      cancelText="Cancelar"
      confirmLoading={isLoading}
      okButtonProps={{ disabled: !locations }}
      onOk={() => form.submit()}
      destroyOnHidden
      data-testid="add-location-modal"
    >
      {/* The form starts from a copy of the current location: it waits for the list, or it would start empty. */}
      {!locations ? (
        <Spin aria-label="Cargando sucursales" />
      ) : (
        <Form<LocationForm>
          form={form}
          layout="vertical"
          onFinish={(values) => void submit(values)}
          initialValues={{ zona_horaria: current?.zona_horaria ?? DEFAULT_TIME_ZONE, copiar_de: current?.id_comercio ?? EMPTY, copiar: [...LOCATION_COPY_PARTS] }}
        >
          <Form.Item name="nombre" label="Nombre de la sucursal" rules={[fieldRule('nombre')]}>
            <Input maxLength={35} />
          </Form.Item>
          <Form.Item name="id_path" label="Dirección del menú" extra="Tus clientes verán el menú de esta sucursal en /m/<dirección>." rules={[fieldRule('id_path')]}>
            <Input addonBefore="/m/" maxLength={48} />
          </Form.Item>
          <Form.Item name="direccion" label="Dirección" rules={[fieldRule('direccion')]}>
            <Input maxLength={300} />
          </Form.Item>
          <Form.Item name="prefijo_folio" label="Prefijo de folio" rules={[fieldRule('prefijo_folio')]}>
            <Input maxLength={5} />
          </Form.Item>
          <Form.Item name="zona_horaria" label="Zona horaria" rules={[fieldRule('zona_horaria')]}>
            <Select showSearch optionFilterProp="label" options={(zones ?? [{ id: DEFAULT_TIME_ZONE, nombre: DEFAULT_TIME_ZONE }]).map((zone) => ({ value: zone.id, label: zone.nombre }))} />
          </Form.Item>
          <Form.Item name="copiar_de" label="Empezar con">
            <Select options={[{ value: EMPTY, label: 'Una sucursal vacía' }, ...(locations ?? []).map((location) => ({ value: location.id_comercio, label: `Una copia de ${location.nombre}` }))]} />
          </Form.Item>
          {copyFrom && copyFrom !== EMPTY ? (
            <Form.Item name="copiar" label="Qué copiar">
              <Checkbox.Group style={{ display: 'flex', flexDirection: 'column', gap: 4 }} options={LOCATION_COPY_PARTS.map((part) => ({ value: part, label: LOCATION_COPY_LABELS[part] }))} />
            </Form.Item>
          ) : null}
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            La sucursal empieza cerrada: ábrela desde el encabezado cuando esté lista.
          </Typography.Paragraph>
        </Form>
      )}
    </Modal>
  );
}

export function LocationsCard() {
  const { data: locations } = useGetLocationsQuery();
  const [open, setOpen] = useState(false);
  return (
    <Card
      title="Sucursales"
      data-testid="account-locations"
      extra={
        <Button icon={<PlusOutlined />} onClick={() => setOpen(true)} data-testid="add-location">
          Agregar sucursal
        </Button>
      }
    >
      <List
        size="small"
        dataSource={locations ?? []}
        locale={{ emptyText: 'Cargando sucursales…' }}
        renderItem={(location) => (
          <List.Item>
            <List.Item.Meta title={location.nombre} description={`/m/${location.id_path}${location.direccion ? ` · ${location.direccion}` : ''}`} />
            <Typography.Text type={location.abierto ? 'success' : 'secondary'}>{location.abierto ? 'Abierta' : 'Cerrada'}</Typography.Text>
          </List.Item>
        )}
      />
      <AddLocationModal open={open} onClose={() => setOpen(false)} />
    </Card>
  );
}
