// Customer of the phone order: lookup by phone (autofills the name and the last address), delivery type
// and the address fields the commerce's config_form_entrega shows.
import { SearchOutlined } from '@ant-design/icons';
import { Button, Input, Radio, Space, Typography } from 'antd';
import { useState } from 'react';
import type { DeliveryType } from '@shared/constants';
import type { DeliveryFormConfig } from '@shared/types/commerce';
import { phoneIsOptional } from '@shared/validation/public-order';
import { useToast } from '../../../app/feedback';
import { DELIVERY_SHORT_LABELS } from '../labels';
import { Labeled } from './Labeled';
import { useLazySearchCustomersQuery, type FoundCustomer } from './api';

export interface CustomerFields {
  nombre: string;
  numero_celular: string;
  metodo_entrega: DeliveryType;
  calle: string;
  colonia: string;
  numero_exterior: string;
  numero_interior: string;
  referencias: string;
}

export const EMPTY_CUSTOMER: CustomerFields = {
  nombre: '',
  numero_celular: '',
  metodo_entrega: 'takeAway',
  calle: '',
  colonia: '',
  numero_exterior: '',
  numero_interior: '',
  referencias: '',
};

const ADDRESS_FIELDS = [
  { key: 'calle', form: 'calle', label: 'Calle' },
  { key: 'numero_exterior', form: 'no_ext', label: 'Número exterior' },
  { key: 'numero_interior', form: 'no_int', label: 'Número interior' },
  { key: 'colonia', form: 'colonia', label: 'Colonia' },
  { key: 'referencias', form: 'referencias', label: 'Referencias' },
] as const;

/**
 * Whether this phone order may go without a phone: the shared rule of the public order (eaten in, no
 * coupon; a phone order carries none), which the server applies to the same body.
 */
export function phoneOptionalFor(fields: Pick<CustomerFields, 'metodo_entrega'>): boolean {
  return phoneIsOptional(fields.metodo_entrega, null);
}

/** Missing required fields, in Spanish, or null. */
export function customerProblem(fields: CustomerFields, form: DeliveryFormConfig | undefined): string | null {
  if (!fields.nombre.trim()) return 'Nombre: es requerido';
  const noPhone = fields.numero_celular === '' && phoneOptionalFor(fields);
  if (!noPhone && !/^\d{10}$/.test(fields.numero_celular)) return 'Número celular: debe tener 10 dígitos';
  if (fields.metodo_entrega === 'delivery' && form) {
    for (const field of ADDRESS_FIELDS) {
      const rule = form[field.form];
      if (rule.show && rule.required && !fields[field.key].trim()) return `${field.form === 'referencias' && 'label' in rule && rule.label ? rule.label : field.label}: es requerido`;
    }
  }
  return null;
}

export function CustomerSection({ value, onChange, form, flows }: { value: CustomerFields; onChange(next: CustomerFields): void; form: DeliveryFormConfig | undefined; flows: DeliveryType[] }) {
  const [search, { isFetching }] = useLazySearchCustomersQuery();
  const [found, setFound] = useState<FoundCustomer[] | null>(null);
  const toast = useToast();
  const set = (patch: Partial<CustomerFields>) => onChange({ ...value, ...patch });
  const phoneOptional = phoneOptionalFor(value);
  const lookUp = async () => {
    const digits = value.numero_celular.replace(/\D/g, '');
    if (digits.length < 3) return;
    const result = await search(digits);
    if (result.error) return toast.error('No se pudo buscar al cliente');
    const rows = result.data ?? [];
    setFound(rows);
    if (rows.length === 1) applyCustomer(rows[0]!);
  };
  const applyCustomer = (customer: FoundCustomer) => {
    const last = customer.ultima_direccion;
    onChange({
      ...value,
      nombre: customer.nombre,
      numero_celular: customer.numero_celular,
      ...(last
        ? { calle: last.calle ?? '', numero_exterior: last.numero_exterior ?? '', numero_interior: last.numero_interior ?? '', colonia: last.colonia ?? '', referencias: last.referencias ?? '' }
        : { calle: value.calle || (customer.direcciones[0] ?? '') }),
    });
    setFound(null);
  };
  return (
    <Space orientation="vertical" size={10} style={{ width: '100%' }}>
      <Labeled label={phoneOptional ? 'Teléfono del cliente (opcional)' : 'Teléfono del cliente'} required={!phoneOptional} htmlFor="phone-order-phone">
      <Space.Compact style={{ width: '100%' }}>
        <Input
          id="phone-order-phone"
          size="large"
          inputMode="numeric"
          placeholder="10 dígitos"
          maxLength={10}
          value={value.numero_celular}
          onChange={(event) => set({ numero_celular: event.target.value.replace(/\D/g, '') })}
          onPressEnter={() => void lookUp()}
          data-testid="customer-phone"
        />
        <Button size="large" icon={<SearchOutlined />} loading={isFetching} onClick={() => void lookUp()}>
          Buscar
        </Button>
      </Space.Compact>
      </Labeled>
      {found && found.length === 0 ? <Typography.Text type="secondary">Cliente nuevo: captura sus datos.</Typography.Text> : null}
      {found && found.length > 1 ? (
        <Space wrap>
          {found.map((customer) => (
            <Button key={customer.id} onClick={() => applyCustomer(customer)}>
              {customer.nombre} · {customer.numero_celular}
            </Button>
          ))}
        </Space>
      ) : null}
      <Labeled label="Nombre del cliente" required htmlFor="phone-order-name">
        <Input id="phone-order-name" size="large" value={value.nombre} onChange={(event) => set({ nombre: event.target.value })} data-testid="customer-name" />
      </Labeled>
      <Labeled label="Forma de entrega">
      <Radio.Group
        optionType="button"
        buttonStyle="solid"
        block
        size="large"
        value={value.metodo_entrega}
        onChange={(event) => set({ metodo_entrega: event.target.value as DeliveryType })}
        options={flows.map((flow) => ({ value: flow, label: DELIVERY_SHORT_LABELS[flow] }))}
        aria-label="Forma de entrega"
      />
      </Labeled>
      {value.metodo_entrega === 'delivery' && form
        ? ADDRESS_FIELDS.filter((field) => form[field.form].show).map((field) => {
            const rule = form[field.form];
            const label = field.form === 'referencias' && 'label' in rule && rule.label ? rule.label : field.label;
            return (
              <Labeled key={field.key} label={label} required={rule.required} htmlFor={`phone-order-${field.key}`}>
                <Input id={`phone-order-${field.key}`} size="large" value={value[field.key]} onChange={(event) => set({ [field.key]: event.target.value })} />
              </Labeled>
            );
          })
        : null}
    </Space>
  );
}
