// The WhatsApp share link that carries the commerce's public menu link (AccountDetails.menuUrl).

/** The message the WhatsApp button starts (the preview shows the same text). */
export function shareMessage(commerceName: string, url: string): string {
  return `Mira el menú de ${commerceName} y haz tu pedido aquí: ${url}`;
}

export function whatsappShareUrl(commerceName: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(shareMessage(commerceName, url))}`;
}
