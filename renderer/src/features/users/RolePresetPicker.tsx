// "Rol" of the user form: picking Dueño, Gerente, Cajero, Cocina or Repartidor fills the permission matrix
// (shared/roles.ts, narrowed to what the signed-in account holds); any box changed afterwards shows
// "Personalizado". The matrix stays editable.
import { Select, Typography } from 'antd';
import { matchingPreset, presetModules, ROLE_PRESETS, rolePreset, type RolePresetId } from '@shared/roles';
import type { ModulePermissions } from '@shared/types/account';
import { grantsOf, grantsToModules, type Grants } from './permissions';

export function RolePresetPicker({ available, grants, onPick }: { available: readonly ModulePermissions[]; grants: Grants; onPick: (grants: Grants) => void }) {
  const current = matchingPreset(grantsToModules(grants, available), available);
  const hasAny = grantsToModules(grants, available).length > 0;
  return (
    <div data-testid="role-preset">
      <Select<RolePresetId>
        id="role-preset"
        aria-label="Rol"
        style={{ width: '100%', maxWidth: 320 }}
        placeholder={hasAny ? 'Personalizado' : 'Elige un rol'}
        value={current ?? undefined}
        onChange={(id) => onPick(grantsOf(presetModules(id, available), available))}
        options={ROLE_PRESETS.map((preset) => ({ value: preset.id, label: preset.label }))}
      />
      <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }} data-testid="role-preset-description">
        {current
          ? `${rolePreset(current).description} Puedes ajustar cada permiso abajo.`
          : hasAny
            ? 'Personalizado: ajustaste los permisos a mano. Elige un rol para empezar de nuevo.'
            : 'Un rol llena los permisos de abajo; después puedes ajustarlos.'}
      </Typography.Paragraph>
    </div>
  );
}
