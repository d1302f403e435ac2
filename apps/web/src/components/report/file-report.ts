import type { ReportCreated, ReportInput } from '@roomsetu/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/reports. */
export function fileReport(input: ReportInput): Promise<ReportCreated> {
  return api.post<ReportCreated>('/reports', input);
}

export function useFileReport() {
  return useMutation({ mutationFn: fileReport });
}
