import {
  agreementList,
  agreementVersionParam,
  draftAgreementInput,
  stampCertificateInput,
  createReportInput,
  createTenancyInput,
  deductionDisputeInput,
  deductionInput,
  deductionParam,
  idParam,
  refundPaidInput,
  reportItemInput,
  reportParam,
  reportPhotoParam,
  signCodeInput,
  signCodeSent,
  MAX_ITEM_PHOTOS,
  API_ERRORS,
  tenancyReport,
  tenancyReportList,
  tenancyDeposit,
  TENANCY_ACTIONS,
  tenanciesQuery,
  tenancyDetail,
  tenancyList,
} from '@roomsetu/shared';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { requestLanguage } from '../../lib/i18n';
import { imageUpload, uploadedFiles } from '../../middleware/upload';
import type { RouteTable } from '../../lib/route';
import * as agreement from './agreement';
import * as deposit from './deposit';
import type { TenancyPorts } from './ports';
import * as reports from './reports';
import * as tenancies from './service';

const TAG = 'tenancies';

// A tenancy is created INVITED, so `invite` (DRAFT → INVITED) has no route until drafts exist.
const MOVE_SUMMARIES: Record<Exclude<(typeof TENANCY_ACTIONS)[number], 'invite'>, string> = {
  accept: 'Accept the terms (a tenant); active once every tenant has accepted',
  decline: 'Decline the terms (a tenant): the offer is called off for everyone',
  cancel: 'Call off a tenancy before it is active (the owner)',
  notice: 'Give notice on an active tenancy (either side)',
  end: 'End a tenancy under notice (the owner)',
};

export function tenancyRoutes(table: RouteTable, ctx: AppContext, ports: TenancyPorts): void {
  table.add({
    method: 'post',
    path: '/tenancies',
    summary:
      'Start a tenancy of your listing with 1–6 tenants on the given terms; each is invited (notification and mail)',
    tag: TAG,
    auth: 'user',
    access: 'user',
    body: createTenancyInput,
    successStatus: 201,
    // 403 not your listing, or a tenant who cannot be asked; 404 no such listing.
    errors: [403, 404],
    response: tenancyDetail,
    handler: async ({ user, body }) => ({
      data: await tenancies.create(ctx, ports, user, body),
      status: 201,
    }),
  });

  table.add({
    method: 'get',
    path: '/tenancies',
    summary: 'My tenancies, newest first, as owner or tenant (`role`), or both',
    tag: TAG,
    auth: 'user',
    access: 'user',
    query: tenanciesQuery,
    response: tenancyList,
    handler: async ({ user, query }) => ({
      data: await tenancies.listTenancies(ctx, user, query),
    }),
  });

  table.add({
    method: 'get',
    path: '/tenancies/:id',
    summary:
      'A tenancy with its terms, its parties’ answers and its whole log (parties and admins)',
    tag: TAG,
    auth: 'user',
    access: 'participant',
    params: idParam,
    errors: [404],
    response: tenancyDetail,
    handler: async ({ user, params }) => ({
      data: await tenancies.getTenancy(ctx, ports, user, params.id),
    }),
  });

  for (const action of TENANCY_ACTIONS.filter((a) => a !== 'invite')) {
    table.add({
      method: 'post',
      path: `/tenancies/:id/${action}`,
      summary: MOVE_SUMMARIES[action],
      tag: TAG,
      auth: 'user',
      access: 'participant',
      params: idParam,
      // 403 the wrong side; 404 not a party; 409 a move the state table does not allow.
      errors: [403, 404, 409],
      response: tenancyDetail,
      handler: async ({ user, params }) => ({
        data: await tenancies.move(ctx, ports, user, params.id, action),
      }),
    });
  }

  table.add({
    method: 'get',
    path: '/tenancies/:id/deposit',
    summary:
      'The deposit ledger: received and confirmed, deductions with their answers, the refund’s due date, payment and confirmation',
    tag: TAG,
    auth: 'user',
    access: 'participant',
    params: idParam,
    errors: [404],
    response: tenancyDeposit,
    handler: async ({ user, params }) => ({
      data: await deposit.getDeposit(ctx, ports, user, params.id),
    }),
  });

  const steps = [
    [
      'received',
      'Mark the deposit received (the owner, once the tenancy is active)',
      deposit.markReceived,
    ],
    [
      'confirm',
      'Confirm the deposit the owner marked received (a tenant)',
      deposit.confirmReceived,
    ],
    [
      'refund/confirm',
      'Confirm the refund the owner marked paid (a tenant)',
      deposit.confirmRefund,
    ],
  ] as const;
  for (const [path, summary, run] of steps) {
    table.add({
      method: 'post',
      path: `/tenancies/:id/deposit/${path}`,
      summary,
      tag: TAG,
      auth: 'user',
      access: 'participant',
      params: idParam,
      // 403 the other side; 404 not a party; 409 not at this step.
      errors: [403, 404, 409],
      response: tenancyDeposit,
      handler: async ({ user, params }) => ({ data: await run(ctx, ports, user, params.id) }),
    });
  }

  table.add({
    method: 'post',
    path: '/tenancies/:id/deposit/deductions',
    summary:
      'Itemise a deduction from the deposit (the owner, once notice is given, until the refund is paid), with the report item it is for (`reportItemId`) and, as multipart, a photo of the invoice (`invoice`); the deductions never add up to more than the deposit',
    tag: TAG,
    auth: 'user',
    access: 'participant',
    contentType: 'multipart/form-data',
    before: [imageUpload('invoice', 1, API_ERRORS.tenancyDeductionInvoiceOne)],
    params: idParam,
    body: deductionInput,
    successStatus: 201,
    // 404 also: a report item of another tenancy.
    errors: [403, 404, 409, 413, 415],
    response: tenancyDeposit,
    handler: async ({ req, user, params, body }) => ({
      data: await deposit.addDeduction(ctx, ports, user, params.id, body, uploadedFiles(req)),
      status: 201,
    }),
  });

  table.add({
    method: 'get',
    path: '/tenancies/:id/deposit/deductions/:deductionId/invoice',
    summary: 'The photo of a deduction’s invoice, for the tenancy’s parties; never cached',
    tag: TAG,
    auth: 'user',
    access: 'participant',
    params: deductionParam,
    errors: [404],
    produces: 'image/webp',
    response: z.string(),
    handler: async ({ user, params, res }) => {
      await deposit.streamInvoice(ctx, ports, user, params.id, params.deductionId, res);
      return undefined;
    },
  });

  table.add({
    method: 'post',
    path: '/tenancies/:id/deposit/deductions/:deductionId/accept',
    summary: 'Accept a deduction (a tenant)',
    tag: TAG,
    auth: 'user',
    access: 'participant',
    params: deductionParam,
    errors: [403, 404, 409],
    response: tenancyDeposit,
    handler: async ({ user, params }) => ({
      data: await deposit.answerDeduction(ctx, ports, user, params.id, params.deductionId, {
        accept: true,
      }),
    }),
  });

  table.add({
    method: 'post',
    path: '/tenancies/:id/deposit/deductions/:deductionId/dispute',
    summary: 'Dispute a deduction with a note (a tenant): it stays open, both sides see why',
    tag: TAG,
    auth: 'user',
    access: 'participant',
    params: deductionParam,
    body: deductionDisputeInput,
    errors: [403, 404, 409],
    response: tenancyDeposit,
    handler: async ({ user, params, body }) => ({
      data: await deposit.answerDeduction(ctx, ports, user, params.id, params.deductionId, {
        accept: false,
        dispute: body,
      }),
    }),
  });

  table.add({
    method: 'post',
    path: '/tenancies/:id/deposit/refund/paid',
    summary:
      'Mark the refund paid with its amount (the owner, once the tenancy has ended); due a month after the end',
    tag: TAG,
    auth: 'user',
    access: 'participant',
    params: idParam,
    body: refundPaidInput,
    errors: [403, 404, 409],
    response: tenancyDeposit,
    handler: async ({ user, params, body }) => ({
      data: await deposit.markRefundPaid(ctx, ports, user, params.id, body),
    }),
  });

  table.add({
    method: 'post',
    path: '/tenancies/:id/reports',
    summary:
      'Start a move-in (active or under notice) or move-out (under notice or ended) report; either party',
    tag: TAG,
    auth: 'user',
    access: 'participant',
    params: idParam,
    body: createReportInput,
    successStatus: 201,
    errors: [404, 409],
    response: z.object({ id: z.number().int() }),
    handler: async ({ user, params, body }) => ({
      data: await reports.startReport(ctx, user, params.id, body),
      status: 201,
    }),
  });

  table.add({
    method: 'get',
    path: '/tenancies/:id/reports',
    summary: 'The tenancy’s reports with their items, photos and signatures, oldest first',
    tag: TAG,
    auth: 'user',
    access: 'participant',
    params: idParam,
    errors: [404],
    response: tenancyReportList,
    handler: async ({ user, params }) => ({
      data: await reports.listReports(ctx, ports, user, params.id),
    }),
  });

  table.add({
    method: 'get',
    path: '/tenancy-reports/:reportId',
    summary: 'A report: its items, photos (SHA-256, upload time), who signed it and who has yet to',
    tag: TAG,
    auth: 'user',
    access: 'participant',
    params: reportParam,
    errors: [404],
    response: tenancyReport,
    handler: async ({ user, params }) => ({
      data: await reports.getReport(ctx, ports, user, params.reportId),
    }),
  });

  table.add({
    method: 'post',
    path: '/tenancy-reports/:reportId/items',
    summary:
      'Add an item (multipart: room, item, condition GOOD|FAIR|DAMAGED|MISSING, note, up to 6 photos); either party, until everyone has signed',
    tag: TAG,
    auth: 'user',
    access: 'participant',
    contentType: 'multipart/form-data',
    before: [imageUpload('photos', MAX_ITEM_PHOTOS, API_ERRORS.tenancyReportPhotos)],
    params: reportParam,
    body: reportItemInput,
    successStatus: 201,
    errors: [404, 409, 413, 415],
    response: tenancyReport,
    handler: async ({ req, user, params, body }) => ({
      data: await reports.addItem(ctx, user, params.reportId, body, uploadedFiles(req)),
      status: 201,
    }),
  });

  table.add({
    method: 'get',
    path: '/tenancy-reports/:reportId/photos/:photoId',
    summary: 'A photo of a report item, for the tenancy’s parties; never cached',
    tag: TAG,
    auth: 'user',
    access: 'participant',
    params: reportPhotoParam,
    errors: [404],
    produces: 'image/webp',
    response: z.string(),
    handler: async ({ user, params, res }) => {
      await reports.streamReportPhoto(ctx, ports, user, params.reportId, params.photoId, res);
      return undefined;
    },
  });

  table.add({
    method: 'post',
    path: '/tenancy-reports/:reportId/code',
    summary:
      'Send the caller a 6-digit code that signs the report as it stands (SMS to a verified phone, else e-mail; 15 minutes)',
    tag: TAG,
    auth: 'user',
    access: 'participant',
    params: reportParam,
    errors: [404, 409, 503],
    response: signCodeSent,
    handler: async ({ user, params }) => ({
      data: await reports.sendReportCode(ctx, ports, user, params.reportId),
    }),
  });

  table.add({
    method: 'post',
    path: '/tenancy-reports/:reportId/sign',
    summary:
      'Sign the report with the code; once every party has signed it never changes (a correction is a new report)',
    tag: TAG,
    auth: 'user',
    access: 'participant',
    params: reportParam,
    body: signCodeInput,
    errors: [404, 409, 410],
    response: tenancyReport,
    handler: async ({ req, user, params, body }) => ({
      data: await reports.signReport(ctx, ports, user, params.reportId, body.code, req.ip),
    }),
  });

  table.add({
    method: 'post',
    path: '/tenancies/:id/agreement',
    summary:
      'Draft a new version of the agreement from the tenancy’s terms (the owner; English or Hindi), with the guardrails it trips; earlier acceptances stay with their version',
    tag: TAG,
    auth: 'user',
    access: 'participant',
    params: idParam,
    body: draftAgreementInput,
    successStatus: 201,
    // 403 a tenant; 404 not a party; 409 the tenancy is not offered or active, or too many versions.
    errors: [403, 404, 409],
    response: agreementList,
    handler: async ({ req, user, params, body }) => ({
      data: await agreement.draftAgreement(
        ctx,
        ports,
        user,
        params.id,
        body,
        requestLanguage(req.headers),
      ),
      status: 201,
    }),
  });

  table.add({
    method: 'get',
    path: '/tenancies/:id/agreement',
    summary:
      'The agreement’s versions, newest first: each with its document’s SHA-256, flags and acceptances; and the state’s stamp duty notes',
    tag: TAG,
    auth: 'user',
    access: 'participant',
    params: idParam,
    errors: [404],
    response: agreementList,
    handler: async ({ req, user, params }) => ({
      data: await agreement.listAgreement(
        ctx,
        ports,
        user,
        params.id,
        requestLanguage(req.headers),
      ),
    }),
  });

  const documents = [
    [
      '/tenancies/:id/agreement/:version.pdf',
      'A version’s document, byte for byte as drafted (its SHA-256 is the version’s `sha256`); for the parties; never cached',
      agreement.streamAgreementPdf,
    ],
    [
      '/tenancies/:id/agreement/:version/certificate.pdf',
      'The certificate of acceptance: per party the name, masked phone, time (IST) and IP of their acceptance, with the document’s SHA-256',
      agreement.streamCertificate,
    ],
  ] as const;
  for (const [path, summary, stream] of documents) {
    table.add({
      method: 'get',
      path,
      summary,
      tag: TAG,
      auth: 'user',
      access: 'participant',
      params: agreementVersionParam,
      errors: [404],
      produces: 'application/pdf',
      response: z.string(),
      handler: async ({ user, params, res }) => {
        await stream(ctx, ports, user, params.id, params.version, res);
        return undefined;
      },
    });
  }

  table.add({
    method: 'post',
    path: '/tenancies/:id/agreement/:version/code',
    summary:
      'Send the caller a 6-digit code that accepts this version, the newest (SMS to a verified phone, else e-mail; 15 minutes)',
    tag: TAG,
    auth: 'user',
    access: 'participant',
    params: agreementVersionParam,
    errors: [404, 409, 503],
    response: signCodeSent,
    handler: async ({ user, params }) => ({
      data: await agreement.sendAgreementCode(ctx, ports, user, params.id, params.version),
    }),
  });

  table.add({
    method: 'post',
    path: '/tenancies/:id/agreement/:version/accept',
    summary:
      'Accept this version with the code: only the newest, once per party; a new version must be accepted again',
    tag: TAG,
    auth: 'user',
    access: 'participant',
    params: agreementVersionParam,
    body: signCodeInput,
    errors: [404, 409, 410],
    response: agreementList,
    handler: async ({ req, user, params, body }) => ({
      data: await agreement.acceptAgreement(
        ctx,
        ports,
        user,
        params.id,
        params.version,
        body.code,
        req.ip,
        requestLanguage(req.headers),
      ),
    }),
  });

  table.add({
    method: 'post',
    path: '/tenancies/:id/agreement/:version/stamp',
    summary:
      'Record the number of the e-stamp certificate bought for this version (either party); shown on its certificate of acceptance',
    tag: TAG,
    auth: 'user',
    access: 'participant',
    params: agreementVersionParam,
    body: stampCertificateInput,
    errors: [404],
    response: agreementList,
    handler: async ({ req, user, params, body }) => ({
      data: await agreement.recordStamp(
        ctx,
        user,
        params.id,
        params.version,
        body.certificateNumber,
        requestLanguage(req.headers),
      ),
    }),
  });
}
