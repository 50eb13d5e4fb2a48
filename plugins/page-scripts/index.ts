/**
 * Each page's HTML names the scripts of its route, so the browser fetches them with
 * main.js instead of after it. Docusaurus's page template lists the route's chunks
 * (`getBundles` over the modules the page rendered), but the manifest the Rspack build
 * writes keys chunks by name, not by module, so built pages list only runtime~main.js and
 * main.js (a stock 3.10 build too): main.js then requested the route's ten or so chunks
 * itself, creating their script tags inside its own evaluation (about 90 ms of a 220 ms task
 * on a phone at 4x CPU slowdown), and hydration waited for a second round trip
 * (ARCHITECTURE.md, "What blocks a phone's main thread"). The lists come from what the
 * client build wrote (lib/pageScripts.ts); a page whose route has no chunk names
 * (the not-found page) is left as it is.
 * docusaurus-internal: route-preload (scripts/lib/docusaurusInternals.ts)
 */
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {pageScripts, routeTableOf, withPageScripts, type ClientManifest} from './lib/pageScripts';

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

/** The HTML file of a route path (trailingSlash: false writes /a/b.html, / and folders index.html). */
function htmlFileOf(outDir: string, routePath: string): string | undefined {
  const relative = decodeURI(routePath).replace(/^\/+/, '');
  const candidates = relative.endsWith('.html') ? [relative] : [`${relative}.html`, path.join(relative, 'index.html')];
  return candidates.map((candidate) => path.join(outDir, candidate)).find((file) => existsSync(file));
}

export default function pageScriptsPlugin(): Plugin<void> {
  return {
    name: 'page-scripts',
    async postBuild({outDir, generatedFilesDir, routesPaths}) {
      const manifest = readJson<ClientManifest>(path.join(generatedFilesDir, 'client-manifest.json'));
      const chunkNames = readJson<Record<string, never>>(path.join(generatedFilesDir, 'routesChunkNames.json'));
      const routes = routeTableOf(readFileSync(path.join(generatedFilesDir, 'routes.js'), 'utf8'));
      const mainScripts = manifest.entrypoints
        .flatMap((entry) => manifest.origins[entry] ?? [])
        .flatMap((id) => manifest.assets[id]?.js ?? []);
      const main = mainScripts.at(-1)?.publicPath;
      if (!main || !/\/main\.[^/]+\.js$/.test(main)) throw new Error(`page-scripts: no main.js in the client manifest (found ${main})`);
      const done = new Set<string>();
      for (const routePath of routesPaths) {
        const file = htmlFileOf(outDir, routePath);
        if (!file || done.has(file)) continue;
        done.add(file);
        const scripts = pageScripts(routePath, routes, chunkNames, manifest);
        const html = readFileSync(file, 'utf8');
        try {
          writeFileSync(file, withPageScripts(html, main, scripts));
        } catch (error) {
          throw new Error(`page-scripts: ${path.relative(outDir, file)}: ${(error as Error).message}`, {cause: error});
        }
      }
    },
  };
}
