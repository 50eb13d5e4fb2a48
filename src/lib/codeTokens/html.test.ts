/**
 * codeLinesHtml must be the markup React renders for the theme's
 * CodeBlock/Line with the same props (reproduced here as JSX, since the
 * theme's file imports a CSS module), so a block looks the same whether its
 * lines come from this string or from components.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {createElement as h, Fragment, type ReactElement} from 'react';
import type {Token} from 'prism-react-renderer';
import {prismSyntax} from '../prismSyntax';
import {prismWithLanguages} from '../../../plugins/code-tokens/prism';
import {darkCodeTheme, lightCodeTheme} from '../prismThemes';
import {plainTokens} from './encode';
import {codeLinesHtml, type CodeLinesOptions} from './html';
import {SAMPLES} from './samples';
import {lineProps, themeDictionary, tokenProps, type ThemeDictionary} from './style';
import {tokenize} from './tokenize';

const {renderToStaticMarkup} = require('react-dom/server') as {renderToStaticMarkup(element: ReactElement): string};

const prism = prismWithLanguages(prismSyntax.additionalLanguages);
const NUMBERED = {line: 'codeLine_x', number: 'codeLineNumber_x', content: 'codeLineContent_x'};

/** The theme's CodeBlock/Line, for each line, as React renders it. */
function reactLines(lines: Token[][], dictionary: ThemeDictionary, {lineClassNames = {}, lineNumbers}: CodeLinesOptions): string {
  return renderToStaticMarkup(
    h(
      Fragment,
      null,
      lines.map((rawLine, index) => {
        const line = rawLine.length === 1 && rawLine[0]!.content === '\n' ? [{...rawLine[0]!, content: ''}] : rawLine;
        const classNames = [...(lineClassNames[index] ?? []), lineNumbers?.line].filter(Boolean).join(' ');
        const tokens = line.map((token, key) => h('span', {key, ...tokenProps(dictionary, {token})}));
        return h(
          'div',
          {key: index, ...lineProps(dictionary, {line, className: classNames})},
          lineNumbers ? [h('span', {key: 'n', className: lineNumbers.number}), h('span', {key: 'c', className: lineNumbers.content}, tokens)] : tokens,
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
    for (const theme of [lightCodeTheme, darkCodeTheme]) {
      const dictionary = themeDictionary(theme, language);
      for (const options of [{}, {lineClassNames}, {lineClassNames, lineNumbers: NUMBERED}]) {
        assert.equal(codeLinesHtml(lines, dictionary, options), reactLines(lines, dictionary, options));
      }
    }
  });
}

test('code text is escaped, and an empty line keeps its height without a second break', () => {
  const dictionary = themeDictionary(lightCodeTheme, 'html');
  const html = codeLinesHtml(plainTokens('<a href="x">&\'\n\nend'), dictionary);
  assert.match(html, /&lt;a href=&quot;x&quot;&gt;&amp;&#x27;<\/span><br\/>/);
  assert.match(html, /<span class="token plain" style="display:inline-block"><\/span><br\/><\/div>/);
  assert.equal(html.match(/<br\/>/g)?.length, 3);
  assert.equal(html, reactLines(plainTokens('<a href="x">&\'\n\nend'), dictionary, {}));
});

test('numeric style values get px as in React, except unitless ones', () => {
  const dictionary: ThemeDictionary = {root: {}, plain: {}, keyword: {opacity: 0.5, fontWeight: 700, marginLeft: 2, padding: 0}};
  const html = codeLinesHtml([[{types: ['keyword'], content: 'x'}]], dictionary);
  assert.equal(html, reactLines([[{types: ['keyword'], content: 'x'}]], dictionary, {}));
  assert.match(html, /style="opacity:0.5;font-weight:700;margin-left:2px;padding:0"/);
});
