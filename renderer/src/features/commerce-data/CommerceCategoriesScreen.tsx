// /datos-del-comercio/categorias: the kinds of food the commerce offers (tags from GET /v1/tag), several
// at once, saved on the commerce (tags).
import { App, Button, Empty, Flex, Skeleton, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { MSG } from '@shared/messages';
import { useGetCommerceQuery, useGetTagsQuery, useUpdateCommerceMutation } from '../../app/coreApi';
import { LeaveGuard } from '../../components/useLeaveGuard';
import { ChildDrawer } from './ChildDrawer';
import { saveErrorText } from './save-error';

export const MAX_TAGS = 5;

export default function CommerceCategoriesScreen() {
  const { message } = App.useApp();
  const { data: commerce } = useGetCommerceQuery();
  const tags = useGetTagsQuery();
  const [updateCommerce, { isLoading }] = useUpdateCommerceMutation();
  const [selected, setSelected] = useState<string[]>([]);
  useEffect(() => setSelected(commerce?.tags ?? []), [commerce?.tags]);

  const toggle = (id: string, checked: boolean) => {
    setSelected((current) => (checked ? [...current, id].slice(0, MAX_TAGS) : current.filter((tag) => tag !== id)));
  };
  const unchanged = !!commerce && selected.length === commerce.tags.length && selected.every((tag) => commerce.tags.includes(tag));

  return (
    <ChildDrawer id="commerce-categories" title="Categorías del comercio" parentPath="/datos-del-comercio" width={520}>
      <LeaveGuard dirty={!!commerce && !unchanged && !isLoading} />
      <Typography.Paragraph type="secondary">
        Elige hasta {MAX_TAGS} categorías con las que tus clientes encuentran tu comercio ({selected.length} de {MAX_TAGS}).
      </Typography.Paragraph>
      {tags.isLoading || !commerce ? (
        <Skeleton active />
      ) : tags.data && tags.data.length > 0 ? (
        <Flex wrap gap={8} role="group" aria-label="Categorías">
          {tags.data.map((tag) => (
            <Tag.CheckableTag
              key={tag.id}
              checked={selected.includes(tag.id)}
              onChange={(checked) => toggle(tag.id, checked)}
              style={{ fontSize: 14, padding: '4px 12px', border: '1px solid #d9d9d9' }}
            >
              {tag.nombre}
            </Tag.CheckableTag>
          ))}
        </Flex>
      ) : (
        <Empty description="No hay categorías disponibles" />
      )}
      <Button
        type="primary"
        block
        style={{ marginTop: 24 }}
        loading={isLoading}
        disabled={!commerce || unchanged}
        onClick={async () => {
          if (!commerce) return;
          try {
            await updateCommerce({ ...commerce, tags: selected }).unwrap();
            message.success(MSG.infoUpdated);
          } catch (error) {
            message.error(saveErrorText(error));
          }
        }}
      >
        Guardar categorías
      </Button>
    </ChildDrawer>
  );
}
