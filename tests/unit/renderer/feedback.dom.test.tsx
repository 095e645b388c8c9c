// @vitest-environment jsdom
// The confirm toast (docs/domain.md (Textos exactos)): SI and NO buttons, resolving true or false; it lasts CONFIRM_TOAST_MS.
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntApp } from 'antd';
import { useEffect } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CONFIRM_TOAST_MS, TOAST_MS } from '@shared/constants';
import { MSG } from '@shared/messages';
import { CONFIRM_TOAST_SECONDS, feedbackConfig, TOAST_SECONDS, useConfirmToast } from '../../../renderer/src/app/feedback';

beforeAll(() => {
  // antd reads matchMedia for responsive behaviour; jsdom has none.
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
});

afterEach(cleanup);

function Asker({ onAnswer }: { onAnswer: (answer: boolean) => void }) {
  const confirm = useConfirmToast();
  useEffect(() => {
    void confirm('¿Eliminar el pedido?').then(onAnswer);
  }, [confirm, onAnswer]);
  return null;
}

async function ask(): Promise<{ answer: Promise<boolean> }> {
  let resolve: (value: boolean) => void = () => undefined;
  const answer = new Promise<boolean>((r) => (resolve = r));
  await act(async () => {
    render(
      <AntApp {...feedbackConfig}>
        <Asker onAnswer={resolve} />
      </AntApp>,
    );
  });
  await screen.findByText('¿Eliminar el pedido?');
  return { answer };
}

describe('feedback', () => {
  it('uses the SPEC durations', () => {
    expect(TOAST_SECONDS * 1000).toBe(TOAST_MS);
    expect(CONFIRM_TOAST_SECONDS * 1000).toBe(CONFIRM_TOAST_MS);
    expect(feedbackConfig.message.duration).toBe(3);
  });

  it('resolves true on SI', async () => {
    const { answer } = await ask();
    await userEvent.click(await screen.findByRole('button', { name: MSG.confirmYes }));
    await expect(answer).resolves.toBe(true);
  });

  it('resolves false on NO', async () => {
    const { answer } = await ask();
    await userEvent.click(await screen.findByRole('button', { name: MSG.confirmNo }));
    await expect(answer).resolves.toBe(false);
  });
});
