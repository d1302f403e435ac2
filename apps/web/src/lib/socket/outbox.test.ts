import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearSession } from '@/lib/auth';
import { forgetOfflineData, readOffline, writeOffline } from '@/lib/offline/offline-store';
import { withDeviceStore } from '@/test/device-store';
import { FakeSocket } from '@/test/fake-socket';
import { signInAs } from '@/test/render-app';
import { outbox, type PendingMessage } from './outbox';

withDeviceStore();

const ASHA = 7;
const RAVI = 8;
const waiting = (clientId: string, content: string): PendingMessage => ({
  clientId,
  conversationId: 1,
  content,
  createdAt: '2026-11-27T10:00:00.000Z',
  status: 'waiting',
});

let detach: (() => void) | undefined;
beforeEach(async () => {
  await forgetOfflineData();
});
afterEach(() => {
  detach?.();
  clearSession();
});

describe('the outbox', () => {
  it("sends only the signed-in person's messages, and keeps the previous person's on the device", async () => {
    await writeOffline('outbox', ASHA, [waiting('a-1', 'from Asha')]);
    await writeOffline('outbox', RAVI, [waiting('r-1', 'from Ravi')]);
    signInAs('TENANT', { id: ASHA });
    const socket = new FakeSocket();
    detach = outbox.attach(socket);
    await expect.poll(() => outbox.getItems().map((p) => p.content)).toEqual(['from Asha']);

    signInAs('TENANT', { id: RAVI });
    await expect.poll(() => outbox.getItems().map((p) => p.content)).toEqual(['from Ravi']);
    expect(await readOffline<PendingMessage[]>('outbox', ASHA)).toEqual([
      waiting('a-1', 'from Asha'),
    ]);

    socket.connect();
    await expect.poll(() => socket.sent.map((s) => s.payload.body)).toEqual(['from Ravi']);
  });

  it('keeps what was typed before the device copy was read, after what was left there', async () => {
    await writeOffline('outbox', ASHA, [waiting('a-1', 'left yesterday')]);
    signInAs('TENANT', { id: ASHA });
    outbox.add(1, 'typed just now');
    detach = outbox.attach(new FakeSocket());
    await expect
      .poll(() => outbox.getItems().map((p) => p.content))
      .toEqual(['left yesterday', 'typed just now']);
    await expect
      .poll(async () => (await readOffline<PendingMessage[]>('outbox', ASHA))?.length)
      .toBe(2);
  });

  it('shows nothing of anyone once signed out', async () => {
    await writeOffline('outbox', ASHA, [waiting('a-1', 'from Asha')]);
    signInAs('TENANT', { id: ASHA });
    detach = outbox.attach(new FakeSocket());
    await expect.poll(() => outbox.getItems()).toHaveLength(1);
    clearSession();
    expect(outbox.getItems()).toEqual([]);
  });
});
