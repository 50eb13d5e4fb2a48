/**
 * The Debian tools the sample check and the recipes run, each with the
 * package that installs it (the README and .ci/run name the same), and how
 * they are found. A missing tool is an error naming its package, never a skip.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';

/** A tool the check needs is not installed: the message names the Debian package. */
export class MissingToolError extends Error {
  // Checked by name where ESM and CommonJS copies of this module may meet (scripts/run-recipes.mts).
  override name = 'MissingToolError';
}

export interface Tool {
  command: string;
  debianPackage: string;
}

/** Debian keeps nginx, apache2, sshd and mariadbd in /usr/sbin, which a non-root PATH may lack. */
export function findTool(tool: Tool, dirs = [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/sbin']): string {
  for (const dir of dirs) {
    const candidate = path.join(dir, tool.command);
    if (dir && existsSync(candidate)) return candidate;
  }
  throw new MissingToolError(
    `${tool.command} was not found: install it with \`sudo apt-get install -y ${tool.debianPackage}\` (Debian/Ubuntu).`,
  );
}

export const TOOLS = {
  nginx: {command: 'nginx', debianPackage: 'nginx'},
  apache: {command: 'apache2', debianPackage: 'apache2'},
  shellcheck: {command: 'shellcheck', debianPackage: 'shellcheck'},
  bash: {command: 'bash', debianPackage: 'bash'},
  php: {command: 'php', debianPackage: 'php-cli'},
  openssl: {command: 'openssl', debianPackage: 'openssl'},
  curl: {command: 'curl', debianPackage: 'curl'},
  mariadbd: {command: 'mariadbd', debianPackage: 'mariadb-server'},
  installDb: {command: 'mariadb-install-db', debianPackage: 'mariadb-server'},
  mysql: {command: 'mysql', debianPackage: 'mariadb-client'},
  mysqldump: {command: 'mysqldump', debianPackage: 'mariadb-client'},
  restic: {command: 'restic', debianPackage: 'restic'},
  sshd: {command: 'sshd', debianPackage: 'openssh-server'},
  fail2ban: {command: 'fail2ban-client', debianPackage: 'fail2ban'},
  fail2banRegex: {command: 'fail2ban-regex', debianPackage: 'fail2ban'},
  namedCheckzone: {command: 'named-checkzone', debianPackage: 'bind9-utils'},
  setpriv: {command: 'setpriv', debianPackage: 'util-linux'},
  unshare: {command: 'unshare', debianPackage: 'util-linux'},
  nsenter: {command: 'nsenter', debianPackage: 'util-linux'},
  ip: {command: 'ip', debianPackage: 'iproute2'},
  gpgv: {command: 'gpgv', debianPackage: 'gpgv'},
  dpkgDeb: {command: 'dpkg-deb', debianPackage: 'dpkg'},
  rclone: {command: 'rclone', debianPackage: 'rclone'},
  tar: {command: 'tar', debianPackage: 'tar'},
  sshKeygen: {command: 'ssh-keygen', debianPackage: 'openssh-client'},
  sudo: {command: 'sudo', debianPackage: 'sudo'},
  crontab: {command: 'crontab', debianPackage: 'cron'},
  atq: {command: 'atq', debianPackage: 'at'},
  atrm: {command: 'atrm', debianPackage: 'at'},
  at: {command: 'at', debianPackage: 'at'},
  script: {command: 'script', debianPackage: 'bsdutils'},
  useradd: {command: 'useradd', debianPackage: 'passwd'},
  userdel: {command: 'userdel', debianPackage: 'passwd'},
  usermod: {command: 'usermod', debianPackage: 'passwd'},
  getent: {command: 'getent', debianPackage: 'libc-bin'},
  chage: {command: 'chage', debianPackage: 'passwd'},
  su: {command: 'su', debianPackage: 'util-linux'},
  ps: {command: 'ps', debianPackage: 'procps'},
  redisServer: {command: 'redis-server', debianPackage: 'redis-server'},
  redisCli: {command: 'redis-cli', debianPackage: 'redis-tools'},
  cgiFcgi: {command: 'cgi-fcgi', debianPackage: 'libfcgi-bin'},
} satisfies Record<string, Tool>;
