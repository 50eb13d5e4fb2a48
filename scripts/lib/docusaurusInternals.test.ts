import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {test} from 'node:test';
import {DOCUSAURUS_INTERNALS, type InternalId} from './docusaurusInternals';
import {loadCreateCodeBlockMetadata} from '../../plugins/code-blocks/codeBlockMetadata';
import {prismWithLanguages} from '../../plugins/code-blocks/prism';
import {prismSyntax} from '../../plugins/code-blocks/lib/prismSyntax';

const ROOT = path.join(__dirname, '..', '..');
// Each package's lib/ folder, as installed.
const CLASSIC = path.dirname(require.resolve('@docusaurus/theme-classic'));
const COMMON = path.dirname(require.resolve('@docusaurus/theme-common'));
const CORE = path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'lib');
const DOCS_PLUGIN = path.dirname(require.resolve('@docusaurus/plugin-content-docs'));

const read = (file: string) => readFileSync(file, 'utf8');
const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

function assertExports(file: string, names: string[]): void {
  const source = read(file);
  for (const name of names) assert.match(source, new RegExp(`export\\s*\\{[^}]*\\b${name}\\b`), `${file} no longer exports ${name}`);
}

/** Files whose content the site depends on as a whole: their hashes as of @docusaurus/theme-classic 3.10.2. */
function assertUnchanged(hashes: Record<string, string>, what: string): void {
  for (const [file, hash] of Object.entries(hashes)) {
    assert.equal(
      sha256(path.join(CLASSIC, 'theme', file)),
      hash,
      `theme-classic's ${file} changed: review ${what}, then record its new hash`,
    );
  }
}

/** The site's swizzles that the providing theme's swizzle config does not call safe: file, component, action, status. */
function unsafeSwizzles(): {file: string; component: string; action: 'wrap' | 'eject'; status: string}[] {
  const themes = ['@docusaurus/theme-classic', '@docusaurus/theme-live-codeblock'].map((name) => {
    const lib = path.dirname(require.resolve(name));
    const configFile = path.join(lib, 'getSwizzleConfig.js');
    const config = existsSync(configFile)
      ? (
          createRequire(__filename)(configFile) as {default: () => {components: Record<string, {actions: Record<string, string>}>}}
        ).default()
      : {components: {}};
    return {lib, config};
  });
  const themeDirs = ['src/theme', ...readdirSync(path.join(ROOT, 'plugins')).map((plugin) => `plugins/${plugin}/theme`)].filter((dir) =>
    existsSync(path.join(ROOT, dir)),
  );
  return themeDirs.flatMap((dir) =>
    sourceFiles(path.join(ROOT, dir)).flatMap((file) => {
      if (!/\.tsx?$/.test(file) || file.endsWith('.test.ts')) return [];
      const component = path
        .relative(path.join(ROOT, dir), file)
        .split(path.sep)
        .join('/')
        .replace(/(\/index)?\.tsx?$/, '');
      const theme = themes.find(({lib}) => [component, `${component}.js`].some((name) => existsSync(path.join(lib, 'theme', name))));
      if (!theme) return []; // the site's own component, not a swizzle
      const action = new RegExp(`@theme-(init|original)/${component}['"]`).test(read(file)) ? 'wrap' : 'eject';
      // Docusaurus's swizzle command reads a component the config does not list as unsafe.
      const status = theme.config.components[component]?.actions[action] ?? 'unsafe';
      const relative = path.relative(ROOT, file).split(path.sep).join('/');
      return status === 'safe' ? [] : [{file: relative, component, action, status}];
    }),
  );
}

const checks: Record<InternalId, () => void> = {
  'theme-common-internal': () => {
    assertExports(path.join(COMMON, 'internal.js'), [
      'createCodeBlockMetadata',
      'getPrismCssVariables',
      'CodeBlockContextProvider',
      'useCodeBlockContext',
      'useCodeWordWrap',
      'useNavbarMobileSidebar',
      'useScrollPosition',
      'useLocationChange',
    ]);
    // src/theme/Navbar/MobileSidebar defers the drawer's mount: only right while the theme's drawer is empty before a phone's window is known.
    assert.match(
      read(path.join(CLASSIC, 'theme/Navbar/MobileSidebar/index.js')),
      /if \(!mobileSidebar\.shouldRender\) \{\s*return null;/,
      "theme-classic's Navbar/MobileSidebar no longer renders nothing until shouldRender: review src/theme/Navbar/MobileSidebar",
    );
    assert.match(
      read(path.join(COMMON, 'contexts/navbarMobileSidebar.js')),
      /shouldRender = !disabled && windowSize === 'mobile'/,
      "theme-common's mobile sidebar no longer waits for a phone's window: review src/theme/Navbar/MobileSidebar",
    );
  },
  'theme-css-modules': () => {
    const classes = {
      'CodeBlock/Content/styles.module.css': ['codeBlock', 'codeBlockLines', 'codeBlockLinesWithNumbering'],
      'CodeBlock/Line/styles.module.css': ['codeLine', 'codeLineNumber', 'codeLineContent'],
      'BackToTopButton/styles.module.css': ['backToTopButton', 'backToTopButtonShow'],
      'CodeBlock/Container/styles.module.css': ['codeBlockContainer'],
    };
    for (const [file, names] of Object.entries(classes)) {
      // Resolved as the site imports it, through the package's name.
      const source = read(require.resolve(`@docusaurus/theme-classic/lib/theme/${file}`));
      for (const name of names) assert.match(source, new RegExp(`\\.${name}\\s*\\{`), `${file} has no .${name} any more`);
    }
  },
  'code-block-metadata-vm': () => {
    const createCodeBlockMetadata = loadCreateCodeBlockMetadata();
    const metadata = createCodeBlockMetadata({
      code: 'const a = 1;\n// highlight-next-line\nconst b = 2;\n',
      className: 'language-js',
      metastring: 'title="example.js"',
      magicComments: prismSyntax.magicComments,
      defaultLanguage: prismSyntax.defaultLanguage,
      language: undefined,
      title: undefined,
      showLineNumbers: undefined,
    });
    assert.equal(metadata.code, 'const a = 1;\nconst b = 2;');
    assert.equal(metadata.title, 'example.js');
    assert.deepEqual(metadata.lineClassNames, {1: ['theme-code-block-highlighted-line']});
    const {DEFAULT_CONFIG} = createRequire(__filename)(path.join(CLASSIC, 'options.js')) as {
      DEFAULT_CONFIG: {prism: {magicComments: unknown}};
    };
    assert.deepEqual(prismSyntax.magicComments, DEFAULT_CONFIG.prism.magicComments, "theme-classic's default magicComments changed");
  },
  'prism-client-module': () => {
    assert.ok(statSync(path.join(CLASSIC, 'prism-include-languages.js')).isFile());
    assert.match(read(path.join(CLASSIC, 'index.js')), /getClientModules[\s\S]*'\.\/prism-include-languages'/);
  },
  'prismjs-from-theme': () => {
    const fromTheme = createRequire(require.resolve('@docusaurus/theme-classic'));
    for (const language of prismSyntax.additionalLanguages) assert.ok(fromTheme.resolve(`prismjs/components/prism-${language}`));
    const prism = prismWithLanguages(prismSyntax.additionalLanguages);
    for (const language of prismSyntax.additionalLanguages) assert.ok(prism.languages[language], `no Prism grammar for ${language}`);
  },
  'window-docusaurus': () => {
    assert.match(read(path.join(CORE, 'client', 'clientEntry.js')), /window\.docusaurus = docusaurus;/);
    assert.match(read(path.join(CORE, 'client', 'exports', 'Link.js')), /window\.docusaurus\.prefetch\(/);
  },
  'docs-content-key': () => {
    assert.match(read(path.join(DOCS_PLUGIN, 'index.js')), /name: 'docusaurus-plugin-content-docs'/);
    const utils = createRequire(require.resolve('@docusaurus/plugin-content-docs'))('@docusaurus/utils') as {DEFAULT_PLUGIN_ID: string};
    assert.equal(utils.DEFAULT_PLUGIN_ID, 'default');
  },
  'theme-dom': () => {
    const classNames = read(path.join(COMMON, 'utils', 'ThemeClassNames.js'));
    assert.match(classNames, /docSidebarContainer: 'theme-doc-sidebar-container'/);
    assert.match(classNames, /admonitionType: \(type\) => `theme-admonition-\$\{type\}`/);
    assert.match(read(path.join(CLASSIC, 'theme', 'Heading', 'index.js')), /className="hash-link"/);
    // The nesting the 768-996 px sidebar rules select (aside > div > div > nav.menu, then main).
    assertUnchanged(
      {
        'DocRoot/Layout/index.js': 'afe072d930c339ac19cf5eff3520be097e7e9869b1708da7116f0fd618a61f43',
        'DocRoot/Layout/Sidebar/index.js': '040a6959d79536621cb8ec54a8098b738d130f49b7046eedd22e2d4bc8a4da46',
        'DocRoot/Layout/Main/index.js': '041934865c76c201a7a06333ca77ba240f5f25b6ecf4987f55a8602f4b700f2a',
        'DocSidebar/Desktop/index.js': 'a509de0be954ea191b4e8d18b4b66e78650fbb9e47ff6244807731426c249bd2',
        'DocSidebar/Desktop/Content/index.js': '04f491efad77341cfe16c3116cc27ad1382933108df23eed5b6bf2d19c4a58c8',
      },
      "src/css/custom.css's sidebar rules for 768-996 px",
    );
  },
  'route-preload': () => {
    assert.match(read(path.join(CORE, 'client', 'preload.js')), /matchRoutes\(routes, p\)[\s\S]*match\.route\.component\.preload/);
    assert.match(read(path.join(CORE, 'client', 'exports', 'ComponentCreator.js')), /routesChunkNames\[`\$\{path\}-\$\{hash\}`\]/);
    assert.match(read(path.join(CORE, 'webpack', 'client.js')), /join\(generatedFilesDir, 'client-manifest\.json'\)/);
    assert.match(read(path.join(CORE, 'server', 'codegen', 'codegenRoutes.js')), /export default \[/);
    assert.match(read(path.join(CORE, 'server', 'codegen', 'codegenRoutes.js')), /ComponentCreator\(/);
    // The site's matchRoutes is the one the client entry runs.
    const fromCore = createRequire(path.join(CORE, 'client', 'preload.js')).resolve('react-router-config');
    assert.equal(fromCore, require.resolve('react-router-config'), 'the site and @docusaurus/core resolve different react-router-config');
  },
  'copied-components': () => {
    // src/theme/DocSidebar/Mobile exists to keep the filler's props from being sorted by locale.
    assert.match(
      read(path.join(COMMON, 'utils', 'reactUtils.js')),
      /function useShallowMemoObject[\s\S]*?localeCompare/,
      "theme-common's useShallowMemoObject no longer uses localeCompare: src/theme/DocSidebar/Mobile can go back to the theme's",
    );
    assertUnchanged(
      {
        'CodeBlock/index.js': '639f8655d319e123c4efa5223a42078d3e98ea361e206f6f1bfb87b080a28904',
        'CodeBlock/Container/index.js': '55ebecf7d04da06684ad2004600e175f2a63719cbcbc28cb7e2de5d33eede91b',
        'CodeBlock/Layout/index.js': '7cff522ae9e56f76fe00f83bb6a5c1b029a4a86f4dcc409d01d77d1d5c68e1b3',
        'CodeBlock/Content/String.js': '81ab153e9e797be7a86bcfe00dfd53ae6eb14bca2b40d30515d075e5b4e95f99',
        'DocItem/Content/index.js': '0902dcb538c3dbbea3947079e9cf0744961649088f234ad6cbe8ed0495430c6d',
        'DocSidebar/index.js': '69735ac5be2d601a67912afc6cc1f0e4fc2cfe30799539f53bc327d4dbe18734',
        'DocSidebar/Mobile/index.js': 'aac2e5836058716a5289f9e126f030b88222d3d4ec21f734c14cba1522eb22d7',
        'LastUpdated/index.js': '30948229c514009458316d5f6d94da1562993c6d05ca40f3f56be9079f89b35c',
        'BackToTopButton/index.js': 'd890f1873f4a86b537a1c8921e1fbe07ccb62f600864c990cc0621f904113b06',
      },
      'the copy in this repository against the new original',
    );
    // plugins/code-blocks/theme/CodeBlock/Container gives every block codeTheme's style, whatever the mode.
    assert.match(
      read(path.join(ROOT, 'docusaurus.config.ts')),
      /prism: \{theme: codeTheme, darkTheme: codeTheme\b/,
      'the Prism theme is no longer codeTheme in both modes: plugins/code-blocks/theme/CodeBlock/Container must follow the mode again',
    );
    // src/theme/BackToTopButton copies this hook's logic too.
    assert.equal(
      sha256(path.join(COMMON, 'hooks', 'useBackToTopButton.js')),
      '5dc65c6df96a36cc831809883251e88d89d7b07fa9285fb42bd7142234bfc71a',
      "theme-common's hooks/useBackToTopButton.js changed: review src/theme/BackToTopButton, then record its new hash",
    );
  },
  'unsafe-swizzles': () => {
    // The memoised wraps in src/theme: each original takes no props and renders from contexts only.
    assertUnchanged(
      {
        'DocBreadcrumbs/index.js': 'a5e21e8d877b58a2d058ce737bb9252b465ecce68a4052ce87bbd57f092e7515',
        'DocItem/Paginator/index.js': '4fe2043882f749c9a3651a294773db58460eede95aa07d4bae06d180d2e6b1df',
        'DocItem/Footer/index.js': '93722eb781e3c4f8e03fa95d469f90f5bcf25f6aa7ffccd94cfad57a879ccc70',
        'DocItem/TOC/Mobile/index.js': '59a62ae232b10fbbc3555a214740283a1f61b04635b44721fd20d19790d3a74f',
      },
      'its memoised wrap in src/theme (it must still render from contexts only, without props)',
    );
    const sitesOf = (id: InternalId) => DOCUSAURUS_INTERNALS.find((internal) => internal.id === id)!.sites;
    const unlisted = unsafeSwizzles()
      .filter(({file}) => !sitesOf('copied-components').includes(file))
      .map(({file, component, action, status}) => `${file} (${action} of ${component}: ${status})`);
    assert.deepEqual(
      unlisted.map((line) => line.split(' ')[0]).sort(),
      [...sitesOf('unsafe-swizzles')].sort(),
      `the swizzles the themes do not call safe, but the copies: ${unlisted.join('; ')}`,
    );
  },
};

for (const internal of DOCUSAURUS_INTERNALS) {
  test(`Docusaurus internal "${internal.id}" is still what ${internal.sites.join(', ')} rely on`, () => checks[internal.id]());
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === 'node_modules') return [];
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|mts|mjs|css)$/.test(name) ? [full] : [];
  });
}

test('every site of an internal is marked with its id, and every mark is listed', () => {
  const listed = DOCUSAURUS_INTERNALS.flatMap(({id, sites}) => sites.map((site) => `${site} ${id}`)).sort();
  const marked = ['plugins', 'src', 'scripts', 'mcp']
    .flatMap((dir) => sourceFiles(path.join(ROOT, dir)))
    .flatMap((file) => {
      const relative = path.relative(ROOT, file).split(path.sep).join('/');
      return [...read(file).matchAll(/docusaurus-internal: ([a-z-]+)/g)].map((match) => `${relative} ${match[1]}`);
    });
  assert.deepEqual([...new Set(marked)].sort(), listed);
});
