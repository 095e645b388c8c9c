// PDF menu import accuracy on the layout set of testkit/menu-layouts (the same figures as
// `npm run bench -- menu-import`): each layout must keep its names, prices, sizes, sections and sold-out notes
// at or above its threshold, with no row invented from a footer or a merged column.
import { describe, expect, it } from 'vitest';
import { HELD_OUT_LAYOUTS, MENU_LAYOUTS } from '../../../testkit/menu-layouts/menus';
import { measureLayout } from '../../../testkit/menu-layouts/measure';
import type { LayoutScore } from '../../../testkit/menu-layouts/score';

type Threshold = Pick<LayoutScore, 'names' | 'prices' | 'sizes' | 'sections' | 'soldOut' | 'extraRows'>;

const ALL_RIGHT: Threshold = { names: 1, prices: 1, sizes: 1, sections: 1, soldOut: 1, extraRows: 0 };
/** Its sections are sentence case and set one point larger than the dishes: only the capitals or size say «heading». */
const SENTENCE_CASE_SAME_SIZE: Threshold = { ...ALL_RIGHT, sections: 0.5 };
const THRESHOLDS: Record<string, Threshold> = { 'tres-columnas-con-tamanos': SENTENCE_CASE_SAME_SIZE };

describe('PDF menu import on the layout set', () => {
  for (const [heldOut, layouts] of [
    [false, MENU_LAYOUTS],
    [true, HELD_OUT_LAYOUTS],
  ] as const) {
    for (const layout of layouts) {
      it(`${layout.id}${heldOut ? ' (held out)' : ''}: ${layout.columns} column(s), names, prices, sizes, sections, sold out`, { timeout: 30_000 }, async () => {
        const score = await measureLayout(layout, heldOut);
        const threshold = THRESHOLDS[layout.id] ?? ALL_RIGHT;
        expect(score.names, 'names').toBeGreaterThanOrEqual(threshold.names);
        expect(score.prices, 'prices').toBeGreaterThanOrEqual(threshold.prices);
        expect(score.sizes, 'sizes').toBeGreaterThanOrEqual(threshold.sizes);
        expect(score.sections, 'sections').toBeGreaterThanOrEqual(threshold.sections);
        expect(score.soldOut, 'sold out').toBeGreaterThanOrEqual(threshold.soldOut);
        expect(score.extraRows, 'rows matching no dish').toBeLessThanOrEqual(threshold.extraRows);
      });
    }
  }
});
