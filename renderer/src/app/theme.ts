// antd theme and locale: es-MX texts and formats, a warm primary colour that keeps AA contrast on white text.
import type { ThemeConfig } from 'antd';
import esES from 'antd/locale/es_ES';
import type { Locale } from 'antd/es/locale';
import dayjs from 'dayjs';
import 'dayjs/locale/es-mx';

dayjs.locale('es-mx');

export const BRAND_COLOR = '#c2410c';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_COLOR,
    colorLink: BRAND_COLOR,
    colorSuccess: '#2f9e44',
    colorWarning: '#e8590c',
    colorBgLayout: '#faf7f2',
    borderRadius: 10,
    fontSize: 15,
  },
  components: {
    Layout: { siderBg: '#2b1d16', headerBg: '#ffffff', bodyBg: '#faf7f2' },
    Menu: {
      darkItemBg: '#2b1d16',
      darkSubMenuItemBg: '#24170f',
      darkItemSelectedBg: BRAND_COLOR,
    },
  },
};

/** antd's Spanish texts with the es-MX locale code (dates and numbers follow es-MX through dayjs). */
export const locale: Locale = { ...esES, locale: 'es-mx' };
