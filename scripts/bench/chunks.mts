/**
 * What the JavaScript of a page is made of: builds a temporary copy of our
 * site with a config that only adds a bundler stats hook (the site's own
 * config is untouched), visits the page in Chromium, and lists each script it
 * runs with its size and the packages and folders inside it, by their share of
 * the chunk's unminified module size.
 *
 *   npm run bench:chunks [-- /docs/a/page ... --keep]
 *
 * Without paths it lists the smallest article with plain code blocks and the one with an interactive
 * block (scripts/lib/targets.ts), the two kinds of article page whose scripts differ.
 * --keep leaves the temporary copy (with its chunk-stats.json) and prints where.
 */
import {existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import {BUILD_LOCK, PORT_BASE, flag, launchChromium, openFresh, serve, writeResults} from './harness.mjs';
import {codeBlocks, interactive} from '../lib/targets';
import {makeOursCopy} from './sites.mjs';
import {formatBytes, renderTable} from './stats';

const STATS_FILE = 'chunk-stats.json';
const STATS_CONFIG = `// Our config plus a hook that writes the client bundle's chunks and modules (scripts/bench/chunks.mts).
import {writeFileSync} from 'node:fs';
import config from './docusaurus.config';

export default {
  ...config,
  plugins: [
    ...(config.plugins ?? []),
    () => ({
      name: 'bench-chunk-stats',
      configureWebpack(_config: unknown, isServer: boolean) {
        if (isServer) return {};
        return {
          plugins: [
            {
              apply(compiler: any) {
                compiler.hooks.done.tap('bench-chunk-stats', (stats: any) => {
                  const json = stats.toJson({
                    all: false,
                    chunks: true,
                    chunkModules: true,
                    nestedModules: true,
                    dependentModules: true,
                    orphanModules: true,
                    chunkModulesSpace: Infinity,
                    nestedModulesSpace: Infinity,
                    ids: true,
                  });
                  writeFileSync('${STATS_FILE}', JSON.stringify(json.chunks));
                });
              },
            },
          ],
        };
      },
    }),
  ],
};
`;

interface StatsModule {
  name?: string;
  size?: number;
  modules?: StatsModule[];
}
interface StatsChunk {
  id?: string | number;
  files?: string[];
  names?: string[];
  modules?: StatsModule[];
}

/** "react-dom", "@docusaurus/theme-classic", or the site folder ("plugins/search/theme/SearchPalette"). */
function owner(moduleName: string): string {
  const name = moduleName.replace(/ \+ \d+ modules?$/, '').replace(/^.*!/, '');
  const packaged = /node_modules\/((?:@[^/]+\/)?[^/]+)(\/.*)?$/.exec(name);
  if (packaged) {
    const [, pkg, rest = ''] = packaged;
    // Theme packages are big; name the component folder too.
    const theme = /^\/lib\/(theme|client)\/([^/]+)/.exec(rest);
    return theme && pkg.startsWith('@docusaurus/') ? `${pkg} ${theme[1]}/${theme[2]}` : pkg;
  }
  const local = /^\.\/((?:src|plugins|docs|\.docusaurus)\/(?:[^/]+\/)?[^/]+)/.exec(name);
  return local ? local[1] : name.slice(0, 60);
}

function leafModules(modules: readonly StatsModule[] = []): StatsModule[] {
  return modules.flatMap((module) => (module.modules?.length ? leafModules(module.modules) : [module]));
}

async function main() {
  const pages = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
  const targets = pages.length ? pages : [codeBlocks.route, interactive.route];
  const workDir = mkdtempSync(path.join(tmpdir(), 'larkspur-chunks-'));
  try {
    makeOursCopy(workDir, 1);
    writeFileSync(path.join(workDir, 'bench-stats.config.ts'), STATS_CONFIG);
    console.log(`Building ${workDir} with the stats hook...`);
    const build = spawnSync(
      'flock',
      [BUILD_LOCK, 'sh', '-c', 'npx docusaurus build --config bench-stats.config.ts && npx tsx scripts/complete-headers.ts'],
      {
        cwd: workDir,
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    if (build.status !== 0 || !existsSync(path.join(workDir, STATS_FILE))) throw new Error('The stats build failed');
    const chunks = JSON.parse(readFileSync(path.join(workDir, STATS_FILE), 'utf8')) as StatsChunk[];
    const chunkByFile = new Map<string, StatsChunk>();
    for (const chunk of chunks) for (const file of chunk.files ?? []) chunkByFile.set(`/${file}`, chunk);

    const server = await serve(path.join(workDir, 'build'), PORT_BASE + 4);
    const browser = await launchChromium();
    const report: Record<string, unknown[]> = {};
    try {
      for (const target of targets) {
        const {context, downloads} = await openFresh(browser, server.url + target);
        const scripts = (await downloads.take()).filter((d) => d.kind === 'js').sort((a, b) => b.encoded - a.encoded);
        await context.close();
        report[target] = [];
        console.log(`\nJS run on ${target}, biggest first; contents by share of unminified module size`);
        const rows: string[][] = [];
        const contentLines: string[] = [];
        for (const script of scripts) {
          const chunk = chunkByFile.get(script.url);
          const byOwner = new Map<string, number>();
          for (const module of leafModules(chunk?.modules)) {
            byOwner.set(owner(module.name ?? '?'), (byOwner.get(owner(module.name ?? '?')) ?? 0) + (module.size ?? 0));
          }
          const total = [...byOwner.values()].reduce((sum, size) => sum + size, 0);
          const parts = [...byOwner.entries()].sort((a, b) => b[1] - a[1]);
          const shown = parts.filter(([, size]) => size / total >= 0.03).slice(0, 8);
          const rest = total - shown.reduce((sum, [, size]) => sum + size, 0);
          const contents = [
            ...shown.map(([name, size]) => `${name} ${Math.round((size / total) * 100)}%`),
            rest > 0 ? `other ${Math.round((rest / total) * 100)}%` : '',
          ]
            .filter(Boolean)
            .join(', ');
          rows.push([
            `${script.url}${chunk?.names?.length ? ` (${chunk.names.join(',')})` : ''}`,
            formatBytes(script.raw),
            formatBytes(script.encoded),
          ]);
          contentLines.push(`${path.basename(script.url)}: ${contents}`);
          report[target].push({
            file: script.url,
            raw: script.raw,
            gzip: script.encoded,
            names: chunk?.names,
            parts: parts.map(([name, size]) => ({name, size})),
          });
        }
        console.log(renderTable(['file', 'raw', 'gzip'], rows));
        console.log(contentLines.join('\n'));
      }
    } finally {
      await browser.close();
      await server.stop();
    }
    console.log(`\nWritten to ${writeResults('chunks', report)}`);
  } finally {
    if (flag('keep')) console.log(`Kept ${workDir}`);
    else rmSync(workDir, {recursive: true, force: true});
  }
}

await main();
