// Toasts (3 s), a confirm toast with SI/NO buttons (10 s) and a tooltip with the 300 ms delay (docs/architecture.md and docs/domain.md (Textos exactos) and docs/domain.md (Constantes)).
import { App, Button, Space, Tooltip, type TooltipProps } from 'antd';
import { useCallback } from 'react';
import { TOOLTIP_DELAY_MS } from '@shared/constants';
import { MSG } from '@shared/messages';
import { errorMessage } from './baseQuery';
import { CONFIRM_TOAST_SECONDS } from './feedbackConfig';

export { CONFIRM_TOAST_SECONDS, feedbackConfig, TOAST_SECONDS } from './feedbackConfig';

/** Toasts through the antd App context (themed, localised). */
export function useToast() {
  const { message } = App.useApp();
  return message;
}

/**
 * Runs an action of a list screen (toggle, delete…): a success toast when it works, the server's message
 * (or 'Error al actualizar la información') when it fails.
 */
export function useToastAction(): (action: () => Promise<unknown>, success: string) => Promise<void> {
  const toast = useToast();
  return async (action, success) => {
    try {
      await action();
      toast.success(success);
    } catch (error) {
      toast.error(errorMessage(error, MSG.updateInfoError));
    }
  };
}

let confirmSequence = 0;

/**
 * A toast asking a yes/no question with SI and NO buttons. Resolves true on SI, false on NO, on close,
 * or when it times out after CONFIRM_TOAST_MS.
 */
export function useConfirmToast(): (text: string, description?: string) => Promise<boolean> {
  const { notification } = App.useApp();
  return useCallback(
    (text: string, description?: string) =>
      new Promise<boolean>((resolve) => {
        confirmSequence += 1;
        const key = `confirm-toast-${confirmSequence}`;
        let settled = false;
        const settle = (answer: boolean) => {
          if (settled) return;
          settled = true;
          notification.destroy(key);
          resolve(answer);
        };
        notification.open({
          key,
          title: text,
          description,
          duration: CONFIRM_TOAST_SECONDS,
          role: 'alert',
          onClose: () => settle(false),
          actions: (
            <Space>
              <Button size="small" onClick={() => settle(false)}>
                {MSG.confirmNo}
              </Button>
              <Button size="small" type="primary" onClick={() => settle(true)}>
                {MSG.confirmYes}
              </Button>
            </Space>
          ),
        });
      }),
    [notification],
  );
}

/** Tooltip with the product's 300 ms opening delay. */
export function Hint(props: TooltipProps) {
  return <Tooltip mouseEnterDelay={TOOLTIP_DELAY_MS / 1000} {...props} />;
}
