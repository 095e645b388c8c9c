// QR code of a table's public menu link (/m/{id_path}/mesa/{tableUuid}), with a PNG download.
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Skeleton } from 'antd';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

export function TableQr({ url, tableNumber, size = 148 }: { url: string; tableNumber: number; size?: number }) {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let active = true;
    QRCode.toDataURL(url, { width: 512, margin: 2, errorCorrectionLevel: 'M' })
      .then((data) => active && setImage(data))
      .catch(() => active && setImage(null));
    return () => {
      active = false;
    };
  }, [url]);
  if (!image) return <Skeleton.Image active style={{ width: size, height: size }} />;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8 }}>
      <a href={url} target="_blank" rel="noreferrer" aria-label={`Menú de la mesa ${tableNumber}`}>
        <img src={image} width={size} height={size} alt={`Código QR de la mesa ${tableNumber}`} data-testid="table-qr" />
      </a>
      <Button icon={<DownloadOutlined />} href={image} download={`mesa-${tableNumber}-qr.png`}>
        Descargar PNG
      </Button>
    </div>
  );
}
