import assert from 'node:assert/strict';
import {test} from 'node:test';
import type {Element, Root} from 'hast';
import rehypeTableRegions from './rehype';

const text = (value: string) => ({type: 'text' as const, value});
const el = (tagName: string, children: Element['children'] = []): Element => ({type: 'element', tagName, properties: {}, children});
const table = (...headers: string[]) =>
  el('table', [
    el('thead', [
      el(
        'tr',
        headers.map((h) => el('th', [text(h)])),
      ),
    ]),
  ]);

function regions(tree: Root): {label: unknown; tabIndex: unknown; role: unknown; wraps: string}[] {
  rehypeTableRegions()(tree);
  const found: {label: unknown; tabIndex: unknown; role: unknown; wraps: string}[] = [];
  const visit = (node: Root | Element) => {
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      if (child.tagName === 'div' && child.properties.role === 'region') {
        const inner = child.children[0] as Element;
        found.push({
          label: child.properties.ariaLabel,
          tabIndex: child.properties.tabIndex,
          role: child.properties.role,
          wraps: inner.tagName,
        });
      }
      visit(child);
    }
  };
  visit(tree);
  return found;
}

test('a table becomes a focusable region named after the heading it sits under', () => {
  const tree: Root = {
    type: 'root',
    children: [el('h2', [text('Plans '), el('code', [text('compared')])]), el('p'), table('Plan', 'Price')],
  };
  assert.deepEqual(regions(tree), [{label: 'Table: Plans compared', tabIndex: 0, role: 'region', wraps: 'table'}]);
});

test('several tables under one heading are numbered, and the next heading starts again', () => {
  const tree: Root = {
    type: 'root',
    children: [el('h2', [text('Ports')]), table('A'), table('B'), el('h3', [text('Firewall')]), table('C')],
  };
  assert.deepEqual(
    regions(tree).map((region) => region.label),
    ['Table: Ports', 'Table: Ports (2)', 'Table: Firewall'],
  );
});

test('a table before any heading is named by its header row; tables nested in other elements are found', () => {
  const tree: Root = {type: 'root', children: [el('div', [table('Record', 'Purpose')])]};
  assert.deepEqual(
    regions(tree).map((region) => region.label),
    ['Table: Record, Purpose'],
  );
});

test('a tree without tables is left as it was', () => {
  const tree: Root = {type: 'root', children: [el('h2', [text('Intro')]), el('p', [text('No tables here.')])]};
  const before = JSON.stringify(tree);
  rehypeTableRegions()(tree);
  assert.equal(JSON.stringify(tree), before);
});
