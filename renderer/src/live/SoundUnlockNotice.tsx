// "Haz clic para activar el sonido de pedidos nuevos", in the header. It sits in a slot whose size does not
// depend on it (the header's stretching gap on a desktop; on a phone, a 32 px button in the logo's 32 px place),
// so its coming and going moves nothing else: it may appear up to ~2 s after the first paint (the alarm's
// AudioContext is made when the page is idle, docs/board.md), and a banner above the screen then pushed the
// content down 48 px, under a user's click or between its press and release, which lost the click.
import { MutedOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useAudioLocked, useLiveOrdersOn } from './sound-lock';

const NOTICE_TEXT = 'Haz clic para activar el sonido de pedidos nuevos';
// Part of the name, word for word: someone who clicks by voice says what they see (WCAG 2.5.3, label in name).
const VISIBLE_TEXT = 'Activar el sonido de pedidos';

/** Whether the notice shows: the live channel runs and the tab still keeps its sound locked. */
export function useSoundUnlockNeeded(): boolean {
  const live = useLiveOrdersOn();
  const locked = useAudioLocked();
  return live && locked;
}

/**
 * `compact`: the icon alone, 32 × 32 (the phone header's logo size); otherwise the icon and a short text.
 * No click handler of its own: while it shows, <LiveOrders/> unlocks on any click or key on the page (a
 * document listener in the capture phase, so it runs first), this button's included.
 */
export function SoundUnlockNotice({ compact }: { compact: boolean }) {
  if (!useSoundUnlockNeeded()) return null;
  return (
    <Button
      data-testid="sound-unlock-notice"
      aria-label={NOTICE_TEXT}
      title={NOTICE_TEXT}
      icon={<MutedOutlined aria-hidden />}
      className="sound-unlock-notice"
      style={compact ? { flexShrink: 0 } : { minWidth: 0, maxWidth: '100%', overflow: 'hidden' }}
    >
      {compact ? null : <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{VISIBLE_TEXT}</span>}
    </Button>
  );
}
