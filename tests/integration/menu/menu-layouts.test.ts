// PDF menu import accuracy on the layout set of testkit/menu-layouts (the same figures as
// `npm run bench -- menu-import`): each layout, tuned and held out, must keep its names, prices, sizes,
// sections, descriptions and sold-out notes at or above its floor, with no row invented from a footer or a
// merged column, and no wrong row shown «OK». The same text with its heading marks removed (a layout whose
// headings the page reader does not recognise) may read sections wrong, but never shows a wrong row «OK».
import { describe, expect, it } from 'vitest';
import { parseMenuText } from '@shared/menu-import';
import { extractPdfText } from '../../../server/src/services/menu-import/pdf-text';
import { HELD_OUT_LAYOUTS } from '../../../testkit/menu-layouts/held-out-menus';
import { MENU_LAYOUTS } from '../../../testkit/menu-layouts/menus';
import { measureLayout } from '../../../testkit/menu-layouts/measure';
import { renderMenuLayout } from '../../../testkit/menu-layouts/render';
import { scoreLayout, type LayoutScore } from '../../../testkit/menu-layouts/score';

type Floor = Pick<LayoutScore, 'names' | 'prices' | 'sizes' | 'sections' | 'descriptions' | 'soldOut' | 'extraRows'>;

/** Every layout of the set is read entirely right; a layout that falls short gets its own floor here, with the reason. */
const ALL_RIGHT: Floor = { names: 1, prices: 1, sizes: 1, sections: 1, descriptions: 1, soldOut: 1, extraRows: 0 };
const FLOORS: Record<string, Floor> = {};

describe('PDF menu import on the layout set', () => {
  for (const [heldOut, layouts] of [
    [false, MENU_LAYOUTS],
    [true, HELD_OUT_LAYOUTS],
  ] as const) {
    for (const layout of layouts) {
      it(`${layout.id}${heldOut ? ' (held out)' : ''}: ${layout.columns} column(s), names, prices, sizes, sections, sold out, nothing wrong shown «OK»`, { timeout: 30_000 }, async () => {
        const score = await measureLayout(layout, heldOut);
        const floor = FLOORS[layout.id] ?? ALL_RIGHT;
        expect(score.names, 'names').toBeGreaterThanOrEqual(floor.names);
        expect(score.prices, 'prices').toBeGreaterThanOrEqual(floor.prices);
        expect(score.sizes, 'sizes').toBeGreaterThanOrEqual(floor.sizes);
        expect(score.sections, 'sections').toBeGreaterThanOrEqual(floor.sections);
        expect(score.descriptions, 'descriptions').toBeGreaterThanOrEqual(floor.descriptions);
        expect(score.soldOut, 'sold out').toBeGreaterThanOrEqual(floor.soldOut);
        expect(score.extraRows, 'rows matching no dish').toBeLessThanOrEqual(floor.extraRows);
        expect(score.wrongButOk, 'wrong rows shown «OK»').toBe(0);
      });
    }
  }

  it('with its headings unmarked, no layout shows a wrong row «OK» (the reader flags the sections it guessed)', { timeout: 60_000 }, async () => {
    const wrongButOk: Record<string, number> = {};
    for (const layout of [...MENU_LAYOUTS, ...HELD_OUT_LAYOUTS]) {
      const text = await extractPdfText(new Uint8Array(await renderMenuLayout(layout)));
      const unmarked = text
        .split('\n')
        .map((line) => line.replace(/:$/, ''))
        .join('\n');
      wrongButOk[layout.id] = scoreLayout(layout, parseMenuText(unmarked)).wrongButOk;
    }
    expect(Object.entries(wrongButOk).filter(([, count]) => count > 0)).toEqual([]);
  });
});
