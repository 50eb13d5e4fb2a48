/**
 * The palette's arrow keys as the WAI-ARIA combobox pattern has them: the
 * option a key makes active in a list of `count` options. Down and Up wrap
 * around; Home and End go to the ends. null: the key does not move (no
 * options, or another key), so its default action stays.
 */
export function nextActiveOption(key: string, active: number, count: number): number | null {
  if (count === 0) return null;
  const last = count - 1;
  switch (key) {
    case 'ArrowDown':
      return active >= last ? 0 : active + 1;
    case 'ArrowUp':
      return active <= 0 ? last : active - 1;
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}
