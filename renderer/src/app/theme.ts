// antd theme and locale: es-MX texts and formats, and colours that meet WCAG AA contrast (4.5:1 for text,
// 3:1 for large text and controls) on white and on the warm page background — measured by the axe e2e test
// (docs/accessibility.md). antd's defaults for secondary texts and placeholders fall below that; tag texts are
// darkened in styles.css (antd derives them from palette shades a theme token does not reach).
import type { ThemeConfig } from 'antd';
import esES from 'antd/locale/es_ES';
import type { Locale } from 'antd/es/locale';
import dayjs from 'dayjs';
import 'dayjs/locale/es-mx';

dayjs.locale('es-mx');

export const BRAND_COLOR = '#c2410c';

/** Secondary and descriptive texts: 6.6:1 on the page background, 7:1 on white (antd's 45 % black is 3.4:1). */
const MUTED_TEXT = '#5f5750';

export const theme: ThemeConfig = {
  // Components styled by antd.css (imported in PanelTheme.tsx) instead of CSS generated at runtime; the tokens
  // below are CSS variables either way.
  zeroRuntime: true,
  token: {
    colorPrimary: BRAND_COLOR,
    colorLink: BRAND_COLOR,
    // Success green and error red as text and on buttons: 6.1:1 and 5.5:1 on white.
    colorSuccess: '#237032',
    colorError: '#c92a2a',
    // antd derives these tints from the colour above; from darker seeds it makes a grey (#a5b0a6) that sinks
    // the text of success tags and alerts to 2.5:1, so the light tints are given.
    colorSuccessBg: '#ebfbee',
    colorSuccessBorder: '#b2f2bb',
    colorErrorBg: '#fff5f5',
    colorErrorBorder: '#ffc9c9',
    colorWarning: '#e8590c',
    colorWarningText: '#a33b0a',
    colorTextSecondary: MUTED_TEXT,
    colorTextTertiary: MUTED_TEXT,
    colorTextDescription: MUTED_TEXT,
    colorTextPlaceholder: '#6b6560',
    colorBgLayout: '#faf7f2',
    borderRadius: 10,
    fontSize: 15,
  },
  components: {
    Layout: { siderBg: '#2b1d16', headerBg: '#ffffff', bodyBg: '#faf7f2' },
    // An unchecked switch draws its track with colorTextQuaternary: white "Inactivo" on it was under 4.5:1.
    Switch: { colorTextQuaternary: '#6b6560', colorTextTertiary: '#57524d' },
    // A table's empty text ("Sin productos vendidos") is drawn in colorTextDisabled (25 % black, 1.6:1).
    Table: { colorTextDisabled: MUTED_TEXT },
    Menu: {
      darkItemBg: '#2b1d16',
      darkSubMenuItemBg: '#24170f',
      darkItemSelectedBg: BRAND_COLOR,
    },
  },
};

/** The same theme without antd's zoom and slide, for users who ask the system for less motion. */
export const reducedMotionTheme: ThemeConfig = { ...theme, token: { ...theme.token, motion: false } };

/** antd's Spanish texts with the es-MX locale code (dates and numbers follow es-MX through dayjs). */
export const locale: Locale = { ...esES, locale: 'es-mx' };
