// A dealer's stock import (issue 22): POST/GET /dealers/me/imports/ and GET …/{id}/ (decision 038).
import { z } from 'zod';
import { IMPORT_OUTCOMES, IMPORT_STATUSES } from '../dealer-import-rules.ts';
import { ok } from './envelope.ts';

export const importRowReport = z.object({
  /** The row's line in the file's data (1 = the first row under the header). */
  row: z.number().int(),
  stock_number: z.string(),
  outcome: z.enum(IMPORT_OUTCOMES),
  listing_id: z.string().nullable(),
  /** Why a row was rejected, by column (the create endpoint's messages). */
  errors: z.record(z.string(), z.string()),
  /** Notes on a row that went through (photos left as they were). */
  notes: z.array(z.string()).optional(),
});
export type ImportRowReport = z.infer<typeof importRowReport>;

export const importSummary = z.object({
  id: z.string(),
  status: z.enum(IMPORT_STATUSES),
  file_name: z.string(),
  total: z.number().int(),
  processed: z.number().int(),
  counts: z.object({ created: z.number().int(), updated: z.number().int(), unchanged: z.number().int(), rejected: z.number().int() }),
  failure: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type ImportSummary = z.infer<typeof importSummary>;

export const importDetail = importSummary.extend({ report: z.array(importRowReport) });
export type ImportDetail = z.infer<typeof importDetail>;

export const importStartedResponse = z.object({ success: z.literal(true), message: z.string(), data: z.object({ id: z.string(), status: z.enum(IMPORT_STATUSES) }) });
/** `is_dealer`: whether the account may import at all (the screen explains dealer sign-up otherwise). */
export const importListResponse = ok(z.object({ is_dealer: z.boolean(), imports: z.array(importSummary) }));
export const importDetailResponse = ok(importDetail);
export type ImportListData = z.infer<typeof importListResponse>['data'];
