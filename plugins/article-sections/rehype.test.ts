import assert from 'node:assert/strict';
import {test} from 'node:test';
import type {Element, Root, RootContent} from 'hast';
import rehypeArticleSections, {ARTICLE_SECTION_CLASS} from './rehype';

const el = (tagName: string, text = ''): Element => ({
  type: 'element',
  tagName,
  properties: {},
  children: text ? [{type: 'text', value: text}] : [],
});
const esm = {type: 'mdxjsEsm', value: "import X from './x';"} as unknown as RootContent;

/** The tree's top level as tag names, a section as `section[h2 p ...]`. */
function outline(tree: Root): string[] {
  return tree.children.map((node) => {
    if (node.type !== 'element') return node.type;
    const isSection = (node.properties.className as string[] | undefined)?.includes(ARTICLE_SECTION_CLASS);
    return isSection ? `section[${node.children.map((c) => (c.type === 'element' ? c.tagName : c.type)).join(' ')}]` : node.tagName;
  });
}

test('each h2 starts a section that runs to the next h2; the lead-in stays outside', () => {
  const tree: Root = {type: 'root', children: [el('p'), el('h2', 'A'), el('p'), el('h3'), el('pre'), el('h2', 'B'), el('table')]};
  rehypeArticleSections()(tree);
  assert.deepEqual(outline(tree), ['p', 'section[h2 p h3 pre]', 'section[h2 table]']);
});

test('a section is a plain div with the class the stylesheet targets', () => {
  const tree: Root = {type: 'root', children: [el('h2', 'A')]};
  rehypeArticleSections()(tree);
  const section = tree.children[0] as Element;
  assert.equal(section.tagName, 'div');
  assert.deepEqual(section.properties, {className: [ARTICLE_SECTION_CLASS]});
});

test('imports and exports stay at the top level, where MDX expects them', () => {
  const tree: Root = {type: 'root', children: [esm, el('h2', 'A'), el('p'), esm, el('p')]};
  rehypeArticleSections()(tree);
  assert.deepEqual(outline(tree), ['mdxjsEsm', 'section[h2 p p]', 'mdxjsEsm']);
});

test('a page without h2 is left as it is', () => {
  const tree: Root = {type: 'root', children: [el('h1'), el('p'), el('h3'), el('p')]};
  rehypeArticleSections()(tree);
  assert.deepEqual(outline(tree), ['h1', 'p', 'h3', 'p']);
});
