/**
 * Which scripts a page's route needs, read from what the client build wrote under
 * .docusaurus: the route table (routes.js), each route's chunk names (routesChunkNames.json)
 * and the bundler's manifest (client-manifest.json: a chunk name's chunk ids, an id's files).
 * This is what the client entry loads before it hydrates (`preload(pathname)` in
 * @docusaurus/core's clientEntry: the routes `matchRoutes` finds, and every chunk of each).
 */
import {matchRoutes} from 'react-router-config';

export interface ClientManifest {
  entrypoints: string[];
  /** A chunk name (registry key, or an entry point) to the ids of the chunks it needs. */
  origins: Record<string, string[]>;
  /** A chunk id to its files. */
  assets: Record<string, {js?: {publicPath: string}[]}>;
}

export interface RouteEntry {
  path: string;
  exact?: boolean;
  strict?: boolean;
  /** `<path>-<hash>`, the route's key in routesChunkNames.json. */
  chunkKey: string;
  routes?: RouteEntry[];
}

/** Chunk names of one route: `{"__comp": "17896441", "content": "9c4876a3"}`, possibly nested. */
export type RouteChunkNames = string | {[key: string]: RouteChunkNames} | RouteChunkNames[];

/**
 * The route table of a generated routes.js (`export default [{path, component:
 * ComponentCreator('<path>', '<hash>'), exact, routes}]`), with each component as its chunk key.
 */
export function routeTableOf(routesJs: string): RouteEntry[] {
  const body = routesJs.replace(/^import .*;$/gm, '').replace(/^export default /m, 'return ');
  if (!/^return \[/m.test(body)) throw new Error('routes.js does not export a route array as Docusaurus generates it');
  const creator = (path: string, hash?: string) => `${path}-${hash}`;
  const rename = (routes: (Omit<RouteEntry, 'chunkKey'> & {component: string; routes?: unknown[]})[]): RouteEntry[] =>
    routes.map(({component, routes: children, ...route}) => ({
      ...route,
      chunkKey: component,
      ...(children ? {routes: rename(children as typeof routes)} : {}),
    }));
  return rename(new Function('ComponentCreator', body)(creator));
}

function chunkNamesIn(names: RouteChunkNames | undefined): string[] {
  if (names === undefined) return [];
  if (typeof names === 'string') return [names];
  return Object.values(names).flatMap((value) => chunkNamesIn(value));
}

/** The script files (public paths) a page loads before it hydrates, besides the entry's own. */
export function pageScripts(
  pathname: string,
  routes: RouteEntry[],
  chunkNames: Record<string, RouteChunkNames>,
  manifest: ClientManifest,
): string[] {
  const entryIds = new Set(manifest.entrypoints.flatMap((entry) => manifest.origins[entry] ?? []));
  const ids = matchRoutes(routes, pathname)
    .flatMap(({route}) => chunkNamesIn(chunkNames[route.chunkKey]))
    .flatMap((name) => manifest.origins[name] ?? []);
  const files = [...new Set(ids)].filter((id) => !entryIds.has(id)).flatMap((id) => manifest.assets[id]?.js ?? []);
  return [...new Set(files.map((file) => file.publicPath))];
}

/**
 * The page's HTML with a deferred script tag for each file, just before the entry's
 * script (`mainScript`, its public path): deferred scripts run in document order, so the
 * chunks are registered when main.js asks for them and it creates no script tags itself.
 */
export function withPageScripts(html: string, mainScript: string, scripts: readonly string[]): string {
  const tag = new RegExp(`<script[^>]*\\ssrc="?${mainScript.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\\s">]`);
  const at = tag.exec(html)?.index;
  if (at === undefined) throw new Error(`No <script src=${mainScript}> in the page`);
  if (!scripts.length) return html;
  const tags = scripts.map((file) => `<script src="${file}" defer></script>`).join('');
  return html.slice(0, at) + tags + html.slice(at);
}
