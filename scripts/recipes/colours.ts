/**
 * The colour articles' CSS, as Chromium resolves it. The colour theory tokens: every text
 * role on every background role, and the button text on the primary
 * colours, in light and dark mode (the media query block, and the
 * light-dark() version under a manual toggle), must meet 4.5:1, which the
 * article claims for each. Colours are read as the browser paints them (a
 * canvas pixel of the computed colour), so oklch() is gamut-mapped as shown.
 */
import {chromium, type Browser, type Page} from '@playwright/test';
import {CHROMIUM_ARGS, chromiumPath} from '../lib/chromium';
import type {BlockRef} from './blocks';
import {contrastRatio, type Rgb} from './contrast';
import {replace, type Recipe, type RecipeContext} from './recipe';
import type {RecipeWorkspace} from './system';

const THEORY = 'web-design/color-theory';
export const TOKENS: BlockRef = {article: THEORY, title: 'styles/tokens.css'};
export const TOKENS_DARK: BlockRef = {article: THEORY, title: 'styles/tokens-dark.css'};
export const TOKENS_LIGHT_DARK: BlockRef = {article: THEORY, title: 'styles/tokens-light-dark.css'};
export const PRICES: BlockRef = {article: 'web-design/color-cultural', title: 'styles/prices.css'};

/** "The text, status and primary colours" (#custom-properties) on "the background, the surface and the highlight" (#dark-mode). */
const TEXT_ROLES = ['--color-text', '--color-text-muted', '--color-primary', '--color-success', '--color-warning', '--color-danger'];
const BACKGROUND_ROLES = ['--color-bg', '--color-surface', '--color-highlight'];
/** The button the tokens style: .button-primary and its hover. */
const BUTTON_PAIRS: [string, string][] = [
  ['--color-on-primary', '--color-primary'],
  ['--color-on-primary', '--color-primary-hover'],
];
export const PAIRS: [string, string][] = [
  ...TEXT_ROLES.flatMap((fg) => BACKGROUND_ROLES.map((bg): [string, string] => [fg, bg])),
  ...BUTTON_PAIRS,
];
const MINIMUM = 4.5;

async function browser(ws: RecipeWorkspace): Promise<Browser> {
  return ws.once('chromium', async () => {
    const launched = await chromium.launch({executablePath: chromiumPath(), args: CHROMIUM_ARGS});
    ws.adoptCleanup(() => launched.close());
    return launched;
  });
}

interface Resolved {
  fg: string;
  bg: string;
  fgCss: string;
  bgCss: string;
  fgRgb: Rgb;
  bgRgb: Rgb;
}

/**
 * In the page: `paint(css)` gives the sRGB pixel the browser paints for a
 * computed colour (gamut-mapped as shown). Page scripts are strings, not
 * functions: tsx's helpers would not exist in the page.
 */
const PAINT = `const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 1;
  const context = canvas.getContext('2d', {willReadFrequently: true});
  const paint = (css) => {
    context.clearRect(0, 0, 1, 1);
    context.fillStyle = css;
    context.fillRect(0, 0, 1, 1);
    const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
    return [r, g, b];
  };`;

/** Each pair's colours as computed and as painted. */
const RESOLVE_PAIRS = `(pairs) => {
  ${PAINT}
  return pairs.map(([fg, bg]) => {
    const element = document.createElement('p');
    element.textContent = 'Sample';
    element.style.color = 'var(' + fg + ')';
    element.style.backgroundColor = 'var(' + bg + ')';
    document.body.append(element);
    const style = getComputedStyle(element);
    const result = {fg, bg, fgCss: style.color, bgCss: style.backgroundColor, fgRgb: paint(style.color), bgRgb: paint(style.backgroundColor)};
    element.remove();
    return result;
  });
}`;

async function resolvePairs(page: Page, pairs: [string, string][]): Promise<Resolved[]> {
  return (await page.evaluate(`(${RESOLVE_PAIRS})(${JSON.stringify(pairs)})`)) as Resolved[];
}

interface Measured extends Resolved {
  ratio: number;
}

/** Every pair in one theme must reach the minimum; returns the ratios for the article's stated figures. */
async function checkTheme(
  ctx: RecipeContext,
  css: string,
  ref: BlockRef,
  theme: string,
  setup: (page: Page) => Promise<void>,
): Promise<Measured[]> {
  const page = await (await browser(ctx.workspace)).newPage();
  try {
    await page.setContent(`<!doctype html><html><head><style>${css}</style></head><body></body></html>`);
    await setup(page);
    const measured = (await resolvePairs(page, PAIRS)).map((pair) => ({...pair, ratio: contrastRatio(pair.fgRgb, pair.bgRgb)}));
    const lowest = measured.reduce((a, b) => (b.ratio < a.ratio ? b : a));
    ctx.expect(
      lowest.ratio >= MINIMUM,
      ref,
      `${theme}: all ${measured.length} pairs reach ${MINIMUM}:1 (lowest ${lowest.fg} on ${lowest.bg}, ${lowest.ratio.toFixed(2)}:1)`,
      () =>
        measured
          .filter((p) => p.ratio < MINIMUM)
          .map(
            (p) =>
              `${theme}: ${p.fg} (${p.fgCss}) on ${p.bg} (${p.bgCss}) is ${p.ratio.toFixed(2)}:1, under the ${MINIMUM}:1 the article claims`,
          )
          .join('\n'),
    );
    return measured;
  } finally {
    await page.close();
  }
}

/** The figures the article states ("about 5.6:1"), each to the precision it is written with. */
const STATED: {ref: BlockRef; theme: 'light' | 'dark'; fg: string; bg: string; about: number}[] = [
  {ref: TOKENS, theme: 'light', fg: '--color-on-primary', bg: '--color-primary', about: 5.6},
  {ref: TOKENS, theme: 'light', fg: '--color-warning', bg: '--color-highlight', about: 4.6},
  {ref: TOKENS_DARK, theme: 'dark', fg: '--color-danger', bg: '--color-highlight', about: 4.7},
];

function ratioOf(measured: Measured[], fg: string, bg: string): number {
  return measured.find((m) => m.fg === fg && m.bg === bg)!.ratio;
}

/** The computed colour of each `.price-change` element and of the page behind it, as painted. */
const RESOLVE_PRICES = `(() => {
  ${PAINT}
  const page = getComputedStyle(document.body).backgroundColor;
  return [...document.querySelectorAll('.price-change')].map((element) => ({
    fg: element.className, bg: 'the page', fgCss: getComputedStyle(element).color, bgCss: page,
    fgRgb: paint(getComputedStyle(element).color), bgRgb: paint(page),
  }));
})()`;

/**
 * The cultural colour article's price colours, on the backgrounds it names
 * (white, and #111827 in its dark-theme comment), with either convention:
 * each must reach 4.5:1, and the dark pair the figures its comment states.
 */
async function prices(ctx: RecipeContext) {
  const css = ctx.block(PRICES).value;
  const stated = /reach ([\d.]+):1 and ([\d.]+):1 on (#[0-9a-f]{6})/i.exec(css);
  if (!stated)
    ctx.fail(
      PRICES,
      'the dark-theme comment no longer states its two contrast figures and background ("reach 10.2:1 and 6.4:1 on #111827")',
    );
  const [, upFigure, downFigure, darkBackground] = stated;
  for (const [theme, background] of [
    ['light', '#ffffff'],
    ['dark', darkBackground],
  ] as const) {
    for (const convention of ['default', 'red-up']) {
      const page = await (await browser(ctx.workspace)).newPage();
      try {
        await page.emulateMedia({colorScheme: theme});
        const attribute = convention === 'red-up' ? ' data-price-colors="red-up"' : '';
        await page.setContent(
          // The site's color-scheme, as Color Theory sets it: light-dark() follows it
          `<!doctype html><html${attribute}><head><style>:root { color-scheme: light dark; }\n${css}\nbody { background: ${background}; }</style></head><body><span class="price-change up">+2.4%</span> <span class="price-change down">-1.1%</span></body></html>`,
        );
        const measured = ((await page.evaluate(RESOLVE_PRICES)) as Resolved[]).map((m) => ({...m, ratio: contrastRatio(m.fgRgb, m.bgRgb)}));
        const where = `${theme} on ${background}, ${convention} convention`;
        const low = measured.filter((m) => m.ratio < MINIMUM);
        ctx.expect(
          measured.length === 2 && low.length === 0,
          PRICES,
          `${where}: up ${measured[0]?.ratio.toFixed(2)}:1, down ${measured[1]?.ratio.toFixed(2)}:1`,
          () =>
            low.map((m) => `${where}: .${m.fg.replace(' ', '.')} (${m.fgCss}) is ${m.ratio.toFixed(2)}:1, under ${MINIMUM}:1`).join('\n'),
        );
        if (theme === 'dark' && convention === 'default') {
          const [up, down] = measured.map((m) => m.ratio);
          ctx.expect(
            Math.abs(up - Number(upFigure)) < 0.05 && Math.abs(down - Number(downFigure)) < 0.05,
            PRICES,
            `dark: the comment's ${upFigure}:1 and ${downFigure}:1 on ${darkBackground} hold`,
            () =>
              `dark: up is ${up.toFixed(2)}:1 and down ${down.toFixed(2)}:1 on ${darkBackground}, the comment says ${upFigure}:1 and ${downFigure}:1`,
          );
        }
      } finally {
        await page.close();
      }
    }
  }
}

export const coloursRecipe: Recipe = {
  name: 'colours',
  summary:
    "the colour theory tokens' text and button pairs and the cultural article's price colours, light and dark, as Chromium paints them",
  async run(ctx) {
    const tokens = ctx.block(TOKENS).value;
    const dark = ctx.block(TOKENS_DARK).value;
    const lightDark = ctx.block(TOKENS_LIGHT_DARK).value;
    const scheme = (colorScheme: 'light' | 'dark') => (page: Page) => page.emulateMedia({colorScheme});
    const themes = {
      light: await checkTheme(ctx, `${tokens}\n${dark}`, TOKENS, 'light', scheme('light')),
      dark: await checkTheme(ctx, `${tokens}\n${dark}`, TOKENS_DARK, 'dark (prefers-color-scheme)', scheme('dark')),
    };
    for (const claim of STATED) {
      const ratio = ratioOf(themes[claim.theme], claim.fg, claim.bg);
      ctx.expect(
        Math.abs(ratio - claim.about) < 0.05,
        claim.ref,
        `${claim.theme}: ${claim.fg} on ${claim.bg} is about ${claim.about}:1, as the article says (${ratio.toFixed(2)}:1)`,
        () => `${claim.theme}: ${claim.fg} on ${claim.bg} is ${ratio.toFixed(2)}:1, the article says about ${claim.about}:1`,
      );
    }
    // The light-dark() version under the manual toggle, against the system's own setting: the same figures.
    const toggle = (theme: 'light' | 'dark', system: 'light' | 'dark') => async (page: Page) => {
      await page.emulateMedia({colorScheme: system});
      await page.evaluate(`document.documentElement.setAttribute('data-theme', ${JSON.stringify(theme)})`);
    };
    for (const [theme, system] of [
      ['light', 'dark'],
      ['dark', 'light'],
    ] as const) {
      const measured = await checkTheme(
        ctx,
        `${tokens}\n${lightDark}`,
        TOKENS_LIGHT_DARK,
        `light-dark(): toggle ${theme}, system ${system}`,
        toggle(theme, system),
      );
      const differing = measured.filter((m) => Math.abs(m.ratio - ratioOf(themes[theme], m.fg, m.bg)) >= 0.005);
      ctx.expect(differing.length === 0, TOKENS_LIGHT_DARK, `light-dark(): toggle ${theme} gives the ${theme} theme's figures`, () =>
        differing
          .map(
            (m) =>
              `toggle ${theme}: ${m.fg} on ${m.bg} is ${m.ratio.toFixed(2)}:1, the ${theme} theme has ${ratioOf(themes[theme], m.fg, m.bg).toFixed(2)}:1`,
          )
          .join('\n'),
      );
    }
    await prices(ctx);
  },
  breakingEdits: [
    {
      what: "leave the dark theme's highlight at the light tint",
      ref: TOKENS_DARK,
      edit: replace(/\n\s*--color-highlight:[^;]*;/, ''),
      expect: /on --color-highlight \(.*\) is 1\.\d\d:1/,
    },
    {
      what: 'keep the light red for a fall in the dark theme',
      ref: PRICES,
      edit: replace('--price-down: light-dark(#b91c1c, #f87171);', '--price-down: light-dark(#b91c1c, #b91c1c);'),
      expect: /dark on #111827, default convention: \.price-change\.down .* under 4\.5:1/,
    },
    {
      what: 'lighten the muted text',
      ref: TOKENS,
      edit: replace(/--neutral-500: oklch\([^)]*\)/, '--neutral-500: oklch(70% 0.01 255)'),
      expect: /--color-text-muted .* under the 4\.5:1/,
    },
  ],
};
