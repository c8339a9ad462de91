/** CPU figures the benchmarks read from Linux's /proc. */
import fs from 'node:fs';

/** CPU time (user + system) a process has used so far, in ms (clock ticks of 1/100 s); NaN when unreadable. */
export function cpuMs(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return NaN;
  }
}

/** Machine-wide CPU ticks from /proc/stat: user+nice, system+irq+softirq, steal, idle+iowait. */
export function machineTicks(): number[] {
  try {
    const [user, nice, system, idle, iowait, irq, softirq, steal] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].split(/\s+/).slice(1).map(Number);
    return [user + nice, system + irq + softirq, steal, idle + iowait];
  } catch {
    return [NaN, NaN, NaN, NaN];
  }
}

/** Resident set size of a process in bytes, from /proc/<pid>/status (0 when unreadable). */
export function rssBytes(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/**
 * What the cores allow, from one phase's CPU split (ms of CPU per request): with `replicas` replicas
 * each costing `replicaMs` on its one thread, other single-threaded processes (`singleMs`: the BFF,
 * a Node client) and everything else, the rate is at most the smallest of replicas / replicaMs,
 * 1 / each single, and cores / all of it. At `clients` requests in flight the mean latency is then at
 * least clients / rate (Little's law), and p95 no lower than that. These bounds are why a goal can be
 * out of reach on a given machine, whatever the code does outside the figures it is given.
 */
export function coreBounds(split: { replicaMs: number; singleMs: number[]; totalMs: number }, cores: number, clients: number) {
  const rate = (replicas: number) => 1000 * Math.min(replicas / split.replicaMs, ...split.singleMs.map((s) => 1 / s), cores / split.totalMs);
  const one = rate(1);
  const two = rate(2);
  return { one, two, ratio: two / one, meanFloorMs: (1000 * clients) / one };
}
