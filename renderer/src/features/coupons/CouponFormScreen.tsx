// cupones/coupon/nuevo and cupones/coupon/edit/{couponId}: one form (shared couponSchema) in a drawer over
// the list. Dates are the commerce's local days; leaving with unsaved changes asks first.
import { Button, Flex, Form, Input, InputNumber, Radio, Switch } from 'antd';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { DiscountType } from '@shared/constants';
import type { Coupon } from '@shared/types/menu';
import { couponSchema, normalizeCouponCode } from '@shared/validation/coupon';
import { useGetCommerceQuery } from '../../app/coreApi';
import { fieldStatus } from '../../components/FormikFields';
import { FormDrawer } from '../../components/FormDrawer';
import { LocalDayField } from '../../components/LocalDayField';
import { useDrawerRecordForm } from '../../components/useDrawerRecordForm';
import { useCreateCouponMutation, useGetCouponQuery, useUpdateCouponMutation, type CouponInput } from './api';
import { localDayOf } from './format';

export interface CouponFormValues {
  codigo: string;
  tipo: DiscountType;
  valor: number | '';
  fecha_inicio: string;
  fecha_fin: string;
  compra_minima: number | '';
  limite_total: number | '';
  limite_por_cliente: number | '';
  activo: boolean;
}

export const EMPTY_COUPON: CouponFormValues = {
  codigo: '',
  tipo: 'amount',
  valor: '',
  fecha_inicio: '',
  fecha_fin: '',
  compra_minima: '',
  limite_total: '',
  limite_por_cliente: '',
  activo: true,
};

export function couponToValues(coupon: Coupon, timeZone?: string): CouponFormValues {
  return {
    codigo: coupon.codigo,
    tipo: coupon.tipo,
    valor: coupon.valor,
    fecha_inicio: localDayOf(coupon.fecha_inicio, timeZone),
    fecha_fin: localDayOf(coupon.fecha_fin, timeZone),
    compra_minima: coupon.compra_minima ?? '',
    limite_total: coupon.limite_total ?? '',
    limite_por_cliente: coupon.limite_por_cliente ?? '',
    activo: coupon.activo,
  };
}

const orNull = (value: number | ''): number | null => (value === '' ? null : value);

export function valuesToInput(values: CouponFormValues): CouponInput {
  return {
    codigo: normalizeCouponCode(values.codigo),
    tipo: values.tipo,
    valor: values.valor === '' ? 0 : values.valor,
    fecha_inicio: values.fecha_inicio || null,
    fecha_fin: values.fecha_fin || null,
    compra_minima: orNull(values.compra_minima),
    limite_total: orNull(values.limite_total),
    limite_por_cliente: orNull(values.limite_por_cliente),
    activo: values.activo,
  };
}

type NumberFieldName = 'valor' | 'compra_minima' | 'limite_total' | 'limite_por_cliente';

function CouponForm({ initial, couponId, onDone }: { initial: CouponFormValues; couponId: string | null; onDone: () => void }) {
  const [create, creating] = useCreateCouponMutation();
  const [update, updating] = useUpdateCouponMutation();
  const formik = useDrawerRecordForm({ initial, schema: couponSchema, id: couponId, toInput: valuesToInput, create, update, createdMessage: (input) => `Cupón ${input.codigo} creado`, onDone });

  const numberInput = (name: NumberFieldName, label: string, props: { prefix?: string; suffix?: string; precision?: number; min?: number; extra?: string }) => {
    const value = formik.values[name];
    return (
      <Form.Item label={label} htmlFor={`campo-${name}`} {...fieldStatus(formik, name)} extra={props.extra}>
        <InputNumber<number>
          id={`campo-${name}`}
          value={value === '' ? null : value}
          min={props.min ?? 0}
          precision={props.precision}
          prefix={props.prefix}
          suffix={props.suffix}
          style={{ width: '100%' }}
          onChange={(next) => void formik.setFieldValue(name, typeof next === 'number' ? next : '')}
          onBlur={() => void formik.setFieldTouched(name, true)}
        />
      </Form.Item>
    );
  };

  const percent = formik.values.tipo === 'percent';
  return (
    <Form layout="vertical" onSubmitCapture={formik.handleSubmit} noValidate>
      <Form.Item label="Código" htmlFor="campo-codigo" {...fieldStatus(formik, 'codigo')} extra="Lo que tu cliente escribe al pedir. Letras y números, sin espacios.">
        <Input
          id="campo-codigo"
          name="codigo"
          placeholder="TACOS10"
          autoComplete="off"
          maxLength={20}
          value={formik.values.codigo}
          onBlur={formik.handleBlur}
          onChange={(event) => void formik.setFieldValue('codigo', event.target.value.toUpperCase().replace(/\s/g, ''))}
        />
      </Form.Item>
      <Form.Item label="Tipo de descuento">
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          value={formik.values.tipo}
          onChange={(event) => void formik.setFieldValue('tipo', event.target.value as DiscountType)}
          options={[
            { value: 'amount', label: 'Monto fijo ($)' },
            { value: 'percent', label: 'Porcentaje (%)' },
          ]}
        />
      </Form.Item>
      {numberInput('valor', percent ? 'Porcentaje de descuento' : 'Monto de descuento', percent ? { suffix: '%', precision: 2, min: 0 } : { prefix: '$', precision: 2 })}
      <Flex gap={12} wrap>
        <LocalDayField formik={formik} name="fecha_inicio" label="Válido desde" />
        <LocalDayField formik={formik} name="fecha_fin" label="Válido hasta" />
      </Flex>
      {numberInput('compra_minima', 'Compra mínima', { prefix: '$', precision: 2, extra: 'Déjalo vacío si no hay mínimo.' })}
      <Flex gap={12} wrap>
        <div style={{ flex: 1, minWidth: 150 }}>{numberInput('limite_total', 'Usos totales', { precision: 0, min: 1, extra: 'Vacío: sin límite' })}</div>
        <div style={{ flex: 1, minWidth: 150 }}>{numberInput('limite_por_cliente', 'Usos por cliente', { precision: 0, min: 1, extra: 'Vacío: sin límite' })}</div>
      </Flex>
      <Form.Item label="Activo">
        <Switch checked={formik.values.activo} aria-label="Cupón activo" onChange={(checked) => void formik.setFieldValue('activo', checked)} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={creating.isLoading || updating.isLoading} data-testid="coupon-submit">
        {couponId ? 'Guardar cambios' : 'Crear cupón'}
      </Button>
    </Form>
  );
}

export default function CouponFormScreen() {
  const { couponId } = useParams();
  const navigate = useNavigate();
  const { data: commerce } = useGetCommerceQuery();
  const { data: coupon, isLoading, isError } = useGetCouponQuery(couponId ?? '', { skip: !couponId });
  const editing = couponId !== undefined;
  const initial = useMemo(() => (coupon ? couponToValues(coupon, commerce?.zona_horaria) : EMPTY_COUPON), [coupon, commerce?.zona_horaria]);
  const close = () => navigate('/cupones');
  return (
    <FormDrawer
      screenId={editing ? 'edit-coupon' : 'new-coupon'}
      title={editing ? 'Editar cupón' : 'Nuevo cupón'}
      width={520}
      description="Código, tipo y valor del descuento, su vigencia y sus límites de uso."
      editing={editing}
      loading={isLoading}
      notFound={isError ? 'No se encontró el cupón' : null}
      ready={!editing || !!coupon}
      onClose={close}
    >
      <CouponForm key={coupon?.id ?? 'nuevo'} initial={initial} couponId={couponId ?? null} onDone={close} />
    </FormDrawer>
  );
}
