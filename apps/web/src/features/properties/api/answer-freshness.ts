import type { ListingFreshnessResult } from '@roomsetu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/properties/freshness: the owner's one-click answer from the e-mail; the signed token
 * is the credential (no sign-in). Answers the result and the server's sentence for it.
 */
export async function answerFreshness(token: string) {
  const res = await apiRequest<ListingFreshnessResult>('/properties/freshness', {
    method: 'POST',
    body: { token },
  });
  return { result: res.data, message: res.message };
}

export function useAnswerFreshness() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: answerFreshness,
    onSuccess: () => client.invalidateQueries({ queryKey: ['properties'] }),
  });
}
