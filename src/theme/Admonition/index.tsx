/**
 * Wraps the theme's admonition (not ejected) so that each one is announced as
 * what it is: a note (role="note", not a landmark) named by its type and title,
 * "Tip: Test with real content". The theme shows only a custom title, so a
 * screen reader otherwise heard no "Tip" or "Warning".
 * docusaurus-internal: unsafe-swizzles (scripts/lib/docusaurusInternals.ts)
 */
import React, {type ReactNode} from 'react';
import {processAdmonitionProps} from '@docusaurus/theme-common';
import Admonition from '@theme-original/Admonition';
import type AdmonitionType from '@theme/Admonition';
import type {WrapperProps} from '@docusaurus/types';
import {admonitionLabel} from '@site/src/lib/admonitionLabel';

type Props = WrapperProps<typeof AdmonitionType>;

/** The text a reader sees in a title written in MDX (`:::tip[Use `npm ci`]`). */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (React.isValidElement<{children?: ReactNode}>(node)) return textOf(node.props.children);
  return '';
}

export default function AdmonitionWrapper(props: Props): ReactNode {
  // The same reading of the MDX title as the theme's, so the name matches the title shown.
  const {title} = processAdmonitionProps(props);
  return (
    <div role="note" aria-label={admonitionLabel(props.type, textOf(title))}>
      <Admonition {...props} />
    </div>
  );
}
