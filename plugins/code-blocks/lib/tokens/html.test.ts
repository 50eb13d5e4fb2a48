/**
 * codeLinesHtml must be the markup React renders for the same elements (the
 * theme's CodeBlock/Line structure with classes only), so a block looks the
 * same whether its lines come from this string or from components, and code
 * text can never become markup.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {createElement as h, Fragment} from 'react';
import type {Token} from 'prism-react-renderer';
import {prismSyntax} from '../prismSyntax';
import {prismWithLanguages} from '../../prism';
import {plainTokens} from './encode';
import {codeLinesHtml, type CodeLinesOptions} from './html';
import {SAMPLES} from './samples';
import {tokenize} from './tokenize';

import {renderToStaticMarkup} from 'react-dom/server';

const prism = prismWithLanguages(prismSyntax.additionalLanguages);
const NUMBERED = {line: 'codeLine_x', number: 'codeLineNumber_x', content: 'codeLineContent_x'};

/** The lines as React renders them from elements. */
function reactLines(lines: Token[][], {lineClassNames = {}, lineNumbers}: CodeLinesOptions): string {
  return renderToStaticMarkup(
    h(
      Fragment,
      null,
      lines.map((rawLine, index) => {
        const line = rawLine.length === 1 && rawLine[0]!.content === '\n' ? [{...rawLine[0]!, content: ''}] : rawLine;
        const className = ['token-line', ...(lineClassNames[index] ?? []), lineNumbers?.line].filter(Boolean).join(' ');
        const tokens = line.map((token, key) => h('span', {key, className: ['token', ...token.types].join(' ')}, token.content));
        return h(
          'div',
          {key: index, className},
          lineNumbers
            ? [h('span', {key: 'n', className: lineNumbers.number}), h('span', {key: 'c', className: lineNumbers.content}, tokens)]
            : tokens,
          h('br'),
        );
      }),
    ),
  );
}

for (const [language, code] of Object.entries(SAMPLES)) {
  test(`${language}: the lines' HTML is React's, plain, highlighted and numbered`, () => {
    const lines = tokenize(prism, code, language);
    const lineClassNames = {1: ['theme-code-block-highlighted-line'], 2: ['code-block-error-line', 'x"y']};
    for (const options of [{}, {lineClassNames}, {lineClassNames, lineNumbers: NUMBERED}]) {
      assert.equal(codeLinesHtml(lines, options), reactLines(lines, options));
    }
  });
}

test('tokens carry classes only: colours come from the stylesheet, the same HTML in both colour modes', () => {
  const html = codeLinesHtml(tokenize(prism, SAMPLES.css!, 'css'));
  assert.doesNotMatch(html, /style=/);
  assert.match(html, /<span class="token property">/);
});

test('code text is escaped, and an empty line keeps its height without a second break', () => {
  const html = codeLinesHtml(plainTokens('<a href="x">&\'\n\nend'));
  assert.match(html, /&lt;a href=&quot;x&quot;&gt;&amp;&#x27;<\/span><br\/>/);
  assert.equal(html.match(/<br\/>/g)?.length, 3);
  assert.equal(html, reactLines(plainTokens('<a href="x">&\'\n\nend'), {}));
});
