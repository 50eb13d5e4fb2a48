/**
 * CPU time for the recipes' report: this process's own and that of the children it has waited for, which are
 * the commands a recipe ran, with theirs (proc(5), /proc/<pid>/stat). A lane's servers (MariaDB, PHP-FPM, nginx,
 * Chromium) are children not yet waited for, so their CPU is not in it: the figure is what the recipe's own
 * commands and the runner cost, the part a proof adds by running them again.
 */
import {readFileSync} from 'node:fs';

/** The unit of those fields: USER_HZ, 100 on Linux whatever the kernel's own tick (proc(5), "clock ticks"). */
const TICKS_PER_SECOND = 100;

/** utime + stime + cutime + cstime of one /proc/<pid>/stat line, in seconds. */
export function cpuSecondsOfStat(stat: string): number {
  // The command name (field 2) is in parentheses and may hold spaces and parentheses: fields are counted after the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // fields[0] is field 3 (state); utime, stime, cutime and cstime are fields 14 to 17.
  const ticks = fields.slice(11, 15).map(Number);
  if (ticks.length !== 4 || ticks.some((n) => !Number.isFinite(n))) throw new Error(`not a /proc/<pid>/stat line: ${stat.slice(0, 80)}`);
  return ticks.reduce((sum, n) => sum + n, 0) / TICKS_PER_SECOND;
}

/** This process's CPU seconds so far, its waited-for children's included. */
export function cpuSecondsSoFar(): number {
  return cpuSecondsOfStat(readFileSync('/proc/self/stat', 'utf8'));
}
