import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

/** The processes of one process group (a `next start` and anything it forked), from /proc. */
function groupMembers(groupId: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        // Field 5 of /proc/<pid>/stat, counted after the command name (which may hold spaces).
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) === groupId;
      } catch {
        return false;
      }
    })
    .map(Number);
}

function statusKilobytes(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(match?.[1] ?? 0);
}

/**
 * Resident memory of a process group, in bytes: `now` (VmRSS) or the `peak` (VmHWM) since the last
 * `resetPeak`, summed over its processes. Linux only.
 */
export function groupMemory(groupId: number) {
  const sum = (field: 'VmRSS' | 'VmHWM') =>
    groupMembers(groupId).reduce((total, pid) => total + statusKilobytes(pid, field) * 1024, 0);
  return {
    now: () => sum('VmRSS'),
    peak: () => sum('VmHWM'),
    // "5" resets the peak to the current resident size (proc(5), clear_refs).
    resetPeak: () => groupMembers(groupId).forEach((pid) => writeFileSync(`/proc/${pid}/clear_refs`, '5')),
  };
}
