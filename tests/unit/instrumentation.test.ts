import { afterEach, describe, expect, it, vi } from 'vitest';
import { register } from '@/instrumentation';
import { requestContext } from '@/lib/observability/request-context';

// The SDK is loaded only when traces are exported: the mock records whether anything imported it.
const sdk = vi.hoisted(() => ({ loaded: false, registerOTel: vi.fn() }));
vi.mock('@vercel/otel', () => {
  sdk.loaded = true;
  return { registerOTel: sdk.registerOTel };
});

afterEach(() => {
  vi.unstubAllEnvs();
});

type Processor = { onStart(span: { setAttribute(key: string, value: string): void }): void };

describe('register(): traces', () => {
  it('loads no OpenTelemetry SDK without OTEL_EXPORTER_OTLP_ENDPOINT', async () => {
    vi.stubEnv('NEXT_RUNTIME', 'nodejs');
    vi.stubEnv('OTEL_EXPORTER_OTLP_ENDPOINT', '');
    await register();
    expect(sdk.loaded).toBe(false);
    expect(sdk.registerOTel).not.toHaveBeenCalled();
  });

  it('with it, registers the SDK once, and names every span started for a request with its id', async () => {
    vi.stubEnv('NEXT_RUNTIME', 'nodejs');
    vi.stubEnv('OTEL_EXPORTER_OTLP_ENDPOINT', 'http://127.0.0.1:4318');
    await register();
    expect(sdk.loaded).toBe(true);
    expect(sdk.registerOTel).toHaveBeenCalledTimes(1);
    const [{ serviceName, spanProcessors }] = sdk.registerOTel.mock.calls[0] as [
      { serviceName: string; spanProcessors: Array<'auto' | Processor> },
    ];
    expect(serviceName).toBe('helpa-site');
    // The exporter the environment sets up (OTLP), and the request id on every span.
    expect(spanProcessors[0]).toBe('auto');
    const naming = spanProcessors[1] as Processor;
    const attributes: Record<string, string> = {};
    requestContext().run({ requestId: '6f1c0a3e9b8d4c2aa1b2c3d4e5f60718' }, () =>
      naming.onStart({ setAttribute: (key, value) => void (attributes[key] = value) }),
    );
    naming.onStart({ setAttribute: () => expect.unreachable('a span outside any request has no request id') });
    expect(attributes).toEqual({ 'helpa.request_id': '6f1c0a3e9b8d4c2aa1b2c3d4e5f60718' });
  });
});
