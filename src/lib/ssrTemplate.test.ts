import assert from 'node:assert/strict';
import {test} from 'node:test';
import vm from 'node:vm';
import {compileSSGTemplate} from '@docusaurus/core/lib/ssg/ssgTemplate';
import {paintFirstTemplate, SCRIPT_LOADER} from './ssrTemplate';

const DATA = {
  appHtml: '<main>Article</main>',
  baseUrl: '/',
  htmlAttributes: 'lang="en"',
  bodyAttributes: '',
  headTags: '',
  preBodyTags: '',
  postBodyTags: '',
  metaAttributes: [],
  scripts: ['assets/js/runtime~main.1.js', 'assets/js/main.2.js'],
  stylesheets: ['assets/css/styles.3.css'],
  noIndex: false,
  version: '3.10.2',
};

test('pages preload their scripts instead of running them with defer, and add them after the content', async () => {
  const html = (await compileSSGTemplate(paintFirstTemplate()))(DATA);
  assert.doesNotMatch(html, /<script src=/);
  assert.match(html, /<link rel="preload" as="script" fetchpriority="low" href="\/assets\/js\/runtime~main\.1\.js">/);
  assert.match(html, /<link rel="preload" as="script" fetchpriority="low" href="\/assets\/js\/main\.2\.js">/);
  const loader = html.indexOf(`<script>${SCRIPT_LOADER}(["/assets/js/runtime~main.1.js","/assets/js/main.2.js"])</script>`);
  assert.ok(loader > html.indexOf('<main>Article</main>'), 'the loader comes after the page content');
});

test('a changed Docusaurus template fails the build with a message', () => {
  assert.throws(() => paintFirstTemplate('<html><body></body></html>'), /no longer has exactly one <script src=/);
});

/** Runs the loader against a minimal document; returns the scripts it added, and the callbacks still waiting. */
function runLoader(visibilityState: 'visible' | 'hidden') {
  const added: {src: string; async: boolean}[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const listeners: (() => void)[] = [];
  const context = {
    document: {
      visibilityState,
      createElement: () => ({src: '', async: true}),
      body: {appendChild: (script: {src: string; async: boolean}) => added.push(script)},
      addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
    },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => timers.push(callback),
  };
  vm.runInNewContext(`${SCRIPT_LOADER}(["/a.js","/b.js"])`, context);
  return {added, frames, timers, listeners};
}

test('the loader adds the scripts in order, not async, after the next frame, once', () => {
  const page = runLoader('visible');
  assert.deepEqual(page.added, []);
  page.frames.forEach((frame) => frame());
  assert.deepEqual(page.added, []);
  page.timers.forEach((timer) => timer());
  assert.deepEqual(page.added, [{src: '/a.js', async: false}, {src: '/b.js', async: false}]);
  page.listeners.forEach((listener) => listener());
  assert.equal(page.added.length, 2);
});

test('in a hidden tab, which gets no frames, the loader adds the scripts at once', () => {
  assert.deepEqual(runLoader('hidden').added.map((script) => script.src), ['/a.js', '/b.js']);
});

test('a tab hidden before its first frame still gets its scripts', () => {
  const page = runLoader('visible');
  page.listeners.forEach((listener) => listener());
  assert.equal(page.added.length, 2);
});
