// One address on two builds of the site, in alternating rounds, each behind its own front proxy as the
// bench starts them: requests per second and p99 under wrk's load, and the instance's CPU time per
// request (user + system, from /proc), which a busy machine disturbs far less than a rate. What a change
// costs a page rendered per request, against the build without it in the same run. Usage (from the
// repository, both builds done):
//   node scripts/bench/ab-throughput.ts <dir A> <dir B> '/search?q=pay' [rounds, default 5]
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { figure } from './report.ts';
import { startServer } from './servers.ts';
import { SECONDS, throughput } from './throughput.ts';

const { positionals } = parseArgs({ allowPositionals: true });
const [dirA, dirB, address, rounds = '5'] = positionals;
if (!dirA || !dirB || !address?.startsWith('/') || !(Number(rounds) > 0)) {
  console.error("Usage: node scripts/bench/ab-throughput.ts <dir A> <dir B> '/path?query' [rounds]");
  process.exit(2);
}

/** CPU seconds the process has used (user + system; /proc/<pid>/stat fields 14 and 15, in clock ticks of 1/100 s). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const spread = (values: number[], digits: number): string => {
  const { median, min, max } = figure(values);
  return `${median.toFixed(digits)} (${min.toFixed(digits)}–${max.toFixed(digits)})`;
};

const builds = [dirA, dirB].map((dir, index) => ({
  dir,
  port: 3170 + 10 * index,
  rates: [] as number[],
  p99: [] as number[],
  cpuMs: [] as number[],
}));
for (let round = 0; round < Number(rounds); round += 1) {
  // Alternating which goes first, so neither always meets a machine warmed or tired by the other.
  for (const build of round % 2 === 0 ? builds : [...builds].reverse()) {
    const server = await startServer(build.dir, build.port);
    try {
      let cpuBefore = 0;
      const result = await throughput(server.url + address, () => (cpuBefore = cpuSeconds(Number(server.pid))));
      const cpu = cpuSeconds(Number(server.pid)) - cpuBefore;
      if (result.socketErrors > 0 || result.non2xx > 0)
        throw new Error(`${build.dir}: ${result.socketErrors} socket errors, ${result.non2xx} non-2xx`);
      build.rates.push(result.requestsPerSecond);
      build.p99.push(result.p99Ms);
      build.cpuMs.push((1000 * cpu) / (result.requestsPerSecond * SECONDS));
    } finally {
      await server.stop();
    }
  }
}
console.log(`${address}, ${rounds} rounds: median (lowest–highest)`);
for (const build of builds)
  console.log(
    `${build.dir}: requests/s ${spread(build.rates, 0)}; p99 ms ${spread(build.p99, 0)}; instance CPU ms per request ${spread(build.cpuMs, 2)}`,
  );
