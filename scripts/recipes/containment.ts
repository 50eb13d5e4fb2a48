/**
 * The hacked-site recovery guide's first step after a break-in (#contain):
 * its nginx and Apache blocks take the site offline so that a web shell
 * dropped into the web root no longer runs, on the site the hosting articles
 * assemble (webSite.ts), with PHP handed to PHP-FPM both ways Apache sites
 * commonly do it.
 */
import {rmSync} from 'node:fs';
import type {BlockRef} from './blocks';
import {replace, type Recipe, type RecipeContext} from './recipe';
import {curl} from './system';
import {APACHE_PORTS, apacheSite, NGINX_PORTS, nginxSite, runCurlBlock, WEB_ROOT} from './webSite';

const SECURITY = 'wordpress/hacked-site-recovery';
export const CONTAIN_NGINX: BlockRef = {
  article: SECURITY,
  title: '/etc/nginx/sites-available/example.com (first in each server block, until step 7)',
};
export const CONTAIN_APACHE: BlockRef = {
  article: SECURITY,
  title: '/etc/apache2/sites-available/example.com.conf (first in each VirtualHost, until step 7)',
};

/** What the attacker left: a PHP file in the web root that says when it runs. */
const SHELL = {path: '/shell.php', ran: 'web shell ran'};

export const CHECK_OFFLINE: BlockRef = {article: SECURITY, title: 'Terminal (check: every address answers 503, PHP included)'};

/** Every address of the site, each way in: each answers 503 and the shell runs on none. */
const URLS = [
  'http://example.com/',
  `http://example.com${SHELL.path}`,
  'http://www.example.com/',
  `https://www.example.com${SHELL.path}`,
  'https://example.com/',
  `https://example.com${SHELL.path}`,
];

function dropShell(ctx: RecipeContext) {
  ctx.workspace.write(`${WEB_ROOT}${SHELL.path}`, `<?php echo "${SHELL.ran}\\n";\n`);
}

interface Server {
  name: string;
  ports: {http: number; https: number};
  ref: BlockRef;
}

/** Before the step: the shell answers, so a 503 afterwards is the block's doing. */
function expectShellRuns(ctx: RecipeContext, server: Server) {
  const response = curl(`https://example.com${SHELL.path}`, server.ports, ctx.workspace.certificateFile);
  ctx.expect(
    response.status === 200 && response.body.includes(SHELL.ran),
    server.ref,
    `${server.name}: before step 1, a PHP file dropped into the web root runs`,
    () => `${server.name}: the dropped PHP file did not run before step 1 (${response.status}): the recipe's own site is wrong`,
  );
}

function expectContained(ctx: RecipeContext, server: Server) {
  const problems = URLS.flatMap((url) => {
    const response = curl(url, server.ports, ctx.workspace.certificateFile);
    const ran = response.body.includes(SHELL.ran);
    return !ran && response.status === 503 ? [] : [`${url} answered ${response.status}${ran ? ' and the web shell ran' : ''}`];
  });
  ctx.expect(
    problems.length === 0,
    server.ref,
    `${server.name}: with step 1's block, every address (${URLS.join(', ')}) answers 503 and runs no PHP`,
    () => `${server.name}: with step 1's block in place, the site is not offline:\n${problems.join('\n')}`,
  );
}

/** The reader's own check: before the step it shows an address that is not 503; after it, only 503s. */
function expectCheck(ctx: RecipeContext, server: Server, contained: boolean) {
  const {status, output} = runCurlBlock(ctx, CHECK_OFFLINE, server.name, server.ports);
  const lines = output.trim().split('\n');
  const offline = lines.every((line) => /^503 https?:\/\//.test(line));
  ctx.expect(
    status === 0 && lines.length >= 4 && offline === contained,
    CHECK_OFFLINE,
    `${server.name}: the check prints ${contained ? 'only 503s after the step' : 'an address that is not 503 before it'}`,
    () => `${server.name}: ${contained ? 'after' : 'before'} step 1 the check printed (exit ${status}):\n${output}`,
  );
}

/**
 * One server before and after step 1: `assemble` builds the site as the articles do, with
 * step 1's block (from `server.ref`) in it when given.
 */
async function beforeAndAfter(ctx: RecipeContext, server: Server, assemble: (block?: string) => Promise<void>) {
  await assemble();
  expectShellRuns(ctx, server);
  expectCheck(ctx, server, false);
  await assemble(ctx.block(server.ref).value);
  expectContained(ctx, server);
  expectCheck(ctx, server, true);
}

function apacheWired(wiring: string): Server {
  return {name: `Apache (PHP by ${wiring})`, ports: APACHE_PORTS, ref: CONTAIN_APACHE};
}

export const containmentRecipe: Recipe = {
  name: 'take-site-offline',
  summary:
    "the hacked-site recovery guide's step 1 on nginx and Apache: after it, a web shell in the web root no longer runs, and the step's check shows it",
  async run(ctx) {
    // Assembling a site writes its files into the web root and leaves the shell there.
    dropShell(ctx);
    await beforeAndAfter(ctx, {name: 'nginx', ports: NGINX_PORTS, ref: CONTAIN_NGINX}, (block) => nginxSite(ctx, {inEachServer: block}));
    await beforeAndAfter(ctx, apacheWired('ProxyPassMatch'), (block) =>
      apacheSite(ctx, {phpByProxyPassMatch: true, inEachVirtualHost: block}),
    );
    await beforeAndAfter(ctx, apacheWired('SetHandler, as the hosting guide wires it'), (block) =>
      apacheSite(ctx, {inEachVirtualHost: block}),
    );

    // Recipes that serve the site assemble it again themselves; the shell must not be in it.
    rmSync(ctx.workspace.at(`${WEB_ROOT}${SHELL.path}`));
  },
  breakingEdits: [
    {
      what: "take Apache offline with mod_alias's Redirect 503 /",
      ref: CONTAIN_APACHE,
      edit: replace(/RewriteEngine On\nRewriteRule \^ - \[R=503\]/, 'Redirect 503 /'),
      expect: /Apache \(PHP by ProxyPassMatch\): [^]*https:\/\/example\.com\/shell\.php answered 200 and the web shell ran/,
    },
    {
      what: 'return 503 from a location for / only',
      ref: CONTAIN_NGINX,
      edit: replace(/^return 503;$/m, 'location = / {\n    return 503;\n}'),
      expect: /nginx: [^]*https:\/\/example\.com\/shell\.php answered 200 and the web shell ran/,
    },
  ],
};
