/**
 * MariaDB for the recipes: an instance with its own data folder and socket
 * under the run's root, started once per run as root (its accounts are its
 * own); a named instance with a defaults file is another server, one that
 * runs with an article's server settings.
 */
import {spawn} from 'node:child_process';
import {mkdirSync} from 'node:fs';
import path from 'node:path';
import {run, Server, tool, waitForListener, type RecipeWorkspace} from './system';

export const SOCKET = '/run/mysqld/mysqld.sock';

/** The instance's folders: `name` '' is /var/lib/mysql and /run/mysqld/mysqld.sock, another name its own. */
export function instancePaths(ws: RecipeWorkspace, name = '') {
  const suffix = name ? `-${name}` : '';
  return {
    datadir: ws.at(`/var/lib/mysql${suffix}`),
    socket: ws.at(`/run/mysqld${suffix}/mysqld.sock`),
    log: ws.at(`/var/log/mysql/error${suffix}.log`),
  };
}

/** MariaDB, started once per run; `defaultsFile` is read instead of Debian's my.cnf (the article's settings). */
export async function mariadb(ws: RecipeWorkspace, name = '', defaultsFile?: string): Promise<Server> {
  return ws.once(`mariadb${name}`, async () => {
    const {datadir, socket, log} = instancePaths(ws, name);
    mkdirSync(path.dirname(socket), {recursive: true});
    mkdirSync(path.dirname(log), {recursive: true});
    const install = run(tool('installDb'), [
      '--no-defaults',
      '--user=root',
      `--datadir=${datadir}`,
      '--auth-root-authentication-method=socket',
      '--skip-test-db',
    ]);
    if (install.status !== 0) throw new Error(`mariadb-install-db failed:\n${install.output}`);
    const child = spawn(
      tool('mariadbd'),
      [
        defaultsFile ? `--defaults-file=${defaultsFile}` : '--no-defaults',
        '--user=root',
        `--datadir=${datadir}`,
        `--socket=${socket}`,
        `--pid-file=${path.dirname(socket)}/mysqld.pid`,
        '--skip-networking',
        `--log-error=${log}`,
        '--innodb-buffer-pool-size=16M',
      ],
      {stdio: ['ignore', 'pipe', 'pipe']},
    );
    const server = ws.adopt(new Server(`mariadbd${name ? ` (${name})` : ''}`, child));
    await waitForListener({socket}, 'mariadbd', child, 60_000);
    return server;
  });
}

/** SQL as the database administrator (root over the socket, as `sudo mysql` is). */
export function admin(ws: RecipeWorkspace, sql: string, database = '', name = '') {
  const result = run(tool('mysql'), [`--socket=${instancePaths(ws, name).socket}`, '-N', '-B', ...(database ? [database] : [])], {
    input: sql,
  });
  if (result.status !== 0) throw new Error(`mysql (administrator) failed on:\n${sql}\n${result.output}`);
  return result.stdout.trim();
}
