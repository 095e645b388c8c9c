// The plan's modules × Visualizar / Crear / Ordenar / Editar / Eliminar (PERMISSION_LABELS) as checkboxes.
// A permission the plan lacks for a module shows no box.
import { Checkbox, Table, type TableColumnsType } from 'antd';
import { PERMISSION_LABELS, PERMISSIONS, type ModuleId, type Permission } from '@shared/constants';
import type { ModulePermissions } from '@shared/types/account';
import { moduleLabel } from '../subscription/moduleLabels';
import { toggleGrant, toggleModule, type Grants } from './permissions';

export function PermissionMatrix({ available, grants, onChange, disabled }: { available: readonly ModulePermissions[]; grants: Grants; onChange: (next: Grants) => void; disabled?: boolean }) {
  const columns: TableColumnsType<ModulePermissions> = [
    {
      title: 'Módulo',
      key: 'modulo',
      fixed: 'left',
      render: (_: unknown, module) => {
        const granted = grants[module.id] ?? [];
        return (
          <Checkbox
            checked={granted.length === module.permisos.length}
            indeterminate={granted.length > 0 && granted.length < module.permisos.length}
            disabled={disabled}
            onChange={(event) => onChange(toggleModule(grants, module.id, available, event.target.checked))}
            aria-label={`Todo ${moduleLabel(module.id)}`}
          >
            {moduleLabel(module.id)}
          </Checkbox>
        );
      },
    },
    ...PERMISSIONS.map((permission: Permission) => ({
      title: PERMISSION_LABELS[permission],
      key: permission,
      align: 'center' as const,
      render: (_: unknown, module: ModulePermissions) =>
        module.permisos.includes(permission) ? (
          <Checkbox
            checked={(grants[module.id as ModuleId] ?? []).includes(permission)}
            disabled={disabled}
            onChange={(event) => onChange(toggleGrant(grants, module.id, permission, event.target.checked))}
            aria-label={`${PERMISSION_LABELS[permission]} ${moduleLabel(module.id)}`}
            data-testid={`perm-${module.id}-${permission}`}
          />
        ) : null,
    })),
  ];
  return (
    <Table<ModulePermissions>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={[...available]}
      pagination={false}
      scroll={{ x: 'max-content', y: 360 }}
      data-testid="permission-matrix"
    />
  );
}
