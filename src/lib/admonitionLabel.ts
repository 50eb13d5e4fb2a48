/**
 * The accessible name of an admonition: its type, then its title when the
 * title says more than the type ("Tip: Test with real content", but "Note"
 * for an untitled note), so a screen reader announces what kind of box it is.
 */
export function admonitionLabel(type: string, title: string): string {
  const typeName = type.charAt(0).toUpperCase() + type.slice(1).toLowerCase();
  const shownTitle = title.replace(/\s+/g, ' ').trim();
  return !shownTitle || shownTitle.toLowerCase() === type.toLowerCase() ? typeName : `${typeName}: ${shownTitle}`;
}
