import {
  type AdminReportGroup,
  type AuditLogEntry,
  type ModerationActionInput,
  type ModerationResult,
  type ReportTargetType,
} from '@roomsetu/shared';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { fetchAdminPage } from './admin-page';

export interface ReportFilters {
  status: string;
  reason: string;
  page: number;
}

const reportsKey = ['admin', 'reports'] as const;
const auditKey = ['admin', 'audit-log'] as const;

export function useReportQueue(filters: ReportFilters) {
  return useQuery(
    queryOptions({
      queryKey: [...reportsKey, filters],
      queryFn: ({ signal }) =>
        fetchAdminPage<AdminReportGroup>('/admin/reports', { ...filters }, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

export interface ModerationRequest {
  targetType: ReportTargetType;
  targetId: number;
  input: ModerationActionInput;
}

/** POST /api/admin/reports/:targetType/:targetId/action; the queue and the log reload after. */
export function useModerate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ targetType, targetId, input }: ModerationRequest) =>
      api.post<ModerationResult>(`/admin/reports/${targetType}/${targetId}/action`, input),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: reportsKey });
      void client.invalidateQueries({ queryKey: auditKey });
      void client.invalidateQueries({ queryKey: ['admin', 'listings'] });
    },
  });
}

export interface AuditFilters {
  action: string;
  targetType: string;
  targetId: string;
  actorId: string;
  from: string;
  to: string;
  page: number;
}

export function useAuditLog(filters: AuditFilters) {
  return useQuery(
    queryOptions({
      queryKey: [...auditKey, filters],
      queryFn: ({ signal }) =>
        fetchAdminPage<AuditLogEntry>('/admin/audit-log', { ...filters }, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
