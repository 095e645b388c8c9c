// @vitest-environment jsdom
// The WhatsApp preview of «Compartir menú» reads the page's tags as a chat app's crawler does.
import { describe, expect, it } from 'vitest';
import { parseLinkPreview } from '../../../../renderer/src/features/share-menu/link-preview';

const PAGE = 'https://menu.ejemplo.mx/m/taqueria';

describe('parseLinkPreview', () => {
  it('takes the Open Graph title, description, image and the host of og:url', () => {
    const html = `<html><head><title>Otro</title>
      <meta property="og:title" content="Taquería &quot;El Farol&quot; · Menú en línea">
      <meta property="og:description" content="Pide en línea: Tacos y Bebidas.">
      <meta property="og:url" content="https://menu.ejemplo.mx/m/taqueria">
      <meta property="og:image" content="https://menu.ejemplo.mx/m/taqueria/portada.png"></head></html>`;
    expect(parseLinkPreview(html, PAGE)).toEqual({
      title: 'Taquería "El Farol" · Menú en línea',
      description: 'Pide en línea: Tacos y Bebidas.',
      image: 'https://menu.ejemplo.mx/m/taqueria/portada.png',
      host: 'menu.ejemplo.mx',
      absoluteUrls: true,
    });
  });

  it('falls back to <title> and the description tag, and flags relative URLs (no PUBLIC_URL)', () => {
    const html = `<html><head><title>Café · Menú en línea</title><meta name="description" content="Cafés.">
      <meta property="og:url" content="/m/cafe"><meta property="og:image" content="/m/cafe/portada.png"></head></html>`;
    expect(parseLinkPreview(html, 'http://192.168.1.5:8080/m/cafe')).toEqual({
      title: 'Café · Menú en línea',
      description: 'Cafés.',
      image: 'http://192.168.1.5:8080/m/cafe/portada.png',
      host: '192.168.1.5:8080',
      absoluteUrls: false,
    });
  });
});
