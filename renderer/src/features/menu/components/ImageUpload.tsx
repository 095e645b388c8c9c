// Product image: pick a PNG, JPEG or WebP, upload it through POST /v1/subir/imagen (base64) and preview it.
import { DeleteOutlined, LoadingOutlined, PictureOutlined } from '@ant-design/icons';
import { Button, Flex, Image, Upload, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../app/baseQuery';
import { useToast } from '../../../app/feedback';
import { useUploadImageMutation } from '../api';

const MAX_BYTES = 5 * 1024 * 1024;
const ACCEPT = 'image/png,image/jpeg,image/webp';

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('No se pudo leer el archivo'));
    reader.readAsDataURL(file);
  });
}

/** `readOnly`: the image is shown without upload controls (a location following a master menu, docs/master-menu.md). */
export function ImageUpload({ value, onChange, label = 'Imagen', readOnly = false }: { value: string | null; onChange: (url: string | null) => void; label?: string; readOnly?: boolean }) {
  const [upload, { isLoading }] = useUploadImageMutation();
  const toast = useToast();
  const [failed, setFailed] = useState<string | null>(null);

  async function handle(file: File) {
    setFailed(null);
    if (file.size > MAX_BYTES) {
      setFailed('La imagen debe pesar menos de 5 MB');
      return;
    }
    try {
      const dataUrl = await readAsDataUrl(file);
      const extension = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : 'png';
      const { imagen } = await upload({ extension, imagen: dataUrl }).unwrap();
      onChange(imagen);
      toast.success('Imagen cargada');
    } catch (error) {
      setFailed(errorMessage(error, 'No se pudo subir la imagen'));
    }
  }

  return (
    <div>
      <Typography.Text strong>{label}</Typography.Text>
      <Flex gap={12} align="center" style={{ marginTop: 8 }} wrap>
        {value ? (
          <Image src={value} width={112} height={112} style={{ objectFit: 'cover', borderRadius: 12 }} alt="Vista previa de la imagen" data-testid="image-preview" />
        ) : (
          <Flex align="center" justify="center" style={{ width: 112, height: 112, borderRadius: 12, background: '#f3efe9', color: '#a39a92', fontSize: 32 }} aria-hidden>
            <PictureOutlined />
          </Flex>
        )}
        {readOnly ? null : (
          <Flex vertical gap={8}>
            <Upload
              accept={ACCEPT}
              showUploadList={false}
              beforeUpload={(file) => {
                void handle(file);
                return false;
              }}
            >
              <Button icon={isLoading ? <LoadingOutlined /> : <PictureOutlined />} disabled={isLoading}>
                {value ? 'Cambiar imagen' : 'Subir imagen'}
              </Button>
            </Upload>
            {value ? (
              <Button icon={<DeleteOutlined />} onClick={() => onChange(null)} danger type="text">
                Quitar imagen
              </Button>
            ) : null}
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              PNG, JPG o WebP, hasta 5 MB
            </Typography.Text>
          </Flex>
        )}
      </Flex>
      {failed ? <Typography.Text type="danger">{failed}</Typography.Text> : null}
    </div>
  );
}
