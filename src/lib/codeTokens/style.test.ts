/**
 * Build-time tokens, decoded, with the class names and styles of style.ts,
 * must be exactly what prism-react-renderer's <Highlight> renders in the
 * browser, for every language our articles use: if either drifts (a
 * prism-react-renderer or Prism upgrade), this fails.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {createElement, type ReactElement} from 'react';
import {Highlight, themes, type PrismTheme, type RenderProps} from 'prism-react-renderer';
import {prismSyntax} from '../prismSyntax';
import {prismWithLanguages} from '../../../plugins/code-tokens/prism';
import {darkCodeTheme, lightCodeTheme} from '../prismThemes';
import {decodeTokens, encodeTokens} from './encode';
import {blockProps, lineProps, themeDictionary, tokenProps} from './style';
import {tokenize} from './tokenize';
import {SAMPLES} from './samples';

// Required with a type of its own: the site has no @types/react-dom.
const {renderToStaticMarkup} = require('react-dom/server') as {renderToStaticMarkup(element: ReactElement): string};

const prism = prismWithLanguages(prismSyntax.additionalLanguages);


function highlighted(code: string, language: string, theme: PrismTheme): RenderProps {
  let rendered: RenderProps | undefined;
  renderToStaticMarkup(
    createElement(Highlight, {
      prism,
      theme,
      code,
      language,
      children: (props: RenderProps) => {
        rendered = props;
        return createElement('pre');
      },
    }),
  );
  return rendered!;
}

for (const [language, code] of Object.entries(SAMPLES)) {
  test(`${language}: decoded tokens, classes and styles are <Highlight>'s`, () => {
    const lines = decodeTokens(encodeTokens(tokenize(prism, code, language)), code);
    for (const theme of [lightCodeTheme, darkCodeTheme, themes.vsDark]) {
      const expected = highlighted(code, language, theme);
      assert.deepEqual(lines, expected.tokens);
      const dictionary = themeDictionary(theme, language);
      assert.deepEqual(blockProps(dictionary, language), {className: expected.className, style: expected.style});
      for (const line of lines!) {
        // The inputs Docusaurus's CodeBlock/Line passes.
        const lineInput = {line, className: 'theme-code-block-highlighted-line'};
        assert.deepEqual(lineProps(dictionary, lineInput), expected.getLineProps(lineInput));
        for (const token of line) {
          assert.deepEqual(tokenProps(dictionary, {token}), expected.getTokenProps({token}));
        }
      }
    }
  });
}

test('the samples are highlighted: only diff, which our Prism does not know, is plain', () => {
  for (const [language, code] of Object.entries(SAMPLES)) {
    const types = new Set(tokenize(prism, code, language).flat().flatMap((token) => token.types));
    if (language === 'diff') assert.deepEqual([...types], ['plain']);
    else assert.ok(types.size > 3, `${language} has only ${[...types].join(', ')}`);
  }
});

test('a keyword gets the colour mode\'s keyword colour; plain text only the line colour', () => {
  const keyword = {types: ['keyword'], content: 'const'};
  assert.deepEqual(tokenProps(themeDictionary(lightCodeTheme, 'js'), {token: keyword}).style, {color: '#6d28d9'});
  assert.deepEqual(tokenProps(themeDictionary(darkCodeTheme, 'js'), {token: keyword}).style, {color: '#c4b5fd'});
  assert.equal(tokenProps(themeDictionary(lightCodeTheme, 'js'), {token: {types: ['plain'], content: 'a'}}).style, undefined);
  assert.deepEqual(lineProps(themeDictionary(darkCodeTheme, 'js'), {line: []}).style, {color: '#e7e6ef', backgroundColor: undefined});
});
