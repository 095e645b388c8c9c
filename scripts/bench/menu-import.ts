// `npm run bench -- menu-import`: accuracy of the PDF menu import on the layouts of testkit/menu-layouts
// (one, two and three columns, size tables, combos; the held-out ones drawn in a style the parser was not
// tuned on): per layout the share of dishes whose name, price and section were read right, of sizes read
// right, of sold-out notes kept, the rows matching no dish, rows shown «OK» that are wrong, and the read time.
import { measureAllLayouts } from '../../testkit/menu-layouts/measure';

export async function run(): Promise<unknown> {
  const layouts = await measureAllLayouts();
  const mean = (key: 'names' | 'prices' | 'sizes' | 'sections') => Math.round((layouts.reduce((sum, layout) => sum + layout[key], 0) / layouts.length) * 1000) / 1000;
  return { layouts, mean: { names: mean('names'), prices: mean('prices'), sizes: mean('sizes'), sections: mean('sections') } };
}
