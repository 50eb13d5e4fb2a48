/**
 * The combobox's active option (WAI-ARIA APG combobox with a listbox): focus
 * stays in the input, which points at the active option with
 * aria-activedescendant; the arrow keys, Home and End move it
 * (lib/listNavigation.ts), Enter chooses it, and the active option is kept in
 * view. The active option goes back to the first whenever `resetKey` (the
 * query) changes.
 */
import {useEffect, useId, useState, type KeyboardEvent} from 'react';
import {nextActiveOption} from '../lib/listNavigation';

export interface ListNavigation {
  activeIndex: number;
  setActive: (index: number) => void;
  /** The id of the option at an index, for aria-activedescendant. */
  optionId: (index: number) => string;
  listboxId: string;
  onKeyDown: (event: KeyboardEvent) => void;
}

export function useListNavigation<T>(options: readonly T[], resetKey: string, choose: (option: T) => void): ListNavigation {
  const idPrefix = useId().replace(/:/g, '');
  const [active, setActive] = useState(0);
  useEffect(() => setActive(0), [resetKey]);
  // The list may have shrunk since the active option was chosen.
  const activeIndex = Math.min(active, Math.max(options.length - 1, 0));
  const optionId = (index: number) => `${idPrefix}-option-${index}`;

  useEffect(() => {
    document.getElementById(optionId(activeIndex))?.scrollIntoView({block: 'nearest'});
  });

  return {
    activeIndex,
    setActive,
    optionId,
    listboxId: `${idPrefix}-listbox`,
    onKeyDown(event) {
      if (event.key === 'Enter') {
        event.preventDefault();
        if (options[activeIndex] !== undefined) choose(options[activeIndex]);
        return;
      }
      const next = nextActiveOption(event.key, activeIndex, options.length);
      if (next === null) return;
      event.preventDefault();
      setActive(next);
    },
  };
}
