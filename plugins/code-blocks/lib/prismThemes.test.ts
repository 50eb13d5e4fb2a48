import assert from 'node:assert/strict';
import {test} from 'node:test';
import {codeTheme, codeThemeCss, darkCodeColours, lightCodeColours, type Palette} from './prismThemes';

/** WCAG 2 relative luminance and contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5]
      .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

test('every code colour has at least 4.5:1 against its background, in both modes', () => {
  for (const palette of [lightCodeColours, darkCodeColours]) {
    for (const [name, colour] of Object.entries(palette) as [keyof Palette, string][]) {
      if (name === 'background') continue;
      assert.ok(contrast(colour, palette.background) >= 4.5, `${name} ${colour} on ${palette.background}`);
    }
  }
});

test('the stylesheet defines every custom property the Prism theme uses, light by default and dark under [data-theme=dark]', () => {
  const css = codeThemeCss();
  const used = new Set(JSON.stringify(codeTheme).match(/--code-[a-z]+/g));
  const block = (selector: string) => css.split('\n').find((line) => line.startsWith(`${selector}{`))!;
  assert.ok(used.size >= 10);
  for (const property of used) {
    const name = property.slice('--code-'.length) as keyof Palette;
    assert.ok(block(':root').includes(`${property}:${lightCodeColours[name]};`), property);
    assert.ok(block("[data-theme='dark']").includes(`${property}:${darkCodeColours[name]};`), property);
  }
});

test('class-only token spans get the colour and font style the Prism theme gives the same type', () => {
  const css = codeThemeCss();
  assert.match(css, /\.prism-code \.token\.comment,[^{]*\{color:var\(--code-comment\);font-style:italic\}/);
  assert.match(css, /\.prism-code \.token\.keyword[,{][^}]*color:var\(--code-keyword\)/);
  const comment = codeTheme.styles.find(({types}) => types.includes('comment'))!;
  assert.deepEqual(comment.style, {fontStyle: 'italic', color: 'var(--code-comment)'});
});
