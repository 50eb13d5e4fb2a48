import assert from 'node:assert/strict';
import {test} from 'node:test';
import {pageScripts, routeTableOf, withPageScripts, type ClientManifest} from './pageScripts';

/** The shape Docusaurus generates (.docusaurus/routes.js), cut down: docs nested three deep, a page, the 404. */
const ROUTES_JS = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/search',
    component: ComponentCreator('/search', '249'),
    exact: true
  },
  {
    path: '/docs',
    component: ComponentCreator('/docs', '3bd'),
    routes: [
      {
        path: '/docs',
        component: ComponentCreator('/docs', 'c48'),
        routes: [
          {
            path: '/docs/hosting/backups',
            component: ComponentCreator('/docs/hosting/backups', 'a45'),
            exact: true,
            sidebar: "docs"
          },
          {
            path: '/docs/hosting/dns',
            component: ComponentCreator('/docs/hosting/dns', 'b12'),
            exact: true,
            sidebar: "docs"
          }
        ]
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

const CHUNK_NAMES = {
  '/search-249': {__comp: 'searchPage'},
  '/docs-3bd': {__comp: 'docsRoot', __context: {plugin: 'docsPlugin'}},
  '/docs-c48': {__comp: 'docRoot'},
  '/docs/hosting/backups-a45': {__comp: 'docItem', content: 'backupsMdx'},
  '/docs/hosting/dns-b12': {__comp: 'docItem', content: 'dnsMdx'},
};

const js = (file: string) => ({js: [{publicPath: `/assets/js/${file}`}]});
const MANIFEST: ClientManifest = {
  entrypoints: ['main'],
  origins: {
    main: ['css', 'runtime', 'main'],
    searchPage: ['search'],
    docsRoot: ['docsRoot'],
    docsPlugin: ['docsPlugin'],
    docRoot: ['shared', 'docRoot'],
    // A chunk group that also lists the entry's chunks, as Rspack's manifest does.
    docItem: ['css', 'main', 'shared', 'docItem'],
    backupsMdx: ['backups'],
    dnsMdx: ['dns'],
  },
  assets: {
    css: {},
    runtime: js('runtime~main.1.js'),
    main: js('main.2.js'),
    search: js('search.js'),
    docsRoot: js('docsRoot.js'),
    docsPlugin: js('docsPlugin.js'),
    shared: js('shared.js'),
    docRoot: js('docRoot.js'),
    docItem: js('docItem.js'),
    backups: js('backups.js'),
    dns: js('dns.js'),
  },
};

const routes = routeTableOf(ROUTES_JS);

test('reads the generated route table with each route’s chunk key', () => {
  assert.deepEqual(
    routes.map((route) => [route.path, route.chunkKey]),
    [
      ['/search', '/search-249'],
      ['/docs', '/docs-3bd'],
      ['*', '*-undefined'],
    ],
  );
  assert.equal(routes[1].routes?.[0].routes?.[1].chunkKey, '/docs/hosting/dns-b12');
});

test('a doc page needs the chunks of every route it is nested in, each once, without the entry’s', () => {
  assert.deepEqual(pageScripts('/docs/hosting/backups', routes, CHUNK_NAMES, MANIFEST), [
    '/assets/js/docsRoot.js',
    '/assets/js/docsPlugin.js',
    '/assets/js/shared.js',
    '/assets/js/docRoot.js',
    '/assets/js/docItem.js',
    '/assets/js/backups.js',
  ]);
  assert.deepEqual(pageScripts('/docs/hosting/dns', routes, CHUNK_NAMES, MANIFEST).at(-1), '/assets/js/dns.js');
  assert.deepEqual(pageScripts('/search', routes, CHUNK_NAMES, MANIFEST), ['/assets/js/search.js']);
});

test('a path only the catch-all route matches (the not-found page) needs nothing listed', () => {
  assert.deepEqual(pageScripts('/404.html', routes, CHUNK_NAMES, MANIFEST), []);
});

test('refuses a routes.js that is not the generated route array', () => {
  assert.throws(() => routeTableOf('export const routes = [];'), /does not export a route array/);
});

const PAGE = '<head><script src=/assets/js/runtime~main.1.js defer></script><script src=/assets/js/main.2.js defer></script></head>';

test('puts the scripts just before main.js, deferred, so they run before it', () => {
  assert.equal(
    withPageScripts(PAGE, '/assets/js/main.2.js', ['/assets/js/a.js', '/assets/js/b.js']),
    '<head><script src=/assets/js/runtime~main.1.js defer></script><script src="/assets/js/a.js" defer></script>' +
      '<script src="/assets/js/b.js" defer></script><script src=/assets/js/main.2.js defer></script></head>',
  );
  assert.equal(withPageScripts(PAGE, '/assets/js/main.2.js', []), PAGE);
});

test('a page without the entry’s script is an error naming the script', () => {
  assert.throws(() => withPageScripts(PAGE, '/assets/js/main.3.js', ['/assets/js/a.js']), /No <script src=\/assets\/js\/main\.3\.js>/);
});
