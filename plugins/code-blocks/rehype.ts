/**
 * Highlights fenced code blocks at build time: gives every ```lang block's
 * <code> a `codeTokens` prop, its Prism tokens (plugins/code-blocks/lib/tokens/encode.ts),
 * which CodeBlock/Content renders without Prism in the browser. The code is
 * tokenized as the theme will show it (magic comments removed, by the theme's
 * own createCodeBlockMetadata) and with the Prism the theme would use.
 * Live and interactive blocks get tokens too: their editors highlight
 * themselves, but the server-rendered page shows them as ordinary blocks.
 */
import type {Element, ElementContent, Root, RootContent} from 'hast';
import type {ThemeConfig} from '@docusaurus/theme-common';
import {encodeTokens} from './lib/tokens/encode';
import {tokenize} from './lib/tokens/tokenize';
import {loadCreateCodeBlockMetadata} from './codeBlockMetadata';
import {prismWithLanguages} from './prism';

export interface CodeTokensOptions {
  /** The site's themeConfig.prism, so blocks are read and highlighted as the theme would. */
  prism: Pick<ThemeConfig['prism'], 'defaultLanguage' | 'additionalLanguages' | 'magicComments'>;
}

export default function rehypeCodeTokens({prism: prismConfig}: CodeTokensOptions) {
  const createCodeBlockMetadata = loadCreateCodeBlockMetadata();
  const prism = prismWithLanguages(prismConfig.additionalLanguages);
  return (tree: Root): void => {
    for (const code of fencedCodeElements(tree)) {
      const {properties} = code;
      const metadata = createCodeBlockMetadata({
        code: textOf(code.children),
        className: Array.isArray(properties.className) ? properties.className.join(' ') : undefined,
        language: undefined,
        defaultLanguage: prismConfig.defaultLanguage,
        // The fence's meta (remark-rehype keeps it here); CodeBlock gets it as `metastring`.
        metastring: (code.data as {meta?: string} | undefined)?.meta,
        magicComments: prismConfig.magicComments,
        title: undefined,
        showLineNumbers: undefined,
      });
      // CodeBlock's `codeTokens` prop (theme/CodeBlock).
      properties.codeTokens = encodeTokens(tokenize(prism, metadata.code, metadata.language));
    }
  };
}

/** <code> elements directly inside <pre>: what MDX renders with CodeBlock (also inside admonitions and other JSX). */
function fencedCodeElements(node: Root | RootContent): Element[] {
  if (!('children' in node)) return [];
  if (node.type === 'element' && node.tagName === 'pre') {
    return node.children.filter((child): child is Element => child.type === 'element' && child.tagName === 'code');
  }
  return (node.children as RootContent[]).flatMap(fencedCodeElements);
}

function textOf(children: ElementContent[]): string {
  return children.map((child) => (child.type === 'text' ? child.value : child.type === 'element' ? textOf(child.children) : '')).join('');
}
