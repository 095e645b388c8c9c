// Selectors the axe test leaves out for now, each with the team that owns the code (their folders were being
// edited by others while issue 17 was worked on). Remove an entry once its owner fixes the finding; the test
// then checks that element too. Keep this list short and precise: never a whole screen.
export interface Exclusion {
  selector: string;
  owner: string;
  why: string;
}

export const EXCLUSIONS: Exclusion[] = [
  {
    // renderer/src/features/orders/board/BoardColumn.tsx: an empty column is a role="feed" without articles.
    selector: '[role="feed"]:not(:has(article, [role="article"]))',
    owner: 'board (renderer/src/features/orders/**)',
    why: 'aria-required-children (critical): a feed must contain articles; give the empty column another role or none while empty',
  },
];

export const EXCLUDED_SELECTORS: string[] = EXCLUSIONS.map((exclusion) => exclusion.selector);
