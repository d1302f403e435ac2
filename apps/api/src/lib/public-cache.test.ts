import { describe, expect, it } from 'vitest';
import { createPublicCache } from './public-cache';

/** A produce function that counts its runs and answers when told to. */
function pending(body: string | undefined) {
  let runs = 0;
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const produce = async () => {
    runs++;
    await gate;
    return body;
  };
  return { produce, release: () => release(), runs: () => runs };
}

describe('public cache', () => {
  it('answers a second read from memory and shares a run under way', async () => {
    const cache = createPublicCache();
    const first = pending('a');
    const reads = [cache.read('/x', first.produce), cache.read('/x', first.produce)];
    first.release();
    expect(await Promise.all(reads)).toEqual(['a', 'a']);
    expect(first.runs()).toBe(1);
    expect(await cache.read('/x', async () => 'other')).toBe('a');
  });

  it('does not keep an answer read while a write happened', async () => {
    const cache = createPublicCache();
    const before = pending('old');
    const read = cache.read('/x', before.produce);
    cache.invalidate();
    before.release();
    expect(await read).toBe('old');
    expect(await cache.read('/x', async () => 'new')).toBe('new');
  });

  it('keeps nothing when there is no answer, and forgets everything on a write', async () => {
    const cache = createPublicCache();
    expect(await cache.read('/x', async () => undefined)).toBeUndefined();
    expect(await cache.read('/x', async () => 'a')).toBe('a');
    cache.invalidate();
    expect(await cache.read('/x', async () => 'b')).toBe('b');
  });

  it('lets answers expire and evicts the least recently used', async () => {
    let clock = 0;
    const cache = createPublicCache(2, 1000, () => clock);
    await cache.read('/a', async () => 'a1');
    await cache.read('/b', async () => 'b1');
    await cache.read('/a', async () => 'unused'); // /a is now the most recent
    await cache.read('/c', async () => 'c1'); // evicts /b
    expect(await cache.read('/a', async () => 'a2')).toBe('a1');
    expect(await cache.read('/b', async () => 'b2')).toBe('b2');
    clock = 1000;
    expect(await cache.read('/b', async () => 'b3')).toBe('b3');
  });

  it('lets a failed run fail every reader and the next read try again', async () => {
    const cache = createPublicCache();
    await expect(
      cache.read('/x', async () => {
        throw new Error('down');
      }),
    ).rejects.toThrow('down');
    expect(await cache.read('/x', async () => 'back')).toBe('back');
  });
});
