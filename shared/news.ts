// A news item's category (SPEC: a string or a JSON array): one name, a list, or a list sent as a JSON-array
// string ('["Novedades","Reportes"]'), always read as the list of names to show.
export function newsCategories(category: unknown): string[] {
  if (Array.isArray(category)) return category.filter((entry): entry is string => typeof entry === 'string' && entry.trim() !== '').map((entry) => entry.trim());
  if (typeof category !== 'string') return [];
  const text = category.trim();
  if (text.startsWith('[')) {
    try {
      return newsCategories(JSON.parse(text) as unknown);
    } catch {
      // Not JSON after all: the text itself is the name.
    }
  }
  return text ? [text] : [];
}
