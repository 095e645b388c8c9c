// anuncios/nuevo and anuncios/editar/{addId}: image (POST /v1/subir/imagen), title, text, link and dates,
// validated with the shared adSchema, with a live preview of how the ad reads. Opens as a drawer over the
// list; leaving with unsaved changes asks first.
import { Button, Flex, Form, Input, Switch, Typography } from 'antd';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { Ad } from '@shared/types/menu';
import { AD_TEXT_MAX, AD_TITLE_MAX, adSchema } from '@shared/validation/ad';
import { useGetCommerceQuery } from '../../app/coreApi';
import { fieldStatus, TextField } from '../../components/FormikFields';
import { FormDrawer } from '../../components/FormDrawer';
import { localDayOf } from '../coupons/format';
import { ImageUpload } from '../menu/components/ImageUpload';
import { LocalDayField } from '../../components/LocalDayField';
import { useDrawerRecordForm } from '../../components/useDrawerRecordForm';
import { AdCard } from './AdCard';
import { useCreateAdMutation, useGetAdQuery, useUpdateAdMutation, type AdInput } from './api';

export interface AdFormValues {
  titulo: string;
  texto: string;
  imagen: string | null;
  enlace: string;
  fecha_inicio: string;
  fecha_fin: string;
  activo: boolean;
}

const EMPTY_AD: AdFormValues = { titulo: '', texto: '', imagen: null, enlace: '', fecha_inicio: '', fecha_fin: '', activo: true };

export function adToValues(ad: Ad, timeZone?: string): AdFormValues {
  return {
    titulo: ad.titulo,
    texto: ad.texto,
    imagen: ad.imagen,
    enlace: ad.enlace ?? '',
    fecha_inicio: localDayOf(ad.fecha_inicio, timeZone),
    fecha_fin: localDayOf(ad.fecha_fin, timeZone),
    activo: ad.activo,
  };
}

export function adValuesToInput(values: AdFormValues): AdInput {
  return {
    titulo: values.titulo.trim(),
    texto: values.texto.trim(),
    imagen: values.imagen,
    enlace: values.enlace.trim() || null,
    fecha_inicio: values.fecha_inicio || null,
    fecha_fin: values.fecha_fin || null,
    activo: values.activo,
  };
}

function AdForm({ initial, adId, onDone, timeZone }: { initial: AdFormValues; adId: string | null; onDone: () => void; timeZone?: string }) {
  const [create, creating] = useCreateAdMutation();
  const [update, updating] = useUpdateAdMutation();
  const formik = useDrawerRecordForm({ initial, schema: adSchema, id: adId, toInput: adValuesToInput, create, update, createdMessage: () => 'Anuncio creado', onDone });
  const preview = adValuesToInput(formik.values);
  return (
    <Form layout="vertical" onSubmitCapture={formik.handleSubmit} noValidate>
      <Form.Item>
        <ImageUpload value={formik.values.imagen} onChange={(url) => void formik.setFieldValue('imagen', url)} label="Imagen del anuncio" />
      </Form.Item>
      <TextField formik={formik} name="titulo" label="Título" maxLength={AD_TITLE_MAX} placeholder="2x1 en tacos al pastor" />
      <Form.Item label="Texto" htmlFor="campo-texto" {...fieldStatus(formik, 'texto')}>
        <Input.TextArea
          id="campo-texto"
          name="texto"
          rows={3}
          maxLength={AD_TEXT_MAX}
          showCount
          value={formik.values.texto}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          placeholder="Todos los martes de 6 a 10 pm"
        />
      </Form.Item>
      <TextField formik={formik} name="enlace" label="Enlace (opcional)" placeholder="https://" extra="A dónde lleva el anuncio al tocarlo." />
      <Flex gap={12} wrap>
        <LocalDayField formik={formik} name="fecha_inicio" label="Mostrar desde" />
        <LocalDayField formik={formik} name="fecha_fin" label="Mostrar hasta" />
      </Flex>
      <Form.Item label="Activo">
        <Switch checked={formik.values.activo} aria-label="Anuncio activo" onChange={(checked) => void formik.setFieldValue('activo', checked)} />
      </Form.Item>
      <Typography.Text strong>Vista previa</Typography.Text>
      <div style={{ maxWidth: 320, margin: '8px 0 16px' }}>
        <AdCard
          ad={{ ...preview, id: adId ?? 'vista-previa', id_comercio: '', titulo: preview.titulo || 'Título del anuncio' }}
          timeZone={timeZone}
          canEdit={false}
          canDelete={false}
          onEdit={() => undefined}
          onSchedule={() => undefined}
          onToggle={() => undefined}
          onDelete={() => undefined}
        />
      </div>
      <Button type="primary" htmlType="submit" block loading={creating.isLoading || updating.isLoading} data-testid="ad-submit">
        {adId ? 'Guardar cambios' : 'Crear anuncio'}
      </Button>
    </Form>
  );
}

export default function AdFormScreen() {
  const { addId } = useParams();
  const navigate = useNavigate();
  const { data: commerce } = useGetCommerceQuery();
  const { data: ad, isLoading, isError } = useGetAdQuery(addId ?? '', { skip: !addId });
  const editing = addId !== undefined;
  const timeZone = commerce?.zona_horaria;
  const initial = useMemo(() => (ad ? adToValues(ad, timeZone) : EMPTY_AD), [ad, timeZone]);
  const close = () => navigate('/anuncios');
  return (
    <FormDrawer
      screenId={editing ? 'edit-ad' : 'new-ad'}
      title={editing ? 'Editar anuncio' : 'Nuevo anuncio'}
      width={560}
      editing={editing}
      loading={isLoading}
      notFound={isError ? 'No se encontró el anuncio' : null}
      ready={!editing || !!ad}
      onClose={close}
    >
      <AdForm key={ad?.id ?? 'nuevo'} initial={initial} adId={addId ?? null} onDone={close} timeZone={timeZone} />
    </FormDrawer>
  );
}
