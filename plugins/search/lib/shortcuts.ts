/** Keyboard rules for opening the search palette, apart from React so they can be tested. */

export function isMacPlatform(platform: string): boolean {
  return /mac|iphone|ipad|ipod/i.test(platform);
}

/**
 * Ctrl+K and Cmd+K (Meta+K) both toggle the palette, on every platform: readers
 * use external keyboards and remote desktops, where the platform does not say
 * which key they reach for. Only the label follows the platform (isMacPlatform).
 */
export function isToggleShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): boolean {
  if (event.key.toLowerCase() !== 'k' || event.altKey || event.shiftKey) return false;
  return event.ctrlKey || event.metaKey;
}

/** The shortcut as the platform's readers usually write it, for the search box's hint. */
export function toggleShortcutLabel(mac: boolean): string {
  return mac ? '⌘K' : 'Ctrl K';
}

/** "/" opens the palette, but never while the reader is typing somewhere. */
export function isSlashShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>,
  target: {tagName?: string; isContentEditable?: boolean} | null,
): boolean {
  if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return false;
  const tag = target?.tagName?.toUpperCase();
  return !(tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || target?.isContentEditable);
}
