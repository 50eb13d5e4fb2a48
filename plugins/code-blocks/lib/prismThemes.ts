/**
 * Code colours for light and dark mode, as CSS custom properties. Stock Prism
 * themes (github, dracula) put comments and properties below WCAG's 4.5:1;
 * every colour here has at least 4.5:1 against its own background.
 *
 * The site has one Prism theme (`codeTheme`) whose colours are `var(--code-*)`
 * references, and one stylesheet (`codeThemeCss`, a client module of
 * plugins/code-blocks) that gives those properties their values per colour
 * mode and colours build-time token spans by class. So a block's HTML is the
 * same in both modes, and switching mode re-renders nothing.
 */
import type {PrismTheme} from 'prism-react-renderer';

export interface Palette {
  background: string;
  text: string;
  comment: string;
  keyword: string;
  string: string;
  number: string;
  func: string;
  property: string;
  tag: string;
  punctuation: string;
  deleted: string;
  inserted: string;
}

export const lightCodeColours: Palette = {
  background: '#f7f6fb',
  text: '#1f2330',
  comment: '#595f6e',
  keyword: '#6d28d9',
  string: '#166534',
  number: '#9a3412',
  func: '#1d4ed8',
  property: '#155e75',
  tag: '#b91c1c',
  punctuation: '#4b5063',
  deleted: '#b91c1c',
  inserted: '#166534',
};

export const darkCodeColours: Palette = {
  background: '#1b1a27',
  text: '#e7e6ef',
  comment: '#a3a1b6',
  keyword: '#c4b5fd',
  string: '#86efac',
  number: '#fdba74',
  func: '#93c5fd',
  property: '#67e8f9',
  tag: '#fca5a5',
  punctuation: '#c0bed0',
  deleted: '#fca5a5',
  inserted: '#86efac',
};

type TokenStyle = {color?: keyof Palette; fontStyle?: 'italic'; fontWeight?: 'bold'};

/** Which Prism token types take which colour and font style. */
const TOKEN_STYLES: readonly {types: readonly string[]; style: TokenStyle}[] = [
  {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: 'comment', fontStyle: 'italic'}},
  {types: ['keyword', 'selector', 'important', 'atrule', 'rule'], style: {color: 'keyword'}},
  {types: ['string', 'char', 'attr-value', 'regex', 'url'], style: {color: 'string'}},
  {types: ['number', 'boolean', 'constant', 'symbol', 'unit'], style: {color: 'number'}},
  {types: ['function', 'class-name', 'builtin'], style: {color: 'func'}},
  {types: ['property', 'attr-name', 'variable', 'parameter'], style: {color: 'property'}},
  {types: ['tag', 'namespace'], style: {color: 'tag'}},
  {types: ['punctuation', 'operator'], style: {color: 'punctuation'}},
  {types: ['deleted'], style: {color: 'deleted'}},
  {types: ['inserted'], style: {color: 'inserted'}},
  {types: ['italic'], style: {fontStyle: 'italic'}},
  {types: ['bold'], style: {fontWeight: 'bold'}},
];

const colourVariable = (name: keyof Palette) => `var(--code-${name})`;

/** The theme's Prism theme in both modes (themeConfig.prism.theme and darkTheme). */
export const codeTheme: PrismTheme = {
  plain: {color: colourVariable('text'), backgroundColor: colourVariable('background')},
  styles: TOKEN_STYLES.map(({types, style: {color, ...font}}) => ({
    types: [...types],
    style: {...font, ...(color ? {color: colourVariable(color)} : {})},
  })),
};

const declarations = (palette: Palette) =>
  Object.entries(palette)
    .map(([name, value]) => `--code-${name}:${value};`)
    .join('');

/**
 * The stylesheet behind `codeTheme`: the colours of each mode (light unless
 * the page is dark, so an unknown mode reads as light) and the colours of
 * class-only token spans (plugins/code-blocks/lib/tokens/html.ts), which follow the same
 * type order as Prism themes: a later rule wins.
 */
export function codeThemeCss(light: Palette = lightCodeColours, dark: Palette = darkCodeColours): string {
  const tokenRules = TOKEN_STYLES.map(({types, style: {color, fontStyle, fontWeight}}) => {
    const body = [
      color && `color:${colourVariable(color)}`,
      fontStyle && `font-style:${fontStyle}`,
      fontWeight && `font-weight:${fontWeight}`,
    ].filter(Boolean);
    return `${types.map((type) => `.prism-code .token.${type}`).join(',')}{${body.join(';')}}`;
  });
  return [
    `:root{${declarations(light)}}`,
    `[data-theme='dark']{${declarations(dark)}}`,
    `.prism-code{color:${colourVariable('text')};background-color:${colourVariable('background')}}`,
    ...tokenRules,
  ].join('\n');
}
