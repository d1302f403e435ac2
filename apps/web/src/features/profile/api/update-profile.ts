import type { ProfileUpdateInput, SelfUser } from '@roomsetu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { selfQueryKey } from '@/lib/queries/get-self';

/** PATCH /auth/user-profile answers the updated user, as GET /users/self does. */
export function updateProfile(input: ProfileUpdateInput): Promise<SelfUser> {
  return api.patch<SelfUser>('/auth/user-profile', input);
}

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => client.setQueryData(selfQueryKey, user),
  });
}
