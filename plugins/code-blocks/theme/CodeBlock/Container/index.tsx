/**
 * Re-implements theme-classic's CodeBlock/Container with the same markup (class names and the
 * `--prism-color` / `--prism-background-color` style), without reading the colour mode.
 *
 * The theme's Container takes those two properties from `usePrismTheme()`, which reads the colour
 * mode's context. That context changes right after hydration (the mode choice turns from null to
 * the one the page's inline script set), and again on every switch of mode, so every code block's
 * container rendered once more on each page load. The site's one Prism theme serves both modes
 * (docusaurus.config.ts sets `codeTheme` as theme and darkTheme) and its colours are CSS custom
 * properties (plugins/code-blocks/lib/prismThemes.ts), so the style is the same in both modes and
 * is computed once here.
 * docusaurus-internal: copied-components (scripts/lib/docusaurusInternals.ts)
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
// docusaurus-internal: theme-common-internal (scripts/lib/docusaurusInternals.ts)
import {getPrismCssVariables} from '@docusaurus/theme-common/internal';
// docusaurus-internal: theme-css-modules (scripts/lib/docusaurusInternals.ts)
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Container/styles.module.css';
import {codeTheme} from '../../../lib/prismThemes';

const prismCssVariables = getPrismCssVariables(codeTheme);

export default function CodeBlockContainer<T extends 'div' | 'pre'>({as, ...props}: {as: T} & ComponentProps<T>): ReactNode {
  // Polymorphic, as the theme's: its props are those of `as`, a <div> or a <pre>.
  const As = as as 'div';
  return (
    <As
      {...(props as ComponentProps<'div'>)}
      style={prismCssVariables}
      className={clsx(props.className, styles.codeBlockContainer, ThemeClassNames.common.codeBlock)}
    />
  );
}
