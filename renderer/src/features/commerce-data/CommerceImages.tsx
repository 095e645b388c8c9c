// Logo and cover image (imagen_portada): upload through POST /v1/subir/imagen, then saved on the commerce;
// removal sets the field to null. The cover uses docs/domain.md (Textos exactos) own messages.
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Card, Flex, Image, Popconfirm, Typography } from 'antd';
import { useRef, useState } from 'react';
import { MSG } from '@shared/messages';
import type { Commerce } from '@shared/types/commerce';
import { useUpdateCommerceMutation } from '../../app/coreApi';
import { useUploadImageMutation } from '../menu/api';
import { readFileAsBase64 } from './api';

type ImageField = 'logotipo' | 'imagen_portada';

const TEXTS: Record<ImageField, { title: string; hint: string; updated: string; updateError: string; deleted: string; deleteError: string }> = {
  logotipo: {
    title: 'Logotipo',
    hint: 'PNG, JPG o WebP, cuadrado, hasta 5 MB.',
    updated: MSG.infoUpdated,
    updateError: MSG.updateInfoError,
    deleted: MSG.infoUpdated,
    deleteError: MSG.updateInfoError,
  },
  imagen_portada: {
    title: 'Imagen de portada',
    hint: 'Se muestra arriba de tu menú en línea. Horizontal, hasta 5 MB.',
    updated: MSG.coverUpdated,
    updateError: MSG.coverUpdateError,
    deleted: MSG.coverDeleted,
    deleteError: MSG.coverDeleteError,
  },
};

function ImageCard({ commerce, field }: { commerce: Commerce; field: ImageField }) {
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [upload] = useUploadImageMutation();
  const [updateCommerce] = useUpdateCommerceMutation();
  const [busy, setBusy] = useState(false);
  const texts = TEXTS[field];
  const url = commerce[field];

  const replace = async (file: File) => {
    setBusy(true);
    try {
      const { imagen } = await upload(await readFileAsBase64(file)).unwrap();
      await updateCommerce({ ...commerce, [field]: imagen }).unwrap();
      message.success(texts.updated);
    } catch {
      message.error(texts.updateError);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      await updateCommerce({ ...commerce, [field]: null }).unwrap();
      message.success(texts.deleted);
    } catch {
      message.error(texts.deleteError);
    } finally {
      setBusy(false);
    }
  };

  const isCover = field === 'imagen_portada';
  return (
    <Card size="small" title={texts.title} style={{ flex: isCover ? '2 1 280px' : '1 1 200px' }} data-testid={`image-${field}`}>
      <Flex vertical gap={8}>
        <div
          style={{
            height: 120,
            borderRadius: 8,
            background: '#f5f1ea',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            overflow: 'hidden',
          }}
        >
          {url ? (
            <Image src={url} alt={texts.title} height={120} style={{ objectFit: isCover ? 'cover' : 'contain', width: isCover ? '100%' : undefined }} preview={false} />
          ) : (
            <Typography.Text type="secondary">Sin imagen</Typography.Text>
          )}
        </div>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {texts.hint}
        </Typography.Text>
        <Flex gap={8} wrap>
          <input
            ref={input}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            hidden
            aria-label={`Subir ${texts.title.toLowerCase()}`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void replace(file);
            }}
          />
          <Button icon={<UploadOutlined />} loading={busy} onClick={() => input.current?.click()}>
            {url ? 'Cambiar' : 'Subir'}
          </Button>
          {url ? (
            <Popconfirm title={`¿Eliminar ${texts.title.toLowerCase()}?`} okText={MSG.confirmYes} cancelText={MSG.confirmNo} onConfirm={remove}>
              <Button danger icon={<DeleteOutlined />} disabled={busy}>
                Eliminar
              </Button>
            </Popconfirm>
          ) : null}
        </Flex>
      </Flex>
    </Card>
  );
}

export function CommerceImages({ commerce }: { commerce: Commerce }) {
  return (
    <Flex gap={16} wrap style={{ marginBottom: 16 }}>
      <ImageCard commerce={commerce} field="logotipo" />
      <ImageCard commerce={commerce} field="imagen_portada" />
    </Flex>
  );
}
