import type {
  ItemCondition,
  ReportKind,
  SignCodeSent,
  TenancyReport,
  TenancyReportList,
} from '@roomsetu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { api } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { tenancyKeys } from './tenancy-keys';
import { failed } from './tenancy-moves';

/** POST /api/tenancies/:id/reports: a new move-in or move-out report; answers its id. */
export const startReport = ({ tenancyId, kind }: { tenancyId: number; kind: ReportKind }) =>
  api.post<{ id: number }>(`/tenancies/${tenancyId}/reports`, { kind });

export interface NewReportItem {
  room: string;
  item: string;
  condition: ItemCondition;
  note: string;
  photos: readonly File[];
}

/** POST /api/tenancy-reports/:reportId/items (multipart: the texts, and the files as `photos`). */
export function addReportItem({ reportId, item }: { reportId: number; item: NewReportItem }) {
  const body = new FormData();
  body.set('room', item.room);
  body.set('item', item.item);
  body.set('condition', item.condition);
  if (item.note) body.set('note', item.note);
  for (const photo of item.photos) body.append('photos', photo);
  return api.post<TenancyReport>(`/tenancy-reports/${reportId}/items`, body);
}

/** POST /api/tenancy-reports/:reportId/code: a code that signs the report as it stands. */
export const sendSignCode = ({ reportId }: { reportId: number }) =>
  api.post<SignCodeSent>(`/tenancy-reports/${reportId}/code`);

/** POST /api/tenancy-reports/:reportId/sign */
export const signReport = ({ reportId, code }: { reportId: number; code: string }) =>
  api.post<TenancyReport>(`/tenancy-reports/${reportId}/sign`, { code });

/** Puts a report as the server answered it in its tenancy's list. */
function useShowReport() {
  const client = useQueryClient();
  return (report: TenancyReport) =>
    client.setQueryData<TenancyReportList>(tenancyKeys.reports(report.tenancyId), (list) =>
      list ? { items: list.items.map((r) => (r.id === report.id ? report : r)) } : list,
    );
}

export function useStartReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: startReport,
    onSuccess: async (_started, { tenancyId }) => {
      toast.success(i18n.t('tenancies:reports.toast.started'));
      void client.invalidateQueries({ queryKey: tenancyKeys.one(tenancyId) });
      await client.invalidateQueries({ queryKey: tenancyKeys.reports(tenancyId) });
    },
    onError: failed(() => i18n.t('tenancies:reports.toast.failed')),
  });
}

/** The form shows a refusal under its fields. */
export function useAddReportItem() {
  const show = useShowReport();
  return useMutation({
    mutationFn: addReportItem,
    onSuccess: (report) => {
      show(report);
      toast.success(i18n.t('tenancies:reports.toast.itemAdded'));
    },
  });
}

export const useSendSignCode = () => useMutation({ mutationFn: sendSignCode });

export function useSignReport() {
  const client = useQueryClient();
  const show = useShowReport();
  return useMutation({
    mutationFn: signReport,
    onSuccess: (report) => {
      show(report);
      void client.invalidateQueries({ queryKey: tenancyKeys.one(report.tenancyId) });
      toast.success(i18n.t(`tenancies:reports.toast.${report.sealedAt ? 'sealed' : 'signed'}`));
    },
  });
}
