// Runs a command and then prints the CPU-seconds it and every process it started used, for npm test's table of parts.
//
// Where this process may make a cgroup (Linux's cpuacct, as root), the command runs in a cgroup of its own nested in this
// one, which counts every descendant, including the browsers' processes that their launcher never waits for. Elsewhere
// the figure is the waited-for descendants' times from /proc (a lower bound), marked with "≥".
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const CPUACCT = '/sys/fs/cgroup/cpuacct';
const [command, ...args] = process.argv.slice(2);

/** A cgroup of this process's own inside its current cpuacct cgroup, with this process moved into it; undefined if not allowed. */
function ownCgroup() {
  try {
    const line = readFileSync('/proc/self/cgroup', 'utf8')
      .split('\n')
      .find((entry) => /^\d+:([^:]*,)?cpuacct(,[^:]*)?:/.test(entry));
    if (!line) return undefined;
    const parent = join(CPUACCT, line.slice(line.lastIndexOf(':') + 1));
    const dir = join(parent, `gx-part-${process.pid}`);
    mkdirSync(dir);
    writeFileSync(join(dir, 'tasks'), String(process.pid));
    return { dir, parent };
  } catch {
    return undefined;
  }
}

/** User + system CPU-seconds of this process's waited-for descendants (fields 16 and 17 of /proc/self/stat, in ticks). */
function childrenSeconds() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return undefined;
  }
}

const cgroup = ownCgroup();
const child = spawn(command, args, { stdio: 'inherit' });
const finish = (code) => {
  let figure;
  if (cgroup) {
    try {
      figure = (Number(readFileSync(join(cgroup.dir, 'cpuacct.usage'), 'utf8')) / 1e9).toFixed(1);
      writeFileSync(join(cgroup.parent, 'tasks'), String(process.pid));
      rmdirSync(cgroup.dir);
    } catch {
      // A cgroup that still holds a stray process stays behind; the figure read above stands.
    }
  }
  if (figure === undefined) {
    const seconds = childrenSeconds();
    if (seconds !== undefined) figure = `≥${seconds.toFixed(1)}`;
  }
  if (figure !== undefined) process.stderr.write(`\ncpu-of: ${figure}\n`);
  process.exit(code);
};
child.on('error', (error) => {
  process.stderr.write(`${error.message}\n`);
  finish(1);
});
child.on('close', (code, signal) => finish(code ?? (signal ? 1 : 0)));
