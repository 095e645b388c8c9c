// The browser half of the `qrcode` package the panel uses. @types/qrcode also types the Node half and so
// pulls every Node global (`process`, `Buffer`) into the renderer's type check; tsconfig.renderer.json
// points `qrcode` here so panel code that names a Node global fails the type check.
declare module 'qrcode' {
  interface QRCodeRenderOptions {
    width?: number;
    margin?: number;
    errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H';
    color?: { dark?: string; light?: string };
  }
  interface QRCodeStringOptions extends QRCodeRenderOptions {
    type: 'svg' | 'utf8' | 'terminal';
  }
  function toDataURL(text: string, options?: QRCodeRenderOptions): Promise<string>;
  function toString(text: string, options: QRCodeStringOptions): Promise<string>;
  const QRCode: { toDataURL: typeof toDataURL; toString: typeof toString };
  export default QRCode;
  export { toDataURL, toString };
}
