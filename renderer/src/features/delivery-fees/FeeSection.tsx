// How home delivery is charged: fee type and its settings (standard, per neighbourhood, per km, percent,
// courier, zones drawn on a map), minimum purchase and free delivery over an amount.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Flex, Form, Input, InputNumber, Row } from 'antd';
import { getIn } from 'formik';
import { Link } from 'react-router-dom';
import { DELIVERY_FEE_TYPES, type DeliveryFeeType, type ModuleId } from '@shared/constants';
import { hasModule, MODULE_MSG, moduleOfFeeType, upsellPath } from '@shared/modules';
import type { AccountDetails } from '@shared/types/account';
import type { Neighbourhood } from '@shared/types/commerce';
import type { DeliverySettings } from '@shared/validation/delivery-settings';
import { useAccount } from '../../app/access';
import { fieldStatus } from '../../components/FormikFields';
import { GroupError, NumberField, SelectField, SwitchField, type AnyFormik } from '../commerce-data/form-controls';
import { DELIVERY_FEE_TYPE_LABELS } from './labels';
import { ZoneEditor } from './zones/ZoneEditor';

/**
 * Every fee type; one whose module the plan lacks (per km without ENVIO_POR_KM) is shown but cannot be chosen.
 * While the account is unknown nothing is locked (the server refuses the choice anyway).
 */
export function feeOptions(account: AccountDetails | undefined) {
  return DELIVERY_FEE_TYPES.map((type) => {
    const module = moduleOfFeeType(type);
    const locked = module !== null && account !== undefined && !hasModule(account, module);
    return { value: type, label: locked ? `${DELIVERY_FEE_TYPE_LABELS[type]} (no incluido en tu plan)` : DELIVERY_FEE_TYPE_LABELS[type], disabled: locked };
  });
}

/** A commerce that lost the module of its stored fee type keeps it until it picks another (docs/domain.md (Módulos)). */
function LostFeeModule({ module, freemium }: { module: ModuleId; freemium: boolean }) {
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 12 }}
      data-testid="fee-type-not-in-plan"
      title={MODULE_MSG.perKmNotInPlan}
      description={
        <>
          Tus clientes no pueden pedir a domicilio mientras tanto.{' '}
          {freemium ? <Link to={upsellPath(module)}>Ver planes</Link> : 'Puedes cambiar de plan en Mi cuenta.'}
        </>
      }
    />
  );
}

function NeighbourhoodList({ formik }: { formik: AnyFormik }) {
  const colonias: Neighbourhood[] = Array.isArray(formik.values.colonias) ? (formik.values.colonias as Neighbourhood[]) : [];
  const set = (next: Neighbourhood[]) => void formik.setFieldValue('colonias', next);
  return (
    <div data-testid="colonias">
      {colonias.map((colonia, index) => {
        const nameStatus = fieldStatus(formik, `colonias[${index}].nombre`);
        const costStatus = fieldStatus(formik, `colonias[${index}].costo`);
        return (
          <Flex key={index} gap={8} align="flex-start">
            <Form.Item style={{ flex: 2, marginBottom: 8 }} {...nameStatus}>
              <Input
                aria-label={`Colonia ${index + 1}`}
                placeholder="Colonia"
                value={colonia.nombre}
                onChange={(event) => set(colonias.map((item, position) => (position === index ? { ...item, nombre: event.target.value } : item)))}
              />
            </Form.Item>
            <Form.Item style={{ flex: 1, marginBottom: 8 }} {...costStatus}>
              <InputNumber
                aria-label={`Costo de envío a la colonia ${index + 1}`}
                prefix="$"
                min={0}
                style={{ width: '100%' }}
                value={typeof colonia.costo === 'number' ? colonia.costo : null}
                onChange={(value) => set(colonias.map((item, position) => (position === index ? { ...item, costo: value as number } : item)))}
              />
            </Form.Item>
            <Button icon={<DeleteOutlined />} aria-label={`Quitar colonia ${index + 1}`} onClick={() => set(colonias.filter((_, position) => position !== index))} />
          </Flex>
        );
      })}
      {typeof getIn(formik.errors, 'colonias') === 'string' ? <GroupError formik={formik} name="colonias" /> : null}
      <Button icon={<PlusOutlined />} onClick={() => set([...colonias, { nombre: '', costo: null as unknown as number }])}>
        Agregar colonia
      </Button>
    </div>
  );
}

export function FeeSection({ formik }: { formik: AnyFormik }) {
  const account = useAccount();
  const values = formik.values as DeliverySettings;
  if (!values.activar_envio_domicilio) return null;
  const type = values.tipo_envio_domicilio;
  const typeModule = moduleOfFeeType(type);
  return (
    <Card title="Costo de envío a domicilio" size="small" style={{ marginBottom: 16 }}>
      {typeModule && account && !hasModule(account, typeModule) ? <LostFeeModule module={typeModule} freemium={account.planId === 'FREEMIUM'} /> : null}
      <SelectField<DeliveryFeeType> formik={formik} name="tipo_envio_domicilio" label="Tipo de envío" options={feeOptions(account)} placeholder="Selecciona cómo cobrar el envío" />
      {type === 'estandar' ? <NumberField formik={formik} name="costo_envio_domicilio" label="Costo de envío" prefix="$" min={0} /> : null}
      {type === 'por_colonia' ? <NeighbourhoodList formik={formik} /> : null}
      {type === 'por_zonas' ? <ZoneEditor formik={formik} /> : null}
      {type === 'por_kilometro' ? (
        <Row gutter={12}>
          <Col xs={24} md={8}>
            <NumberField formik={formik} name="informacion_envio.costo_km" label="Costo por km" prefix="$" min={1} />
          </Col>
          <Col xs={12} md={8}>
            <NumberField formik={formik} name="informacion_envio.min_km" label="Km mínimos cobrados" suffix="km" min={0} />
          </Col>
          <Col xs={12} md={8}>
            <NumberField formik={formik} name="informacion_envio.max_km" label="Distancia máxima" suffix="km" min={1} />
          </Col>
          <Col xs={24}>
            <NumberField formik={formik} name="costo_envio_domicilio" label="Costo de envío de referencia (no cambia el cálculo por km)" prefix="$" min={0} />
          </Col>
        </Row>
      ) : null}
      {type === 'percent' ? <NumberField formik={formik} name="costo_por_porcentaje.cantidad" label="Porcentaje del subtotal" suffix="%" min={1} max={100} /> : null}
      {type === 'delivery_providers' ? <Alert type="info" showIcon style={{ marginBottom: 16 }} title="El servicio de reparto cotiza el envío al solicitar el repartidor." /> : null}
      {type === 'por_kilometro' || type === 'por_colonia' || type === 'por_zonas' ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={type !== 'por_colonia' ? 'El campo «Ubicación» del formulario de entrega será obligatorio.' : 'El campo «Colonia» del formulario de entrega será obligatorio.'}
        />
      ) : null}
      <Row gutter={12}>
        <Col xs={24} md={12}>
          <NumberField formik={formik} name="compra_minima_envio_domicilio" label="Compra mínima para envío (opcional)" prefix="$" min={0} />
        </Col>
        <Col xs={24} md={12}>
          <SwitchField formik={formik} name="activar_envio_gratis_compra_minima" label="Envío gratis a partir de un monto" />
          {values.activar_envio_gratis_compra_minima ? <NumberField formik={formik} name="importe_envio_gratis_compra_minima" label="Envío gratis desde" prefix="$" min={0} /> : null}
        </Col>
      </Row>
    </Card>
  );
}
