// `npm run bench -- menu-import`: accuracy of the PDF menu import on the layouts of testkit/menu-layouts
// (one, two and three columns, size tables, combos; the tuned set and the held-out menus of their own): per
// layout the share of dishes whose name, price, section and description were read right, of sizes read right
// (label and price), of sold-out notes kept, the rows matching no dish, the rows shown «OK» that are wrong
// (`wrongButOk`), the right rows flagged anyway (`flaggedRight`), and the read time.
import { measureAllLayouts } from '../../testkit/menu-layouts/measure';

type Share = 'names' | 'prices' | 'sizes' | 'sections' | 'descriptions';

export async function run(): Promise<unknown> {
  const layouts = await measureAllLayouts();
  const mean = (heldOut: boolean) => {
    const group = layouts.filter((layout) => layout.heldOut === heldOut);
    const share = (key: Share) => Math.round((group.reduce((sum, layout) => sum + layout[key], 0) / group.length) * 1000) / 1000;
    return {
      names: share('names'),
      prices: share('prices'),
      sizes: share('sizes'),
      sections: share('sections'),
      descriptions: share('descriptions'),
      wrongButOk: group.reduce((sum, layout) => sum + layout.wrongButOk, 0),
      flaggedRight: group.reduce((sum, layout) => sum + layout.flaggedRight, 0),
    };
  };
  return { layouts, tuned: mean(false), heldOut: mean(true) };
}
