/**
 * Groups an article's content into one box per second-level section, at build time: from each
 * `<h2>` up to the next, in `<div class="article-section">`. src/css/custom.css gives the box
 * `content-visibility: auto`, so a phone does the style, layout and paint of the sections near the
 * screen only: on the longest articles that work, repeated as the HTML streams in, was most of what
 * blocked the main thread before the page turned interactive (ARCHITECTURE.md, What blocks a phone's
 * main thread). The box is a plain div (no landmark, nothing new for screen readers); the lead-in
 * before the first `<h2>` stays as it is, since it is on screen at once. ESM nodes (an MDX file's
 * imports and exports) stay at the top level, where MDX expects them. Registered for docs in
 * docusaurus.config.ts.
 */
import type {Element, Root, RootContent} from 'hast';

/** The class src/css/custom.css gives content-visibility and the margins of the article's top level. */
export const ARTICLE_SECTION_CLASS = 'article-section';

const startsSection = (node: RootContent): boolean => node.type === 'element' && node.tagName === 'h2';

export default function rehypeArticleSections() {
  return (tree: Root): void => {
    const children: RootContent[] = [];
    let section: Element | undefined;
    for (const node of tree.children) {
      if (startsSection(node)) {
        section = {type: 'element', tagName: 'div', properties: {className: [ARTICLE_SECTION_CLASS]}, children: []};
        children.push(section);
      }
      if (section && node.type !== 'mdxjsEsm' && node.type !== 'doctype') section.children.push(node as Element['children'][number]);
      else children.push(node);
    }
    tree.children = children;
  };
}
