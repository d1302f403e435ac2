import type { AgreementList, DraftAgreementInput, SignCodeSent } from '@roomsetu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { api } from '@/lib/api-client';
import { downloadApiFile } from '@/lib/download';
import { i18n } from '@/lib/i18n';
import { tenancyKeys } from './tenancy-keys';
import { failed } from './tenancy-moves';

interface OfVersion {
  id: number;
  version: number;
}

const agreementOf = (id: number) => `/tenancies/${id}/agreement`;
const versionOf = ({ id, version }: OfVersion) => `${agreementOf(id)}/${version}`;

/** POST /api/tenancies/:id/agreement (the owner): a new version from the terms and these choices. */
export const draftAgreement = ({ id, input }: { id: number; input: DraftAgreementInput }) =>
  api.post<AgreementList>(agreementOf(id), input);

/** POST /api/tenancies/:id/agreement/:version/code: a code that accepts this version. */
export const sendAgreementCode = (of: OfVersion) => api.post<SignCodeSent>(`${versionOf(of)}/code`);

/** POST /api/tenancies/:id/agreement/:version/accept */
export const acceptAgreement = ({ code, ...of }: OfVersion & { code: string }) =>
  api.post<AgreementList>(`${versionOf(of)}/accept`, { code });

/** POST /api/tenancies/:id/agreement/:version/stamp (either party). */
export const recordStamp = ({
  certificateNumber,
  ...of
}: OfVersion & { certificateNumber: string }) =>
  api.post<AgreementList>(`${versionOf(of)}/stamp`, { certificateNumber });

/**
 * One agreement step: the answer is the whole list, shown at once; the tenancy's history gains a
 * line. The form that took the step shows a refusal itself.
 */
function useAgreementStep<V extends { id: number }>(
  run: (vars: V) => Promise<AgreementList>,
  done: (list: AgreementList, vars: V) => string,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (list, vars) => {
      client.setQueryData(tenancyKeys.agreement(vars.id), list);
      void client.invalidateQueries({ queryKey: tenancyKeys.one(vars.id) });
      toast.success(done(list, vars));
    },
  });
}

export const useDraftAgreement = () =>
  useAgreementStep(draftAgreement, (list) =>
    i18n.t('tenancies:agreement.toast.drafted', { version: list.items[0]?.version ?? 1 }),
  );

export const useSendAgreementCode = () => useMutation({ mutationFn: sendAgreementCode });

export const useAcceptAgreement = () =>
  useAgreementStep(acceptAgreement, (list, { version }) => {
    const accepted = list.items.find((item) => item.version === version);
    const settled = accepted !== undefined && accepted.awaiting.length === 0;
    return i18n.t(`tenancies:agreement.toast.${settled ? 'settled' : 'accepted'}`, { version });
  });

export const useRecordStamp = () =>
  useAgreementStep(recordStamp, () => i18n.t('tenancies:agreement.toast.stamped'));

/** Saves a version's document or its certificate of acceptance; a refusal is a toast. */
export const useDownloadAgreementFile = () =>
  useMutation({
    mutationFn: ({ url, filename }: { url: string; filename: string }) =>
      downloadApiFile(url, filename),
    onError: failed(() => i18n.t('tenancies:agreement.toast.downloadFailed')),
  });
