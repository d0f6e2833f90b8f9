/** Text inside SVG or HTML: the five XML specials escaped. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** "Golden Tiger" → "GT"; one word gives its first two letters. */
export function initialsOf(name: string): string {
  const words = name.split(/[\s\-_.]+/).filter((word) => /[A-Za-z0-9]/.test(word));
  if (words.length >= 2) return `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}`.toUpperCase();
  return (words[0] ?? '?').slice(0, 2).toUpperCase();
}
