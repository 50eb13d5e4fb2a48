/**
 * The WordPress security guide's first step after a break-in (#if-hacked):
 * its nginx and Apache blocks take the site offline so that a web shell
 * dropped into the web root no longer runs, on the site the hosting articles
 * assemble (webSite.ts), with PHP handed to PHP-FPM both ways Apache sites
 * commonly do it.
 */
import {rmSync} from 'node:fs';
import type {BlockRef} from './blocks';
import {replace, type Recipe, type RecipeContext} from './recipe';
import {curl} from './system';
import {APACHE_PORTS, apacheSite, NGINX_PORTS, nginxSite, WEB_ROOT, type ApacheOptions} from './webSite';

const SECURITY = 'wordpress/security';
export const CONTAIN_NGINX: BlockRef = {
  article: SECURITY,
  title: '/etc/nginx/sites-available/example.com (in each server block, until step 5)',
};
export const CONTAIN_APACHE: BlockRef = {
  article: SECURITY,
  title: '/etc/apache2/sites-available/example.com.conf (in each VirtualHost, until step 5)',
};

/** What the attacker left: a PHP file in the web root that says when it runs. */
const SHELL = {path: '/shell.php', ran: 'web shell ran'};

/**
 * Every address of the site, each way in. The shell must run on none; the
 * site itself answers 503, and the other hosts may still send their redirect
 * to it first (a server-level redirect that comes earlier in the block).
 */
const URLS = [
  'http://example.com/',
  `http://example.com${SHELL.path}`,
  `https://www.example.com${SHELL.path}`,
  'https://example.com/',
  `https://example.com${SHELL.path}`,
];
const SITE = 'https://example.com/';

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
  for (const url of URLS) {
    const response = curl(url, server.ports, ctx.workspace.certificateFile);
    const ran = response.body.includes(SHELL.ran);
    const onSite = url.startsWith(SITE);
    const answered = response.status === 503 || (!onSite && response.status === 301);
    ctx.expect(
      !ran && answered,
      server.ref,
      `${server.name}: with step 1's block, ${url} answers ${onSite ? '503' : '503 or its redirect'} and runs no PHP`,
      () =>
        `${server.name}: with step 1's block in place, ${url} answered ${response.status}${ran ? ' and the web shell ran' : ''}: the site is not offline`,
    );
  }
}

async function apacheContained(ctx: RecipeContext, wiring: string, options: ApacheOptions) {
  const server = {name: `Apache (PHP by ${wiring})`, ports: APACHE_PORTS, ref: CONTAIN_APACHE};
  await apacheSite(ctx, options);
  expectShellRuns(ctx, server);
  await apacheSite(ctx, {...options, inEachVirtualHost: ctx.block(CONTAIN_APACHE).value});
  expectContained(ctx, server);
}

export const containmentRecipe: Recipe = {
  name: 'take-site-offline',
  summary: "the WordPress security guide's step 1 on nginx and Apache: after it, a web shell in the web root no longer runs",
  async run(ctx) {
    const nginx = {name: 'nginx', ports: NGINX_PORTS, ref: CONTAIN_NGINX};
    await nginxSite(ctx);
    dropShell(ctx);
    expectShellRuns(ctx, nginx);
    await nginxSite(ctx, {inEachServer: ctx.block(CONTAIN_NGINX).value});
    expectContained(ctx, nginx);

    await apacheContained(ctx, 'SetHandler, as the hosting guide wires it', {});
    await apacheContained(ctx, 'ProxyPassMatch', {phpByProxyPassMatch: true});

    // Recipes that serve the site assemble it again themselves; the shell must not be in it.
    rmSync(ctx.workspace.at(`${WEB_ROOT}${SHELL.path}`));
  },
  breakingEdits: [
    {
      what: "take Apache offline with mod_alias's Redirect 503 /",
      ref: CONTAIN_APACHE,
      edit: replace(/RewriteEngine On\nRewriteRule \^ - \[R=503\]/, 'Redirect 503 /'),
      expect: /Apache \(PHP by ProxyPassMatch\): .*shell\.php answered 200 and the web shell ran/,
    },
    {
      what: 'return 503 from a location for / only',
      ref: CONTAIN_NGINX,
      edit: replace(/^return 503;$/m, 'location = / {\n    return 503;\n}'),
      expect: /nginx: .*shell\.php answered 200 and the web shell ran/,
    },
  ],
};
