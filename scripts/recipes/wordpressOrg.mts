/**
 * wordpress.org for the wordpress-backup recipe, run inside its private
 * network namespace on 127.0.0.1:443 (the namespace's /etc/hosts sends
 * wordpress.org and api.wordpress.org there): the core zip of one version,
 * its .md5, and the core checksums API, all made by scripts/recipes/wordpress.ts
 * from Debian's files of that version. Prints "ready" once it listens.
 *
 *   node --import tsx wordpressOrg.mts <folder> <version>
 *
 * `wp core download` without a version asks the version check
 * (api.wordpress.org/core/version-check/1.7/?locale=...), which offers this
 * version in the locale asked, at downloads.wordpress.org/release/<locale>/:
 * the same zip, as Debian ships no translated build.
 *
 * The folder holds wordpress.zip and wordpress-extra.zip (the same with a
 * file WordPress does not ship), each with a .md5, checksums.json, and the
 * certificate and key; while the file `serve-extra` exists the second zip is
 * served, as a tampered download would be. A plugin's checksums, as
 * downloads.wordpress.org/plugin-checksums/<slug>/<version>.json serves them
 * (WP-CLI's WpOrgApi::get_plugin_checksums), are the file of that path under
 * the folder's plugin-checksums/, when one was written there.
 */
import {existsSync, readFileSync} from 'node:fs';
import {createServer} from 'node:https';
import path from 'node:path';

const [folder, version] = process.argv.slice(2);
const file = (name: string) => path.join(folder, name);

const server = createServer({cert: readFileSync(file('standin.crt')), key: readFileSync(file('standin.key'))}, (request, response) => {
  const url = new URL(request.url ?? '/', `https://${request.headers.host ?? 'wordpress.org'}`);
  const send = (status: number, type: string, body: Buffer | string) => {
    response.writeHead(status, {'Content-Type': type, 'Content-Length': Buffer.byteLength(body)});
    response.end(body);
  };
  const zip = existsSync(file('serve-extra')) ? 'wordpress-extra.zip' : 'wordpress.zip';
  if (url.pathname === `/wordpress-${version}.zip`) return send(200, 'application/zip', readFileSync(file(zip)));
  if (url.pathname === `/wordpress-${version}.zip.md5`) return send(200, 'text/plain', readFileSync(file(`${zip}.md5`)));
  // `wp core download` without --version asks for the current release in its locale and downloads the offer's zip.
  // Debian ships no translated build, so every locale's zip is the en_US one, under that locale's address.
  if (url.pathname.replace(/\/$/, '') === '/core/version-check/1.7') {
    const locale = url.searchParams.get('locale') ?? 'en_US';
    const download = `https://downloads.wordpress.org/release/${locale === 'en_US' ? '' : `${locale}/`}wordpress-${version}.zip`;
    return send(200, 'application/json', JSON.stringify({offers: [{response: 'latest', download, locale, current: version, version}]}));
  }
  const release = /^\/release\/(?:[a-z]{2,3}(?:_[A-Z]{2})?\/)?wordpress-([0-9.]+)\.(zip|tar\.gz)(\.md5)?$/.exec(url.pathname);
  if (release?.[1] === version) {
    const archive = release[2] === 'zip' ? zip : 'wordpress.tar.gz';
    return send(200, 'application/octet-stream', readFileSync(file(release[3] ? `${archive}.md5` : archive)));
  }
  if (url.pathname.replace(/\/$/, '') === '/core/checksums/1.0') {
    // WP-CLI 2.10 sends version=+'6.1.9 (wp-cli/checksum-command#130); api.wordpress.org accepts it
    const asked = (url.searchParams.get('version') ?? '').replace(/[\s'"]/g, '');
    const locale = url.searchParams.get('locale') ?? 'en_US';
    if (asked === version && locale === 'en_US') return send(200, 'application/json', readFileSync(file('checksums.json')));
    return send(200, 'application/json', '{"checksums":false}');
  }
  const plugin = /^\/plugin-checksums\/([a-z0-9-]+)\/([0-9][0-9a-z.-]*)\.json$/.exec(url.pathname);
  if (plugin && existsSync(file(`plugin-checksums/${plugin[1]}/${plugin[2]}.json`)))
    return send(200, 'application/json', readFileSync(file(`plugin-checksums/${plugin[1]}/${plugin[2]}.json`)));
  return send(404, 'text/plain', 'not found');
});
server.listen(443, '127.0.0.1', () => console.log('ready'));
