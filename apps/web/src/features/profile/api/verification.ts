import type {
  IdDocumentType,
  IdVerificationState,
  PhoneCodeInput,
  PhoneCodeSent,
} from '@roomsetu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { selfQueryKey } from '@/lib/queries/get-self';

/** POST /verification/phone/start: a code by SMS to the account's number. */
export function startPhoneVerification(): Promise<PhoneCodeSent> {
  return api.post<PhoneCodeSent>('/verification/phone/start');
}

export function useStartPhoneVerification() {
  return useMutation({ mutationFn: startPhoneVerification });
}

/** POST /verification/phone/confirm. */
export function confirmPhone(input: PhoneCodeInput): Promise<{ phone: true }> {
  return api.post<{ phone: true }>('/verification/phone/confirm', input);
}

export function useConfirmPhone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: confirmPhone,
    onSuccess: () => client.invalidateQueries({ queryKey: selfQueryKey }),
  });
}

export interface IdDocumentUpload {
  documentType: IdDocumentType;
  last4: string;
  images: readonly File[];
}

/** POST /verification/id (multipart). */
export function submitIdDocument(input: IdDocumentUpload): Promise<IdVerificationState> {
  const body = new FormData();
  body.set('documentType', input.documentType);
  body.set('last4', input.last4);
  for (const image of input.images) body.append('images', image);
  return api.post<IdVerificationState>('/verification/id', body);
}

export function useSubmitIdDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitIdDocument,
    onSuccess: () => client.invalidateQueries({ queryKey: selfQueryKey }),
  });
}
