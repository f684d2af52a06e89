// A child process's CPU time (user + system, getrusage) and wall time, in ms: the native
// counterpart of process.cpuUsage(), measured by a small python3 wrapper around the command.
import { spawnSync } from 'node:child_process';

const RUSAGE_WRAPPER = `
import resource, subprocess, sys, time
r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
t0 = time.perf_counter()
p = subprocess.run(sys.argv[1:], capture_output=True, text=True)
wall = time.perf_counter() - t0
r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
cpu = (r1.ru_utime - r0.ru_utime) + (r1.ru_stime - r0.ru_stime)
sys.stdout.write(p.stdout)
sys.stderr.write(p.stderr)
print("@@time %f %f" % (cpu * 1000, wall * 1000))
sys.exit(p.returncode)
`;

/**
 * Runs `args[0]` with the rest of `args` under `python`: its status, output (the timing line
 * removed) and times, cpuMs and wallMs (NaN if the wrapper printed none).
 */
export function runTimed(python, args) {
  const run = spawnSync(python, ['-c', RUSAGE_WRAPPER, ...args], { encoding: 'utf8', maxBuffer: 1 << 24 });
  const timed = /@@time ([\d.]+) ([\d.]+)\n?$/.exec(run.stdout ?? '');
  const stdout = timed ? run.stdout.slice(0, timed.index) : (run.stdout ?? '');
  return {
    status: run.status,
    stdout,
    stderr: run.stderr ?? '',
    cpuMs: timed ? Number(timed[1]) : NaN,
    wallMs: timed ? Number(timed[2]) : NaN,
  };
}
