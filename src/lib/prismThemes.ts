/**
 * Code colours for light and dark mode. Stock Prism themes (github, dracula)
 * put comments and properties below WCAG's 4.5:1; every colour here has at
 * least 4.5:1 against its own background.
 */
import type {PrismTheme} from 'prism-react-renderer';

interface Palette {
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

function themeFrom(p: Palette): PrismTheme {
  return {
    plain: {color: p.text, backgroundColor: p.background},
    styles: [
      {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: p.comment, fontStyle: 'italic'}},
      {types: ['keyword', 'selector', 'important', 'atrule', 'rule'], style: {color: p.keyword}},
      {types: ['string', 'char', 'attr-value', 'regex', 'url'], style: {color: p.string}},
      {types: ['number', 'boolean', 'constant', 'symbol', 'unit'], style: {color: p.number}},
      {types: ['function', 'class-name', 'builtin'], style: {color: p.func}},
      {types: ['property', 'attr-name', 'variable', 'parameter'], style: {color: p.property}},
      {types: ['tag', 'namespace'], style: {color: p.tag}},
      {types: ['punctuation', 'operator'], style: {color: p.punctuation}},
      {types: ['deleted'], style: {color: p.deleted}},
      {types: ['inserted'], style: {color: p.inserted}},
      {types: ['italic'], style: {fontStyle: 'italic'}},
      {types: ['bold'], style: {fontWeight: 'bold'}},
    ],
  };
}

export const lightCodeTheme = themeFrom({
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
});

export const darkCodeTheme = themeFrom({
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
});
