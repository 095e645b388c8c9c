// The web-platform globals shared/ may use: Node, the panel's browser and Electron's processes all have them.
// shared/ is checked with neither the DOM's nor Node's types (tsconfig.shared.json), so the few it uses are
// named here; each process's own check sees the full declarations. They are `var`s, as in the DOM's and Node's
// own declarations, so that globalThis holds them too.
/* eslint-disable no-var */
interface URL {
  readonly href: string;
  readonly protocol: string;
  readonly hostname: string;
}
declare var URL: { prototype: URL; new (url: string, base?: string | URL): URL };

interface Crypto {
  randomUUID(): `${string}-${string}-${string}-${string}-${string}`;
}
declare var crypto: Crypto;
