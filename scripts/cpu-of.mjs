// Runs a command and then prints the CPU-seconds it and every process it waited for used (Linux's /proc), for npm test's table.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

const [command, ...args] = process.argv.slice(2);
const child = spawn(command, args, { stdio: 'inherit' });
/** User + system CPU-seconds of this process's waited-for descendants (fields 16 and 17 of /proc/self/stat, in ticks). */
function childrenSeconds() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return undefined;
  }
}
const finish = (code) => {
  const cpu = childrenSeconds();
  if (cpu !== undefined) process.stderr.write(`\ncpu-of: ${cpu.toFixed(1)}\n`);
  process.exit(code);
};
child.on('error', (error) => {
  process.stderr.write(`${error.message}\n`);
  finish(1);
});
child.on('close', (code, signal) => finish(code ?? (signal ? 1 : 0)));
