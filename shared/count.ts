// A count for people (orders, customers, records) in es-MX digits: "1,040", as money is "$1,040.00". One
// formatter for the panel: counts printed raw read '1040' beside '1,040' on the same screen.
import { LOCALE } from './constants';

const countFormatter = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });

export function formatCount(count: number): string {
  return countFormatter.format(count);
}
