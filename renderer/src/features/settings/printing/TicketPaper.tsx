// The ticket preview's paper: the HTML ticket the printing side rendered, shown in a shadow root of this
// element, so its styles stay its own and the panel's stay out. No frame: a sandboxed srcdoc iframe without
// scripts made Chromium log «Blocked script execution in 'about:srcdoc'» whenever something tried to run a
// script in it (DevTools, extensions, Playwright's trace snapshots), and had to be measured to fit its height.
// The ticket is our own encoder's output (every text escaped, images limited to web and inline raster
// sources: main/services/printing/encoders/html.ts); what could run or load anything is still dropped here.
import { useLayoutEffect, useRef } from 'react';

const DROPPED = 'script, iframe, frame, object, embed, link, meta, base, form, input, button, textarea, select';

/** The ticket's style and body, without anything that could run code, navigate or submit. */
export function ticketNodes(html: string): Node[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const node of doc.querySelectorAll(DROPPED)) node.remove();
  for (const element of doc.querySelectorAll('*')) {
    for (const attribute of [...element.attributes]) {
      const name = attribute.name.toLowerCase();
      const value = attribute.value.trim().toLowerCase();
      if (name.startsWith('on') || ((name === 'href' || name === 'src' || name === 'xlink:href') && value.startsWith('javascript:'))) element.removeAttribute(attribute.name);
    }
  }
  return [...doc.head.querySelectorAll('style'), ...doc.body.childNodes];
}

export interface TicketPaperProps {
  html: string;
  /** What a screen reader hears (e.g. «Vista previa del ticket · Impresora principal»). */
  label: string;
  width: number;
}

export function TicketPaper({ html, label, width }: TicketPaperProps) {
  const host = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = host.current;
    if (!element) return;
    const root = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
    root.replaceChildren(...ticketNodes(html).map((node) => document.importNode(node, true)));
  }, [html]);
  return (
    <div
      ref={host}
      role="group"
      aria-label={label}
      data-testid="ticket-preview-paper"
      style={{ width, minHeight: 120, padding: 4, boxSizing: 'border-box', border: '1px solid #e5ded5', borderRadius: 4, background: '#fff', boxShadow: '0 2px 8px rgba(0,0,0,0.08)' }}
    />
  );
}
