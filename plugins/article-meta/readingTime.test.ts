import assert from 'node:assert/strict';
import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import {pageProse, readingMinutes} from './readingTime';

const words = (n: number) => Array.from({length: n}, (_, i) => `word${i}`).join(' ');

test('200 words a minute, rounded, never below one minute', () => {
  assert.equal(readingMinutes(words(1400)), 7);
  assert.equal(readingMinutes(words(3000)), 15);
  assert.equal(readingMinutes(words(1850)), 9);
  assert.equal(readingMinutes('Short.'), 1);
});

test('code blocks do not add reading time', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'reading-'));
  const file = path.join(dir, 'a.mdx');
  const code = '```js title="big.js"\n' + words(4000) + '\n```\n';
  assert.equal(readingMinutes(pageProse(file, `${words(1400)}\n\n${code}`)), 7);
});

test('imported MDX that the page renders counts; import cycles do not loop', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'reading-'));
  writeFileSync(path.join(dir, 'part.mdx'), `---\ntitle: Part\n---\n${words(2000)}\n\nimport Page from './page.mdx';\n`);
  const page = path.join(dir, 'page.mdx');
  const body = `import Part from './part.mdx';\n\n<Part />\n`;
  writeFileSync(page, body);
  assert.equal(readingMinutes(pageProse(page, body)), 10);
});
