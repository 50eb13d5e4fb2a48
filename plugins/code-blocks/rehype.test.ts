import assert from 'node:assert/strict';
import {test} from 'node:test';
import type {Element, Root, RootContent} from 'hast';
import {prismSyntax} from '../../plugins/code-blocks/lib/prismSyntax';
import {decodeTokens} from './lib/tokens/encode';
import {tokenize} from './lib/tokens/tokenize';
import {prismWithLanguages} from './prism';
import rehypeCodeTokens from './rehype';

const prism = prismWithLanguages(prismSyntax.additionalLanguages);

/** The `codeTokens` of each fenced block in `mdx`, in order. */
async function tokensOf(mdx: string): Promise<unknown[]> {
  const found: unknown[] = [];
  const collect = () => (tree: Root) => {
    const visit = (node: Root | RootContent): void => {
      if (node.type === 'element' && node.tagName === 'code') found.push((node as Element).properties.codeTokens);
      if ('children' in node) node.children.forEach(visit);
    };
    visit(tree);
  };
  // @mdx-js/mdx is ESM only, so it is imported, not required.
  const {compile} = await import('@mdx-js/mdx');
  await compile(mdx, {rehypePlugins: [[rehypeCodeTokens, {prism: prismSyntax}], collect]});
  return found;
}

test('a block gets the tokens of its code, in its language', async () => {
  const [tokens] = await tokensOf('```nginx title="site.conf"\nserver {\n    listen 80;\n}\n```\n');
  const shown = 'server {\n    listen 80;\n}';
  assert.deepEqual(decodeTokens(String(tokens), shown), tokenize(prism, shown, 'nginx'));
});

test('magic comments are removed before tokenizing, as the theme shows the code', async () => {
  const [js, bash] = await tokensOf(
    [
      '```js',
      'const a = 1;',
      '// highlight-next-line',
      'const b = `x',
      '// highlight-start',
      'y`;',
      '// highlight-end',
      '```',
      '',
      '```bash',
      '# highlight-next-line',
      'echo "hi"',
      '```',
      '',
    ].join('\n'),
  );
  const shownJs = 'const a = 1;\nconst b = `x\ny`;';
  assert.deepEqual(decodeTokens(String(js), shownJs), tokenize(prism, shownJs, 'js'));
  assert.deepEqual(decodeTokens(String(bash), 'echo "hi"'), tokenize(prism, 'echo "hi"', 'bash'));
});

test('a {1,3} range keeps the code as written; line numbers do not change it', async () => {
  const code = 'a = 1\n// highlight-next-line\nb = 2';
  const [tokens] = await tokensOf(`\`\`\`js {1,3} showLineNumbers\n${code}\n\`\`\`\n`);
  assert.deepEqual(decodeTokens(String(tokens), code), tokenize(prism, code, 'js'));
});

test('a block without a language is tokenized in the default language; apache is an alias of apacheconf', async () => {
  const [plain, apache] = await tokensOf('```\nconst x = <b />;\n```\n\n```apache\nRewriteEngine On\n```\n');
  assert.deepEqual(decodeTokens(String(plain), 'const x = <b />;'), tokenize(prism, 'const x = <b />;', 'jsx'));
  const apacheTokens = decodeTokens(String(apache), 'RewriteEngine On');
  assert.deepEqual(apacheTokens, tokenize(prism, 'RewriteEngine On', 'apacheconf'));
  assert.notDeepEqual(apacheTokens, [[{types: ['plain'], content: 'RewriteEngine On'}]]);
});

test('blocks inside JSX get tokens; inline code and <pre> written as JSX do not', async () => {
  const found = await tokensOf('<div>\n\n```css\na { color: red; }\n```\n\n</div>\n\nSome `inline` code.\n\n<pre><code>raw</code></pre>\n');
  assert.equal(found.length, 2);
  assert.equal(typeof found[0], 'string');
  assert.equal(found[1], undefined);
});
