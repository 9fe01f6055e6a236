import { beforeEach, describe, expect, it, vi } from 'vitest';

const refresh = vi.fn<() => void>();
let draftModeEnabled = false;
vi.mock('next/cache', () => ({ refresh: () => void refresh() }));
vi.mock('next/headers', () => ({ draftMode: () => Promise.resolve({ isEnabled: draftModeEnabled }) }));

const { refreshPreview } = await import('@/features/editorial/actions/refresh-preview');

describe('refreshPreview (the Presentation tool’s refresh after an edit)', () => {
  beforeEach(() => refresh.mockReset());

  it('renders an editor’s preview again, from the drafts on the server', async () => {
    draftModeEnabled = true;
    await refreshPreview();
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('does nothing for a visitor outside draft mode (server actions are public endpoints)', async () => {
    draftModeEnabled = false;
    await refreshPreview();
    expect(refresh).not.toHaveBeenCalled();
  });
});
