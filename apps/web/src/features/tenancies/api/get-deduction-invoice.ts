import { useApiFileUrl } from '@/lib/use-api-file-url';

/**
 * GET /api/tenancies/:id/deposit/deductions/:deductionId/invoice as a blob: URL, released when
 * the invoice leaves the screen.
 */
export const useDeductionInvoice = (tenancyId: number, deductionId: number) =>
  useApiFileUrl(`/tenancies/${tenancyId}/deposit/deductions/${deductionId}/invoice`);
