// The locations a staff user may use (docs/locations.md), owner only, shown when the account has more than
// one: a box per location (the one where the user was created stays on), and per location either the user's
// own permissions (the matrix above) or a set of its own there. Saved apart from the user's data; a location
// taken away ends the user's session there at once, a location given is offered at the user's next login.
import { Alert, Button, Card, Checkbox, Flex, Radio, Skeleton, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { LOCATION_MSG, type LocationGrant } from '@shared/locations';
import type { ModulePermissions } from '@shared/types/account';
import { errorMessage } from '../../app/baseQuery';
import { useToast } from '../../app/feedback';
import { useGetUserLocationsQuery, useSaveUserLocationsMutation } from '../../shell/locations/api';
import { PermissionMatrix } from './PermissionMatrix';
import { grantsOf, grantsToModules, type Grants } from './permissions';

type Draft = Record<string, { on: boolean; own: Grants | null }>;

export function UserLocationsCard({
  userId,
  userModules,
  homeCommerceId,
  available,
}: {
  userId: string;
  /** The user's own permissions (null: every module of the plan): where a location's own set starts. */
  userModules: readonly ModulePermissions[] | null;
  homeCommerceId: string | null;
  available: readonly ModulePermissions[];
}) {
  const { data, isLoading, isError } = useGetUserLocationsQuery(userId);
  const [save, { isLoading: saving }] = useSaveUserLocationsMutation();
  const toast = useToast();
  const [draft, setDraft] = useState<Draft>({});
  useEffect(() => {
    if (!data) return;
    setDraft(Object.fromEntries(data.locations.map((location) => {
      const grant = data.grants.find((item) => item.id_comercio === location.id_comercio);
      return [location.id_comercio, { on: Boolean(grant), own: grant?.modules ? grantsOf(grant.modules, available) : null }];
    })));
  }, [data, available]);
  if (isLoading) return <Skeleton active />;
  if (isError || !data) return <Alert type="error" showIcon title="No se pudieron cargar las sucursales del usuario" />;
  if (data.locations.length < 2) return null;
  const home = homeCommerceId ?? data.grants[0]?.id_comercio ?? null;

  const submit = async () => {
    const grants: LocationGrant[] = Object.entries(draft)
      .filter(([, entry]) => entry.on)
      .map(([id, entry]) => ({ id_comercio: id, modules: entry.own ? grantsToModules(entry.own, available) : null }));
    try {
      await save({ userId, grants }).unwrap();
      void toast.success(LOCATION_MSG.grantsSaved);
    } catch (error) {
      void toast.error(errorMessage(error, 'No se pudieron guardar las sucursales'));
    }
  };

  return (
    <Card size="small" title="Sucursales" data-testid="user-locations" style={{ marginTop: 16 }}>
      <Typography.Paragraph type="secondary">Elige en qué sucursales puede trabajar este usuario y con qué permisos en cada una.</Typography.Paragraph>
      <Flex vertical gap={12}>
        {data.locations.map((location) => {
          const entry = draft[location.id_comercio] ?? { on: false, own: null };
          const isHome = location.id_comercio === home;
          const update = (next: Partial<Draft[string]>) => setDraft((current) => ({ ...current, [location.id_comercio]: { ...entry, ...next } }));
          return (
            <div key={location.id_comercio} data-testid={`user-location-${location.id_comercio}`}>
              <Checkbox checked={entry.on || isHome} disabled={isHome} onChange={(event) => update({ on: event.target.checked })}>
                {location.nombre}
                {isHome ? <Typography.Text type="secondary"> (donde se creó)</Typography.Text> : null}
              </Checkbox>
              {entry.on || isHome ? (
                <>
                  <div style={{ marginInlineStart: 24, marginTop: 4 }}>
                    <Radio.Group
                      value={entry.own ? 'own' : 'same'}
                      // A set of its own starts from the user's permissions, not from every module: choosing it
                      // must not hand a cashier the whole plan before anything is ticked.
                      onChange={(event) => update({ own: event.target.value === 'own' ? grantsOf(userModules, available) : null })}
                      options={[
                        { value: 'same', label: 'Los permisos del usuario' },
                        { value: 'own', label: 'Permisos propios en esta sucursal' },
                      ]}
                    />
                  </div>
                  {/* Full width, not indented: on a phone the matrix scrolls sideways already. */}
                  {entry.own ? (
                    <div style={{ marginTop: 8 }}>
                      <PermissionMatrix available={available} grants={entry.own} onChange={(next) => update({ own: next })} />
                    </div>
                  ) : null}
                </>
              ) : null}
            </div>
          );
        })}
      </Flex>
      <Button type="primary" onClick={() => void submit()} loading={saving} style={{ marginTop: 12 }} data-testid="user-locations-save">
        Guardar sucursales
      </Button>
    </Card>
  );
}
