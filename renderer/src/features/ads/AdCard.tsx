// One ad as the merchant sees it: image, title, text, link, schedule state and its actions.
import { CalendarOutlined, DeleteOutlined, EditOutlined, LinkOutlined, PictureOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Popconfirm, Switch, Tag, Typography } from 'antd';
import { MSG } from '@shared/messages';
import type { Ad } from '@shared/types/menu';
import { VALIDITY_TAGS, validityLabel, validityState } from '../coupons/format';

export interface AdCardProps {
  ad: Ad;
  timeZone?: string;
  canEdit: boolean;
  canDelete: boolean;
  onEdit: () => void;
  onSchedule: () => void;
  onToggle: (activo: boolean) => void;
  onDelete: () => void;
}

export function AdCard({ ad, timeZone, canEdit, canDelete, onEdit, onSchedule, onToggle, onDelete }: AdCardProps) {
  const state = VALIDITY_TAGS[validityState(ad)];
  const actions = [
    ...(canEdit
      ? [
          <Button key="edit" type="text" icon={<EditOutlined />} onClick={onEdit} aria-label={`Editar anuncio ${ad.titulo}`}>
            Editar
          </Button>,
          <Button key="schedule" type="text" icon={<CalendarOutlined />} onClick={onSchedule} aria-label={`Agendar anuncio ${ad.titulo}`}>
            Agendar
          </Button>,
        ]
      : []),
    ...(canDelete
      ? [
          <Popconfirm
            key="delete"
            title={`¿Eliminar el anuncio «${ad.titulo}»?`}
            okText={MSG.confirmYes}
            cancelText={MSG.confirmNo}
            okButtonProps={{ danger: true }}
            onConfirm={onDelete}
          >
            <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Eliminar anuncio ${ad.titulo}`}>
              Eliminar
            </Button>
          </Popconfirm>,
        ]
      : []),
  ];
  return (
    <Card
      data-testid="ad-card"
      cover={
        ad.imagen ? (
          <img src={ad.imagen} alt={ad.titulo} style={{ height: 160, objectFit: 'cover' }} />
        ) : (
          // antd makes the cover's direct child a block: the flex box goes one level down.
          <div>
            <Flex align="center" justify="center" style={{ height: 160, background: '#f3efe9', color: '#a39a92', fontSize: 40 }} aria-hidden>
              <PictureOutlined />
            </Flex>
          </div>
        )
      }
      actions={actions.length > 0 ? actions : undefined}
      styles={{ body: { padding: 16 } }}
    >
      <Flex justify="space-between" align="flex-start" gap={8}>
        <Typography.Title level={5} style={{ margin: 0 }} ellipsis={{ rows: 2 }}>
          {ad.titulo}
        </Typography.Title>
        <Switch size="small" checked={ad.activo} disabled={!canEdit} onChange={onToggle} aria-label={`Anuncio ${ad.titulo} activo`} />
      </Flex>
      {ad.texto ? (
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: '8px 0 0' }}>
          {ad.texto}
        </Typography.Paragraph>
      ) : null}
      {ad.enlace ? (
        <Typography.Link href={ad.enlace} target="_blank" rel="noreferrer" ellipsis style={{ display: 'block', marginTop: 8, maxWidth: '100%' }}>
          <LinkOutlined /> {ad.enlace}
        </Typography.Link>
      ) : null}
      <Flex gap={8} align="center" wrap style={{ marginTop: 12 }}>
        <Tag color={state.color}>{state.label}</Tag>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {validityLabel(ad.fecha_inicio, ad.fecha_fin, timeZone)}
        </Typography.Text>
      </Flex>
    </Card>
  );
}
