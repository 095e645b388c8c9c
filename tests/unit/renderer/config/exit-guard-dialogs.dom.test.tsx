// @vitest-environment jsdom
// The exit confirmation of dialogs closed by state (useGuardedClose), on the cash shift's dialogs: untouched,
// Cancelar closes at once; with an amount typed it asks 'Los cambios se perderán ¿Desea salir?' first, NO keeps
// the dialog, SI closes it. Route drawers are covered in real Chromium (tests/e2e/config/exit-confirmation.test.ts).
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@shared/messages';
import { MovementDialog } from '../../../../renderer/src/features/cash/ShiftDialogs';
import { renderForm } from './render';

afterEach(cleanup);

const cancelButton = () => screen.getAllByRole('button', { name: 'Cancelar' })[0]!;

describe('cash movement dialog', () => {
  it('closes at once when nothing was typed', { timeout: 20_000 }, () => {
    const onCancel = vi.fn();
    renderForm(<MovementDialog tipo="entrada" busy={false} onCancel={onCancel} onSave={() => undefined} />);
    fireEvent.click(cancelButton());
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(MSG.exitConfirm)).toBeNull();
  });

  it('asks before losing a typed amount: NO keeps it, SI closes', { timeout: 20_000 }, async () => {
    const onCancel = vi.fn();
    renderForm(<MovementDialog tipo="salida" busy={false} onCancel={onCancel} onSave={() => undefined} />);
    fireEvent.change(screen.getByTestId('movement-reason'), { target: { value: 'Compra de hielo' } });
    fireEvent.click(cancelButton());
    await screen.findAllByText(MSG.exitConfirm);
    expect(onCancel).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: MSG.confirmNo }));
    await waitFor(() => expect(screen.queryAllByText(MSG.exitConfirm)).toHaveLength(0));
    expect(onCancel).not.toHaveBeenCalled();
    fireEvent.click(cancelButton());
    await screen.findAllByText(MSG.exitConfirm);
    fireEvent.click(screen.getAllByRole('button', { name: MSG.confirmYes }).at(-1)!);
    await waitFor(() => expect(onCancel).toHaveBeenCalledTimes(1));
  });
});
