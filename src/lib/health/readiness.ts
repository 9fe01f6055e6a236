import 'server-only';
import { contentSourceAnswers, holdsLastGoodCopy } from '@/lib/content/fetch-content';
import { usesContentLake } from '@/lib/sanity/env';
import { REDIS_CALL_TIMEOUT_MS } from '@/lib/redis/breaker';
import { redisBreaker, redisClient } from '@/lib/redis/connection';
import { lifecycle } from './lifecycle';

type DependencyState = 'up' | 'down' | 'off';
export type Readiness = {
  /** degraded: takes traffic, serving from this instance's memory or its last content. */
  status: 'ready' | 'degraded' | 'starting' | 'draining';
  ready: boolean;
  checks: {
    next: 'up' | 'starting' | 'draining';
    redis: DependencyState;
    content: 'up' | 'last-good-copy' | 'down';
  };
  contentSource: 'content-lake' | 'seed';
};

/** Well inside a balancer's probe timeout. */
const CHECK_BOUND_MS = 800;

const up = () => 'up' as const;
const down = () => 'down' as const;

function bounded<State extends DependencyState>(check: Promise<State>, ms = CHECK_BOUND_MS): Promise<State | 'down'> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'down'>((resolve) => (timer = setTimeout(() => resolve('down'), ms)));
  return Promise.race([check, late]).finally(() => clearTimeout(timer));
}

async function redisState(url: string | undefined): Promise<DependencyState> {
  if (!url) return 'off';
  const client = redisClient(url);
  if (!client.isReady) return 'down';
  const breaker = redisBreaker(client);
  // Through a closed breaker a frozen Redis is cut at its bound, and the breaker opens for every other caller too.
  if (!breaker.open) return breaker.run(() => client.ping()).then(up, down);
  // The breaker's own probe runs at most once a second: ask now, so a thawed server is seen at once.
  return bounded(client.ping().then(up, down), REDIS_CALL_TIMEOUT_MS);
}

async function contentState(): Promise<Readiness['checks']['content']> {
  const answers = await bounded(contentSourceAnswers().then((answered) => (answered ? up() : down())));
  if (answers === 'up') return 'up';
  return holdsLastGoodCopy() ? 'last-good-copy' : 'down';
}

/** Never names an address, a URL or a secret. */
export async function readiness(env: NodeJS.ProcessEnv = process.env): Promise<Readiness> {
  const { prepared, drainingSince } = lifecycle();
  const [redis, content] = await Promise.all([bounded(redisState(env.REDIS_URL || undefined)), contentState()]);
  const next = drainingSince !== null ? 'draining' : prepared ? 'up' : 'starting';
  // A shared dependency down is no reason to leave the pool: every instance shares it (docs/deployment.md).
  const status = next === 'up' ? (redis === 'down' || content !== 'up' ? 'degraded' : 'ready') : next;
  return {
    status,
    ready: next === 'up',
    checks: { next, redis, content },
    contentSource: usesContentLake ? 'content-lake' : 'seed',
  };
}
