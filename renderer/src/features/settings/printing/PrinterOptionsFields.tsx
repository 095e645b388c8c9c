// Every print setting of one printer (docs/printing.md; defaults: docs/domain.md (Constantes)): logo, commerce data, client number, text size,
// margins, auto-print mode (module IMPRESION_AUTOMATICA, otherwise locked with its upsell), copies, delay
// between copies, paper width, code page, kitchen ticket and format.
import { LockOutlined } from '@ant-design/icons';
import { Col, Form, InputNumber, Radio, Row, Select, Switch, Typography } from 'antd';
import { getIn, type FormikProps } from 'formik';
import { Link } from 'react-router-dom';
import type { PrinterSlot } from '@shared/constants';
import { upsellPath } from '@shared/modules';
import { AUTO_PRINT_OPTIONS, CODE_PAGES, FORMAT_OPTIONS, LIMITS, PAPER_WIDTH_OPTIONS, TEXT_SIZE_OPTIONS, type PrintFormValues, type PrinterFormValues } from './form';

type BooleanField = 'showLogo' | 'showCommerceData' | 'showClientNumber' | 'kitchen';
type NumberField = 'marginLeft' | 'marginRight' | 'copies' | 'delaySeconds';

const SWITCHES: { name: BooleanField; label: string; help?: string }[] = [
  { name: 'showLogo', label: 'Logotipo del comercio' },
  { name: 'showCommerceData', label: 'Datos del comercio', help: 'Dirección y teléfono' },
  { name: 'showClientNumber', label: 'Número del cliente' },
  { name: 'kitchen', label: 'Ticket de cocina', help: 'Sin precios' },
];

export function PrinterOptionsFields({ formik, slot, autoPrintAllowed }: { formik: FormikProps<PrintFormValues>; slot: PrinterSlot; autoPrintAllowed: boolean }) {
  const values = formik.values[slot];
  const id = (name: string) => `${slot}-${name}`;
  const set = (name: keyof PrinterFormValues, value: unknown) => void formik.setFieldValue(`${slot}.${name}`, value);
  const errorOf = (name: NumberField) => {
    const error: unknown = getIn(formik.errors, `${slot}.${name}`);
    return typeof error === 'string' && (formik.submitCount > 0 || !!getIn(formik.touched, `${slot}.${name}`)) ? error : undefined;
  };
  const numberField = (name: NumberField, label: string, props: { min: number; max: number; step?: number; suffix?: string }) => {
    const error = errorOf(name);
    const value = values[name];
    return (
      <Form.Item label={label} htmlFor={id(name)} validateStatus={error ? 'error' : undefined} help={error}>
        <InputNumber
          id={id(name)}
          data-testid={id(name)}
          min={props.min}
          max={props.max}
          step={props.step ?? 1}
          suffix={props.suffix}
          value={value === '' ? null : value}
          onChange={(next) => set(name, typeof next === 'number' ? next : '')}
          onBlur={() => void formik.setFieldTouched(`${slot}.${name}`, true)}
          aria-invalid={!!error}
          style={{ width: '100%' }}
        />
      </Form.Item>
    );
  };

  return (
    <>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            label="Impresión automática"
            htmlFor={id('autoPrint')}
            extra={
              autoPrintAllowed ? undefined : (
                <Link to={upsellPath('IMPRESION_AUTOMATICA')} data-testid={`${slot}-autoprint-upsell`}>
                  <LockOutlined aria-hidden /> Disponible con el módulo de impresión automática
                </Link>
              )
            }
          >
            <Select
              id={id('autoPrint')}
              data-testid={id('autoPrint')}
              value={values.autoPrint}
              options={AUTO_PRINT_OPTIONS}
              disabled={!autoPrintAllowed}
              suffixIcon={autoPrintAllowed ? undefined : <LockOutlined aria-label="Bloqueado" />}
              onChange={(value) => set('autoPrint', value)}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Tamaño del texto" htmlFor={id('textSize')}>
            <Select id={id('textSize')} data-testid={id('textSize')} value={values.textSize} options={TEXT_SIZE_OPTIONS} onChange={(value) => set('textSize', value)} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={12}>
          {numberField('copies', 'Número de impresiones', LIMITS.copies)}
        </Col>
        <Col xs={12} sm={12}>
          {numberField('delaySeconds', 'Espera entre impresiones', { ...LIMITS.delaySeconds, step: 0.5, suffix: 's' })}
        </Col>
        <Col xs={12} sm={12}>
          {numberField('marginLeft', 'Margen izquierdo', { ...LIMITS.margin, suffix: 'mm' })}
        </Col>
        <Col xs={12} sm={12}>
          {numberField('marginRight', 'Margen derecho', { ...LIMITS.margin, suffix: 'mm' })}
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Ancho del papel">
            <Radio.Group
              aria-label="Ancho del papel"
              value={values.paperWidthMm}
              onChange={(event) => set('paperWidthMm', event.target.value)}
              options={PAPER_WIDTH_OPTIONS}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Formato">
            <Radio.Group
              aria-label="Formato"
              value={values.format}
              onChange={(event) => set('format', event.target.value)}
              options={FORMAT_OPTIONS}
            />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item label="Página de códigos" htmlFor={id('codePage')} extra="Cambia la página si la impresora no imprime bien ñ, acentos, ¿ o ¡.">
            <Select id={id('codePage')} data-testid={id('codePage')} value={values.codePage} options={CODE_PAGES} onChange={(value) => set('codePage', value)} />
          </Form.Item>
        </Col>
      </Row>
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <legend style={{ fontWeight: 600, fontSize: 14, marginBottom: 8 }}>En el ticket</legend>
        <Row gutter={[16, 12]}>
          {SWITCHES.map((item) => (
            <Col xs={24} sm={12} key={item.name}>
              <label style={{ display: 'flex', alignItems: 'center', gap: 8, cursor: 'pointer' }}>
                <Switch size="small" checked={values[item.name]} data-testid={id(item.name)} onChange={(checked) => set(item.name, checked)} />
                <span>
                  {item.label}
                  {item.help ? <Typography.Text type="secondary">{` · ${item.help}`}</Typography.Text> : null}
                </span>
              </label>
            </Col>
          ))}
        </Row>
      </fieldset>
    </>
  );
}
