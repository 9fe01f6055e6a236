import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

// The Presentation side of Sanity's comlink protocol, in the message format <VisualEditing /> speaks to
// the Studio (@sanity/presentation-comlink's compatibility format: window messages in the
// `sanity/channels` domain): offer the handshake and, once connected, send what the Studio sends
// after an editor's edit.
const SCRIPT = `
  const frame = document.querySelector('iframe');
  const connectionId = 'presentation-e2e';
  let connected = false;
  const post = (type, data) => frame.contentWindow.postMessage(
    { id: 'msg-' + Math.random().toString(36).slice(2), connectionId, domain: 'sanity/channels', from: 'presentation', to: 'overlays', type, data }, '*');
  window.addEventListener('message', ({ data: message }) => {
    if (message?.domain !== 'sanity/channels' || message.to !== 'presentation') return;
    if (message.type === 'handshake/syn-ack') { post('handshake/ack', { id: connectionId }); connected = true; }
  });
  const offer = setInterval(() => (connected ? clearInterval(offer) : post('handshake/syn', { id: connectionId })), 200);
  window.presentationConnected = () => connected;
  window.editorTyped = (document) => post('presentation/refresh', { source: 'mutation', livePreviewEnabled: false, document });
`;

export type PresentationStandIn = { url: string; close: () => Promise<void> };

/**
 * A stand-in for the Studio's Presentation tool on a local port, at `localhost`: another site than the
 * site under test at `127.0.0.1`, as a Studio on sanity.studio or its own domain is.
 * `/presentation?preview=<url>` frames the preview and exposes `presentationConnected()` and
 * `editorTyped(document)` to the test.
 */
export async function startPresentationStandIn(): Promise<PresentationStandIn> {
  const server = createServer((request, response) => {
    const preview = new URL(request.url ?? '/', 'http://studio').searchParams.get('preview') ?? '';
    response.writeHead(200, { 'Content-Type': 'text/html' });
    response.end(
      `<!doctype html><title>Presentation</title><iframe src="${preview.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}" style="width:1200px;height:800px"></iframe><script>${SCRIPT}</script>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://localhost:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
