/**
 * The class names and inline styles prism-react-renderer's <Highlight> gives
 * code lines and tokens (its themeToDict, getLineProps and getTokenProps), so
 * CodeBlock/Content can render build-time tokens without loading that package.
 * Colours come from the theme at render time, so switching colour mode
 * recolours the code. style.test.ts compares these with <Highlight>'s own.
 */
import type {CSSProperties} from 'react';
import clsx from 'clsx';
import type {LineInputProps, LineOutputProps, PrismTheme, Token, TokenInputProps, TokenOutputProps} from 'prism-react-renderer';

export type ThemeDictionary = Record<string, CSSProperties> & {root: CSSProperties; plain: CSSProperties};

/** Per token type its merged style, plus `root` (the block) and `plain` (every line). */
export function themeDictionary(theme: PrismTheme, language: string): ThemeDictionary {
  const dictionary: Record<string, CSSProperties> = {};
  for (const {types, style, languages} of theme.styles) {
    if (languages && !languages.includes(language)) continue;
    for (const type of types) dictionary[type] = {...dictionary[type], ...(style as CSSProperties)};
  }
  const plain = theme.plain as CSSProperties;
  return {...dictionary, root: plain, plain: {...plain, backgroundColor: undefined}};
}

/** The `className` and `style` of the <pre> that holds the lines. */
export function blockProps(dictionary: ThemeDictionary, language: string): {className: string; style: CSSProperties} {
  return {className: `prism-code language-${language}`, style: dictionary.root};
}

export function lineProps(dictionary: ThemeDictionary, {className, style, line: _line, ...rest}: LineInputProps): LineOutputProps {
  return {
    ...rest,
    className: clsx('token-line', className),
    style: style ? {...dictionary.plain, ...style} : dictionary.plain,
  };
}

export function tokenProps(dictionary: ThemeDictionary, {token, className, style, ...rest}: TokenInputProps): TokenOutputProps {
  const tokenStyle = styleForToken(dictionary, token);
  return {
    ...rest,
    className: clsx('token', ...token.types, className),
    children: token.content,
    style: style ? {...tokenStyle, ...style} : tokenStyle,
  };
}

function styleForToken(dictionary: ThemeDictionary, {types, empty}: Token): CSSProperties | undefined {
  const isEmpty = empty !== undefined;
  if (types.length === 1 && types[0] === 'plain') return isEmpty ? {display: 'inline-block'} : undefined;
  if (types.length === 1 && isEmpty) return dictionary[types[0]!];
  return Object.assign(isEmpty ? {display: 'inline-block'} : {}, ...types.map((type) => dictionary[type]));
}
