/**
 * Finds a command-line tool the checks and tests run (nginx, apache2, ...):
 * a missing one is an error naming its Debian package, never a skip.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';

/** A tool is not installed: the message names the Debian package. */
export class MissingToolError extends Error {}

export interface Tool {
  command: string;
  debianPackage: string;
}

/** Debian keeps nginx and apache2 in /usr/sbin, which a non-root PATH may lack. */
export function findTool(tool: Tool, dirs = [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/sbin']): string {
  for (const dir of dirs) {
    const candidate = path.join(dir, tool.command);
    if (dir && existsSync(candidate)) return candidate;
  }
  throw new MissingToolError(
    `${tool.command} was not found: install it with \`sudo apt-get install -y ${tool.debianPackage}\` (Debian/Ubuntu).`,
  );
}
