/**
 * Wraps every Markdown table in a scroll region of its own, at build time:
 * `<div class="scroll-region table-region" role="region" tabindex="0" aria-label="...">`.
 * A table wider than a phone then scrolls inside its box instead of the
 * whole page (src/css/custom.css gives the box its scroll cue), keyboard
 * users can focus the box and scroll it with the arrow keys, and screen
 * readers hear which table it is: the region is named after the heading the
 * table sits under ("Table: Plans compared"), numbered when one heading has
 * several. Registered for docs and pages in docusaurus.config.ts.
 */
import type {Element, Root, RootContent} from 'hast';

/** The class of every scroll region, tables and code alike: src/css/custom.css gives it its scroll cue. */
export const SCROLL_REGION_CLASS = 'scroll-region';

type Node = Root | RootContent;

function textOf(node: Node): string {
  if (node.type === 'text') return node.value;
  return 'children' in node ? (node.children as Node[]).map(textOf).join('') : '';
}

const isHeading = (node: Node): boolean => node.type === 'element' && /^h[1-6]$/.test(node.tagName);

/** The label of a table with no heading before it: its header row ("Table: Plan, Price, Storage"). */
function headerText(table: Element): string {
  const cells: string[] = [];
  const visit = (node: Node) => {
    if (node.type === 'element' && node.tagName === 'th') cells.push(textOf(node).trim());
    else if ('children' in node) (node.children as Node[]).forEach(visit);
  };
  visit(table);
  return cells.filter(Boolean).join(', ');
}

export default function rehypeTableRegions() {
  return (tree: Root): void => {
    let heading = '';
    const tablesUnder = new Map<string, number>();
    const walk = (parent: Root | Element | {children: RootContent[]}) => {
      parent.children.forEach((child, index) => {
        if (isHeading(child)) {
          heading = textOf(child).trim();
          return;
        }
        if (child.type === 'element' && child.tagName === 'table') {
          const about = heading || headerText(child);
          const count = (tablesUnder.get(about) ?? 0) + 1;
          tablesUnder.set(about, count);
          const label = `Table: ${about || 'untitled'}${count > 1 ? ` (${count})` : ''}`;
          const region: Element = {
            type: 'element',
            tagName: 'div',
            properties: {className: [SCROLL_REGION_CLASS, 'table-region'], role: 'region', tabIndex: 0, ariaLabel: label},
            children: [child],
          };
          parent.children[index] = region;
          return;
        }
        if ('children' in child) walk(child as {children: RootContent[]});
      });
    };
    walk(tree);
  };
}
