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

// Required with a type of its own: the site has no @types/react-dom.
const {renderToStaticMarkup} = require('react-dom/server') as {renderToStaticMarkup(element: ReactElement): string};

const prism = prismWithLanguages(prismSyntax.additionalLanguages);

const SAMPLES: Record<string, string> = {
  js: 'async function load(url) {\n  // fetch once\n  const res = await fetch(`${url}?v=${1 + 2}`);\n\n  return /^ok$/i.test(res.statusText) ? res.json() : null;\n}\n/* a comment\n\n   over lines */',
  bash: '#!/usr/bin/env bash\nset -euo pipefail\nfor f in /var/www/*.conf; do\n  echo "Checking $f" && grep -q "ssl" "$f" || exit 1\ndone\nsudo systemctl reload nginx # done',
  nginx: 'server {\n    listen 443 ssl http2;\n    server_name example.com;\n    location ~* \\.(css|js)$ {\n        expires 30d;\n        add_header Cache-Control "public";\n    }\n}',
  apache: '<VirtualHost *:80>\n    ServerName example.com\n    RewriteEngine On\n    RewriteRule ^(.*)$ https://example.com/$1 [R=301,L]\n    <Directory /var/www/html>\n        AllowOverride All\n    </Directory>\n</VirtualHost>',
  php: "<?php\n// wp-config.php\ndefine('WP_DEBUG', false);\n$table_prefix = 'wp_';\nif ( ! defined( 'ABSPATH' ) ) {\n    exit;\n}\n?>\n<p><?= esc_html( $title ) ?></p>",
  sql: "-- least privilege\nCREATE USER 'backup'@'localhost' IDENTIFIED BY 'secret';\nGRANT SELECT, LOCK TABLES ON example_db.* TO 'backup'@'localhost';\nSELECT COUNT(*) FROM wp_posts WHERE post_status = \"publish\";",
  yaml: 'title: "Backups"\nkeywords: [backup, restore]\nlast_update:\n  date: 2025-05-10 # reviewed\nenabled: true\ncount: 3',
  json: '{\n  "name": "example",\n  "version": 2,\n  "private": true,\n  "files": ["index.js", null]\n}',
  css: '@media (min-width: 48em) {\n  .card:hover > a::after {\n    color: #4338ca !important;\n    margin: calc(1rem + 2px) auto;\n  }\n}\n/* end */',
  html: '<!doctype html>\n<html lang="en">\n<head>\n  <style>body { margin: 0; }</style>\n  <script>const x = 1 < 2;</script>\n</head>\n<body><a href="/docs" class="btn">Docs &amp; more</a><!-- note --></body>\n</html>',
  diff: '--- a/nginx.conf\n+++ b/nginx.conf\n@@ -1,3 +1,3 @@\n-    listen 80;\n+    listen 443 ssl;\n     server_name example.com;',
};

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
