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
