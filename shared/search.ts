// How every search box of the panel compares text: accents, case and surrounding spaces do not count
// ('Champiñones ÁCIDOS' finds 'champinones acidos').
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}
