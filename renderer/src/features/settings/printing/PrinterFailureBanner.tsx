// A printer that stopped printing, said on every screen (docs/printing.md, "A printer that fails"): within
// seconds of the first automatic ticket that failed, a banner under the header — it stays in view while the
// screen scrolls — counts the tickets waiting, offers «Reintentar» (the waiting tickets try now) and «Ir a
// impresión», and rings once with the new-order sound. It goes when every ticket has printed.
import { PrinterOutlined } from '@ant-design/icons';
import { Alert, Button, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PrintJobSummary } from '@shared/printing';
import { getDesktopBridge } from '../../../bridge';
import { onPairingChange } from '../../../bridge/pairing';
import { alarmPlayer } from '../../orders/alarm/player';

/** How often the jobs are read while a bridge is there: the banner shows at most this long after a failure. */
export const PRINT_FAILURE_POLL_MS = 2_000;
/** The shell's sticky header (antd's Layout.Header): the banner sticks right under it. */
const HEADER_HEIGHT_PX = 64;

export interface PrintFailure {
  waiting: number;
  error: string | null;
}

/** Tickets not printed yet among the latest jobs (each failed attempt leaves its job 'failed' until it prints). */
export function printFailure(jobs: readonly PrintJobSummary[]): PrintFailure | null {
  const waiting = jobs.filter((job) => job.state === 'waiting' || job.state === 'failed');
  if (!waiting.some((job) => job.error)) return null;
  return { waiting: waiting.length, error: waiting.find((job) => job.error)?.error ?? null };
}

function usePrintFailure(): { failure: PrintFailure | null; retry(): void } {
  const [failure, setFailure] = useState<PrintFailure | null>(null);
  const [revision, setRevision] = useState(0);
  useEffect(() => onPairingChange(() => setRevision((value) => value + 1)), []);
  useEffect(() => {
    const bridge = getDesktopBridge();
    if (bridge.kind === 'none') {
      setFailure(null);
      return undefined;
    }
    let active = true;
    const read = async () => {
      try {
        const next = printFailure(await bridge.getRecentJobs());
        if (active) setFailure((previous) => (previous?.waiting === next?.waiting && previous?.error === next?.error ? previous : next));
      } catch {
        // The app or the agent mid-restart: the banner keeps what it knew until the next read.
      }
    };
    void read();
    const timer = setInterval(() => void read(), PRINT_FAILURE_POLL_MS);
    return () => {
      active = false;
      clearInterval(timer);
    };
  }, [revision]);
  const retry = () => {
    void getDesktopBridge()
      .retryWaitingJobs()
      .catch(() => undefined);
  };
  return { failure, retry };
}

/** /ajustes, scrolled to its printing section once the screen (a lazy chunk) has rendered it. */
function goToPrinting(navigate: ReturnType<typeof useNavigate>): void {
  navigate('/ajustes#impresion');
  let frames = 0;
  const attempt = () => {
    const section = document.getElementById('impresion');
    if (section) section.scrollIntoView({ block: 'start' });
    else if ((frames += 1) < 120) requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
}

export function PrinterFailureBanner() {
  const { failure, retry } = usePrintFailure();
  const navigate = useNavigate();
  const shown = failure !== null;
  const rang = useRef(false);
  useEffect(() => {
    if (shown && !rang.current) alarmPlayer().ringOnce();
    rang.current = shown;
  }, [shown]);
  if (!failure) return null;
  const count = failure.waiting === 1 ? '1 ticket espera' : `${failure.waiting} tickets esperan`;
  return (
    <div data-testid="printer-failure-banner" data-waiting={failure.waiting} style={{ position: 'sticky', top: HEADER_HEIGHT_PX, zIndex: 40 }}>
      <Alert
        type="error"
        showIcon
        icon={<PrinterOutlined />}
        banner
        title={`La impresora no está imprimiendo: ${count}.`}
        // The buttons under the words, not beside them: at 390 px a side column squeezed the sentence to a word a line.
        description={
          <Space orientation="vertical" size={8}>
            {failure.error ? <span>{failure.error}</span> : null}
            <Space wrap>
              <Button size="small" type="primary" danger onClick={retry} data-testid="printer-failure-retry">
                Reintentar
              </Button>
              <Button size="small" onClick={() => goToPrinting(navigate)} data-testid="printer-failure-settings">
                Ir a impresión
              </Button>
            </Space>
          </Space>
        }
      />
    </div>
  );
}
