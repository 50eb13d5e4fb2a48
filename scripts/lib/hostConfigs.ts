/**
 * Turns `static/_headers`, the one source of the site's response headers, and
 * what the build emitted into a ready config for each kind of host: `_headers`
 * for Cloudflare Pages and Netlify, a `server` include for nginx and an
 * `.htaccess` for Apache. Every page gets one strict Content-Security-Policy
 * (the hashes of every inline script the build emitted); pages with ```jsx live
 * blocks get the same plus 'unsafe-eval' (react-live compiles the reader's code
 * with `new Function`).
 */
import {INLINE_SCRIPT_HASHES, parseHeadersFile} from './staticHeaders';

/** One built HTML page, as complete-headers.ts reads it. */
export interface BuiltPage {
  /** The clean URL: /docs/hosting/backups, /docs/webdesign/seo, / */
  path: string;
  /** The file's URL: /docs/hosting/backups.html, /docs/webdesign/seo/index.html */
  file: string;
  /** CSP sources for its inline scripts. */
  hashes: string[];
  /** It has a ```jsx live preview. */
  needsEval: boolean;
}

export interface SiteHeaders {
  /** Headers on every response, in source order: the `/*` rule without its CSP. */
  common: [string, string][];
  /** `/folder/*` rules: headers added under a folder (a year's cache for hashed files). */
  folders: {prefix: string; headers: [string, string][]}[];
  /** Every page's policy: the source's, with every inline script hash of the build. */
  policy: string;
  /** The policy plus 'unsafe-eval', for live-block pages only. */
  evalPolicy: string;
  /** Every URL of a live-block page (clean, .html, trailing slash), which alone get evalPolicy. */
  evalPaths: string[];
}

const CSP = 'content-security-policy';

export function siteHeaders(source: string, pages: BuiltPage[]): SiteHeaders {
  const [site, ...rest] = parseHeadersFile(source);
  if (site?.pattern !== '/*') throw new Error('static/_headers: the first rule must be "/*", the headers of every response');
  const template = site.headers.find(([name]) => name.toLowerCase() === CSP)?.[1];
  if (!template?.includes(INLINE_SCRIPT_HASHES) || !/script-src /.test(template)) {
    throw new Error(
      `static/_headers: the "/*" rule needs a Content-Security-Policy whose script-src contains ${INLINE_SCRIPT_HASHES} for the build to fill in`,
    );
  }
  const folders = rest.map((rule) => {
    if (!/^\/[\w.-]+(\/[\w.-]+)*\/\*$/.test(rule.pattern) || rule.headers.some(([name]) => name.toLowerCase() === CSP)) {
      throw new Error(
        `static/_headers: "${rule.pattern}": after "/*", only folder rules ("/folder/*") without a Content-Security-Policy can be turned into nginx and Apache configs`,
      );
    }
    return {prefix: rule.pattern.slice(0, -1), headers: rule.headers as [string, string][]};
  });
  const hashes = [...new Set(pages.flatMap((page) => page.hashes))].sort();
  const policy = template.replace(INLINE_SCRIPT_HASHES, hashes.join(' '));
  const evalPages = pages.filter((page) => page.needsEval);
  return {
    common: site.headers.filter(([name]) => name.toLowerCase() !== CSP) as [string, string][],
    folders,
    policy,
    evalPolicy: policy.replace(/script-src ([^;]*)/, "script-src $1 'unsafe-eval'"),
    evalPaths: [...new Set(evalPages.flatMap((page) => [page.path, page.file, ...(page.path === '/' ? [] : [`${page.path}/`])]))].sort(),
  };
}

/**
 * `_headers` patterns that together match every path in `known` (and every
 * path of one segment more wherever no live page sits) but none in `live`:
 * `*` and `:name` cannot exclude a path, so the strict policy is placed on
 * the parts of the site a live page is not in. `/docs/hosting*` is safe only if
 * no live path starts with that text, as Netlify's `*` also matches inside a
 * segment.
 */
export function strictPatterns(known: string[], live: string[]): string[] {
  const patterns: string[] = [];
  const liveSet = new Set(live);
  const walk = (folder: string) => {
    const below = (paths: string[]) => paths.filter((p) => p.startsWith(`${folder}/`)).map((p) => p.slice(folder.length + 1));
    const liveHere = below(live).some((rest) => !rest.includes('/'));
    // Any name one level down, known or not (a 404 there gets the strict policy too).
    if (!liveHere) patterns.push(`${folder}/:name`);
    const names = [...new Set(below([...known, ...live]).map((rest) => rest.split('/')[0]))].filter(Boolean).sort();
    for (const name of names) {
      const child = `${folder}/${name}`;
      // Sorted names: /docs/2024* already covers /docs/2024.html.
      if (patterns.some((p) => /[^/]\*$/.test(p) && child.startsWith(p.slice(0, -1)))) continue;
      const deeper = known.some((p) => p.startsWith(`${child}/`));
      if (!live.some((p) => p.startsWith(child))) {
        if (liveHere) patterns.push(`${child}*`);
        else if (deeper) patterns.push(`${child}/*`);
        continue;
      }
      if (liveHere && !liveSet.has(child)) patterns.push(child);
      if (deeper || live.some((p) => p.startsWith(`${child}/`) && p !== `${child}/`)) walk(child);
    }
  };
  if (!liveSet.has('/')) patterns.push('/');
  walk('');
  return patterns;
}

const GENERATED = 'Generated by `npm run build` (scripts/complete-headers.ts) from static/_headers: edit that file, not this one.';

/** Cloudflare Pages' documented limits for `_headers`. */
const MAX_RULES = 100;
const MAX_LINE = 2000;

/**
 * `_headers` for Cloudflare Pages and Netlify, without Cloudflare's `! Header`:
 * every response gets the policy that allows eval, and every path but the
 * live-block pages also gets the strict one. A browser enforces every policy
 * it receives, so eval is blocked wherever the strict one is present; a host
 * that lets the later rule replace the earlier one instead sends the strict
 * one alone there. Either way only live-block pages can eval.
 */
export function renderHeadersFile(site: SiteHeaders, knownPaths: string[]): string {
  // One rule per pattern: Cloudflare Pages keeps only the last of two rules with the same pattern.
  const rules = new Map<string, [string, string][]>([
    ['/*', [...site.common, ['Content-Security-Policy', site.evalPaths.length ? site.evalPolicy : site.policy]]],
  ]);
  for (const folder of site.folders) rules.set(`${folder.prefix}*`, [...folder.headers]);
  const strict = site.evalPaths.length ? strictPatterns(knownPaths, site.evalPaths) : [];
  for (const pattern of strict) rules.set(pattern, [...(rules.get(pattern) ?? []), ['Content-Security-Policy', site.policy]]);
  if (rules.size > MAX_RULES) throw new Error(`_headers: ${rules.size} rules, more than the ${MAX_RULES} Cloudflare Pages accepts`);

  const out = [`# ${GENERATED}`, '# For Cloudflare Pages and Netlify (they read it from the published folder).'];
  if (strict.length) {
    const pages = site.evalPaths.filter((p) => !/\.html$|\/$/.test(p)).join(', ');
    out.push(
      `# Every path's policy allows 'unsafe-eval', and every path but the live-block pages (${pages}) also gets the one without it.`,
    );
  }
  for (const [pattern, headers] of rules) out.push(pattern, ...headers.map(([name, value]) => `  ${name}: ${value}`));
  const long = out.find((text) => text.length > MAX_LINE);
  if (long)
    throw new Error(
      `_headers: a line of ${long.length} characters, longer than the ${MAX_LINE} Cloudflare Pages accepts: ${long.slice(0, 80)}...`,
    );
  return `${out.join('\n')}\n`;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const quoted = (value: string) => `"${value.replace(/(["\\])/g, '\\$1')}"`;

/** Files the site's own configs are read from, never served. */
const CONFIG_FILES = ['/_headers', '/.htaccess'];

/** Types nginx's and Apache's defaults lack or send without a charset. */
const MARKDOWN_TYPE = 'text/markdown; charset=utf-8';

/**
 * An nginx include for the site's `server` block (after `root`): clean URLs,
 * 404.html with a 404 status, gzip, Markdown as text/markdown, and the
 * headers. nginx drops inherited `add_header`s in a location that has its own,
 * so each location lists every header it sends.
 */
export function renderNginx(site: SiteHeaders): string {
  const headers = (policy: string, extra: [string, string][] = []) =>
    [...site.common, ['Content-Security-Policy', policy], ...extra].map(
      ([name, value]) => `    add_header ${name} ${quoted(value)} always;`,
    );
  const out = [
    `# ${GENERATED}`,
    '# nginx: include it in the site\'s server block, after `root` (see the README, "Deploying").',
    'index index.html;',
    'error_page 404 /404.html;',
    'charset utf-8;',
    'gzip on;',
    'gzip_types text/css application/javascript text/javascript application/json image/svg+xml application/xml text/plain text/markdown;',
    '',
    'location / {',
    ...headers(site.policy),
    '    try_files $uri $uri.html $uri/index.html =404;',
    '}',
    '',
    "# Articles' Markdown copies.",
    'location ~ \\.md$ {',
    '    types { }',
    `    default_type ${quoted(MARKDOWN_TYPE)};`,
    ...headers(site.policy),
    '}',
  ];
  for (const folder of site.folders) {
    out.push('', `location ^~ ${folder.prefix} {`, ...headers(site.policy, folder.headers), '}');
  }
  if (site.evalPaths.length) {
    out.push(
      '',
      "# Pages with live React previews: the policy plus 'unsafe-eval'.",
      `location ~ ^(?:${site.evalPaths.map(escapeRegExp).join('|')})$ {`,
      ...headers(site.evalPolicy),
      '    try_files $uri $uri.html $uri/index.html =404;',
      '}',
    );
  }
  out.push('', ...CONFIG_FILES.map((file) => `location = ${file} { return 404; }`));
  return `${out.join('\n')}\n`;
}

/**
 * An `.htaccess` for the web root (or the body of the site's `<Directory>`):
 * mod_headers for the headers, mod_rewrite for clean URLs, ErrorDocument for
 * the 404 status. `always` puts the headers on error pages too.
 */
export function renderApache(site: SiteHeaders): string {
  const set = (name: string, value: string, indent = '') => `${indent}Header always set ${name} ${quoted(value)}`;
  const uriMatches = (paths: string[]) => `"%{REQUEST_URI} =~ m#^(?:${paths.map(escapeRegExp).join('|')})$#"`;
  const out = [
    `# ${GENERATED}`,
    "# Apache 2.4 with mod_headers and mod_rewrite: the web root's .htaccess (AllowOverride All) or the body of its <Directory>.",
    'Options -Indexes -MultiViews',
    'DirectoryIndex index.html',
    // A folder without its slash goes to its .html twin below (/docs -> docs.html), not to a redirect to /docs/.
    'DirectorySlash Off',
    'ErrorDocument 404 /404.html',
    'AddDefaultCharset utf-8',
    `AddType ${quoted(MARKDOWN_TYPE)} .md`,
    '',
    ...site.common.map(([name, value]) => set(name, value)),
    set('Content-Security-Policy', site.policy),
  ];
  if (site.evalPaths.length) {
    out.push(
      "# Pages with live React previews: the policy plus 'unsafe-eval'.",
      `<If ${uriMatches(site.evalPaths)}>`,
      set('Content-Security-Policy', site.evalPolicy, '    '),
      '</If>',
    );
  }
  for (const folder of site.folders) {
    out.push(
      `<If "%{REQUEST_URI} =~ m#^${escapeRegExp(folder.prefix)}#">`,
      ...folder.headers.map(([name, value]) => set(name, value, '    ')),
      '</If>',
    );
  }
  out.push(
    '',
    'RewriteEngine On',
    ...CONFIG_FILES.map((file) => `RewriteRule ^${escapeRegExp(file.slice(1))}$ - [R=404,L]`),
    "# Clean URLs: /docs/hosting/backups is docs/hosting/backups.html, /docs/webdesign/seo is its folder's index.html.",
    'RewriteCond %{REQUEST_FILENAME} !-f',
    'RewriteCond %{REQUEST_FILENAME}.html -f',
    'RewriteRule ^(.+?)/?$ $1.html [L]',
    'RewriteCond %{REQUEST_FILENAME} -d',
    'RewriteCond %{REQUEST_FILENAME}/index.html -f',
    'RewriteRule ^(.+?)/?$ $1/index.html [L]',
  );
  return `${out.join('\n')}\n`;
}
