// «Sucursales que imprime esta computadora» in Ajustes → Impresión (docs/printing.md «Varias sucursales»): which
// locations of the account THIS PC prints automatically (by default the one the panel signed in to) and, when it
// prints several, which printer prints for which. Kept on the desktop side, not on the server: the panel's
// location switcher changes what the screens show, never what this PC prints. Shown only to accounts with more
// than one location.
import { SaveOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Checkbox, Flex, Form, Select, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { PRINTER_SLOTS } from '@shared/constants';
import type { DesktopBridge } from '@shared/ipc/contract';
import { MSG } from '@shared/messages';
import { slotLabel, type PrintLocationsChoice, type PrintLocationsView, type PrintSettings } from '@shared/printing';
import { errorText } from './usePrinting';

export const LOCATIONS_TEXT = {
  title: 'Sucursales que imprime esta computadora',
  intro: 'Los pedidos de las sucursales marcadas se imprimen automáticamente en esta computadora. Cambiar de sucursal en el panel no cambia lo que imprime.',
  several: 'Con más de una sucursal, cada ticket dice de qué marca es. Elige qué impresora imprime cada una.',
  allLocations: 'Todas las sucursales marcadas',
  unnamed: 'Sucursal sin nombre',
  pickOne: 'Elige al menos una sucursal',
  saved: 'Sucursales guardadas',
  save: 'Guardar sucursales',
  readError: 'No se pudieron leer las sucursales',
  following: 'Imprimiendo',
} as const;

interface Props {
  bridge: DesktopBridge;
  /** The saved printer settings: only printers with a printer chosen get a location. */
  settings: PrintSettings | null;
  /**
   * Changes when the desktop side takes another session (the panel handed it over after this screen opened): the
   * list is read again while it had nothing to choose from.
   */
  sessionKey: string;
}

/** The locations to show as checked: the choice, or the panel's own location (the first) when nothing is chosen. */
function checkedOf(view: PrintLocationsView): string[] {
  if (view.choice.follow.length > 0) return view.choice.follow.map((location) => location.id);
  return view.available.slice(0, 1).map((location) => location.id);
}

export function PrintLocationsCard({ bridge, settings, sessionKey }: Props) {
  const { message } = App.useApp();
  const [view, setView] = useState<PrintLocationsView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [checked, setChecked] = useState<string[]>([]);
  const [printers, setPrinters] = useState<PrintLocationsChoice['printers']>({ Printer1: null, Printer2: null, Printer3: null });
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const load = () => {
    setError(null);
    bridge.getPrintLocations().then(
      (next) => {
        setView(next);
        setChecked(checkedOf(next));
        setPrinters(next.choice.printers);
      },
      (reason: unknown) => setError(errorText(reason, LOCATIONS_TEXT.readError)),
    );
  };
  useEffect(load, [bridge]);
  const nothingToChoose = view !== null && view.available.length < 2;
  useEffect(() => {
    if (nothingToChoose) load();
    // Only a new session matters here; `load` is the same reading as above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sessionKey]);

  const nameOf = useMemo(() => new Map((view?.available ?? []).map((location) => [location.id, location.name ?? LOCATIONS_TEXT.unnamed])), [view]);
  // One location only (or no session yet): nothing to choose, the PC prints the panel's location. Nothing is shown
  // while the list is read either, so a single-location account's screen never shows the card and takes it away.
  if (!error && (!view || view.available.length < 2)) return null;

  const configured = PRINTER_SLOTS.filter((slot) => settings?.[slot].printer);
  const locationOptions = [{ value: '', label: LOCATIONS_TEXT.allLocations }, ...checked.map((id) => ({ value: id, label: nameOf.get(id) ?? LOCATIONS_TEXT.unnamed }))];

  async function onSave() {
    if (checked.length === 0) {
      setProblem(LOCATIONS_TEXT.pickOne);
      return;
    }
    setProblem(null);
    setSaving(true);
    const follow = checked.map((id) => ({ id, name: (nameOf.get(id) ?? LOCATIONS_TEXT.unnamed).slice(0, 200) }));
    // A printer set to a location no longer followed prints for all of them again.
    const kept = Object.fromEntries(PRINTER_SLOTS.map((slot) => [slot, printers[slot] && checked.includes(printers[slot]) ? printers[slot] : null])) as PrintLocationsChoice['printers'];
    try {
      const next = await bridge.savePrintLocations({ follow, printers: kept });
      setView(next);
      setChecked(checkedOf(next));
      setPrinters(next.choice.printers);
      message.success(LOCATIONS_TEXT.saved);
    } catch (reason) {
      setProblem(errorText(reason, MSG.updateInfoError));
    } finally {
      setSaving(false);
    }
  }

  let body: React.ReactNode = null;
  if (error) body = <Alert type="error" showIcon title={LOCATIONS_TEXT.readError} description={error} action={<Button size="small" onClick={load}>Reintentar</Button>} />;
  else if (view)
    body = (
      <Flex vertical gap={16}>
        <Checkbox.Group value={checked} onChange={(values) => setChecked(values as string[])} aria-label={LOCATIONS_TEXT.title} data-testid="print-locations">
          <Flex vertical gap={8}>
            {view.available.map((location) => (
              <Checkbox key={location.id} value={location.id} data-testid={`print-location-${location.id}`}>
                {location.name ?? LOCATIONS_TEXT.unnamed}
                {view.following.includes(location.id) ? (
                  <Tag color="green" style={{ marginLeft: 8 }}>
                    {LOCATIONS_TEXT.following}
                  </Tag>
                ) : null}
              </Checkbox>
            ))}
          </Flex>
        </Checkbox.Group>
        {checked.length > 1 && configured.length > 0 ? (
          <Flex vertical gap={8}>
            <Typography.Text type="secondary">{LOCATIONS_TEXT.several}</Typography.Text>
            {configured.map((slot) => (
              <Form.Item key={slot} label={`${settings?.[slot].printerName ?? slotLabel(slot)} imprime`} htmlFor={`location-of-${slot}`} style={{ marginBottom: 0 }}>
                <Select
                  id={`location-of-${slot}`}
                  data-testid={`location-of-${slot}`}
                  style={{ maxWidth: 360, width: '100%' }}
                  options={locationOptions}
                  value={printers[slot] && checked.includes(printers[slot]) ? printers[slot] : ''}
                  onChange={(value: string) => setPrinters((current) => ({ ...current, [slot]: value === '' ? null : value }))}
                />
              </Form.Item>
            ))}
          </Flex>
        ) : null}
        {problem ? <Alert type="error" showIcon role="alert" title={problem} /> : null}
        <Flex>
          <Button type="primary" icon={<SaveOutlined />} onClick={() => void onSave()} loading={saving} data-testid="print-locations-save">
            {LOCATIONS_TEXT.save}
          </Button>
        </Flex>
      </Flex>
    );

  return (
    <Card title={LOCATIONS_TEXT.title} styles={{ title: { whiteSpace: 'normal' }, header: { paddingBlock: 12 } }} data-testid="print-locations-card">
      <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
        {LOCATIONS_TEXT.intro}
      </Typography.Paragraph>
      <Form layout="vertical" component={false}>
        {body}
      </Form>
    </Card>
  );
}
