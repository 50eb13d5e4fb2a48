/**
 * `npm run test:all`: the npm scripts named on the command line run side by side, as npm-run-all2's
 * `run-p --aggregate-output --continue-on-error` ran them (each one's output printed whole when it
 * ends, all run even when one fails, any failure fails the whole), and then, when one failed, its
 * last lines once more at the very end. CI shows only the end of a run's output, and the recipes'
 * long report, printed after whichever half ended first, used to hide why the other half failed.
 * Each script's output is also written, as it comes, to .cache/test-logs/<script>.log.
 */
import {spawn} from 'node:child_process';
import {createWriteStream, mkdirSync} from 'node:fs';
import path from 'node:path';

const TAIL_LINES = 70;
const LOG_DIR = path.join('.cache', 'test-logs');

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: tsx scripts/run-side-by-side.mts <npm script> [<npm script> ...]');
  process.exit(2);
}
mkdirSync(LOG_DIR, {recursive: true});

type Ended = {script: string; code: number; seconds: number; output: string; log: string};

function run(script: string): Promise<Ended> {
  const started = Date.now();
  const log = path.join(LOG_DIR, `${script.replaceAll(':', '-')}.log`);
  const logStream = createWriteStream(log);
  const chunks: Buffer[] = [];
  const child = spawn('npm', ['run', script], {stdio: ['ignore', 'pipe', 'pipe']});
  children.push(child);
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      logStream.write(chunk);
    });
  }
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      logStream.end();
      const output = Buffer.concat(chunks).toString('utf8');
      process.stdout.write(output.endsWith('\n') || output === '' ? output : `${output}\n`);
      resolve({script, code: code ?? (signal ? 128 : 1), seconds: (Date.now() - started) / 1000, output, log});
    });
  });
}

const children: ReturnType<typeof spawn>[] = [];
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(130);
  });
}

const ended = await Promise.all(scripts.map(run));
const failed = ended.filter(({code}) => code !== 0);
console.log(
  `\nside by side: ${ended.map(({script, code, seconds}) => `${script} ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds.toFixed(0)} s`).join('; ')}`,
);
for (const {script, code, output, log} of failed) {
  const lines = output.trimEnd().split('\n');
  console.log(
    `\n${script} failed (exit ${code}). Its last ${Math.min(TAIL_LINES, lines.length)} lines again (all of it above, and in ${log}):`,
  );
  console.log(lines.slice(-TAIL_LINES).join('\n'));
}
process.exit(failed.length > 0 ? 1 : 0);
