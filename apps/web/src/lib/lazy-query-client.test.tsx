import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loadQueryClient, QueryScope } from './lazy-query-client';
import { createQueryClient, queryClient } from './query-client';

function WhichClient({ expected }: { expected: unknown }) {
  return <p>{useQueryClient() === expected ? 'the expected client' : 'another client'}</p>;
}

describe('QueryScope', () => {
  it("gives what is inside it the app's query client once that has loaded", async () => {
    render(
      <MemoryRouter>
        <Suspense fallback={<p>loading</p>}>
          <QueryScope>
            <WhichClient expected={queryClient} />
          </QueryScope>
        </Suspense>
      </MemoryRouter>,
    );
    expect(await screen.findByText('the expected client')).toBeTruthy();
    await expect(loadQueryClient()).resolves.toBe(queryClient);
  });

  it('leaves a client given above it in place (the server, tests)', () => {
    const own = createQueryClient();
    render(
      <MemoryRouter>
        <QueryClientProvider client={own}>
          <QueryScope>
            <WhichClient expected={own} />
          </QueryScope>
        </QueryClientProvider>
      </MemoryRouter>,
    );
    expect(screen.getByText('the expected client')).toBeTruthy();
  });
});
