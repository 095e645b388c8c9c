// fontkit ships no types. Only what the PDF encoder uses: a font parsed once and handed to pdfkit,
// which accepts any object with `layout` as an already-parsed font.
declare module 'fontkit' {
  export interface Font {
    layout: (text: string) => unknown;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
