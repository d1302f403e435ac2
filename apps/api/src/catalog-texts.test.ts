import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  API_ERRORS,
  OWNER_LISTING_STATUSES,
  PROPERTY_STATUSES,
  VISIT_ACTIONS,
  VISIT_STATUSES,
  listingMoveRefusal,
  visitMoveRefusal,
  visitSlotProblem,
} from '@roomsetu/shared';
import en from '@roomsetu/shared/catalogs/en.json';
import { describe, expect, it } from 'vitest';
import { listingMoveRefusalText } from './modules/properties/move-refusal';
import { visitMoveRefusalText } from './modules/visits/refusals';
import { capturedLogger } from './test/captured-logger';
import { AppError } from './lib/errors';
import { localizeError } from './lib/error-text';
import { t } from './lib/i18n';

const english = (message: ReturnType<typeof listingMoveRefusalText>) =>
  new AppError(409, message).message;

describe('catalog texts on the server', () => {
  it('fills values, nested phrases and words from other namespaces, in the language asked', () => {
    expect(t('en', 'emails.greeting', { firstName: 'Asha' })).toBe('Hi Asha,');
    expect(t('hi', 'emails.greeting', { firstName: 'Asha' })).toBe('नमस्ते Asha,');
    expect(
      t('en', 'emails.reportReviewedTitle', {
        what: {
          key: 'emails.reportedThing',
          values: { target: { ref: 'emails.reportTargets.USER' } },
        },
      }),
    ).toBe('Your report about the profile was reviewed');
  });

  it('names only texts the English catalog has (every emails.* and enums.* path in the source)', () => {
    const root = import.meta.dirname;
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
    );
    const paths = new Set<string>();
    for (const file of files) {
      const source = readFileSync(path.join(root, file), 'utf8');
      for (const m of source.matchAll(/'((?:emails|enums)\.[\w.]+)'/g)) paths.add(m[1]!);
    }
    expect(paths.size).toBeGreaterThan(50);
    for (const p of paths) expect(() => t('en', p), p).not.toThrow();
  });

  it('writes an owner’s refused move as the web does, in English', () => {
    for (const from of PROPERTY_STATUSES) {
      for (const to of OWNER_LISTING_STATUSES) {
        expect(english(listingMoveRefusalText(from, to))).toBe(listingMoveRefusal(from, to));
      }
    }
    for (const action of VISIT_ACTIONS) {
      for (const from of VISIT_STATUSES) {
        expect(english(visitMoveRefusalText(action, from))).toBe(visitMoveRefusal(action, from));
      }
    }
  });
});

describe('the code and language of an error text', () => {
  it('finds a sentence a shared helper wrote whole by its template, with its values', () => {
    const now = new Date('2026-12-01T03:30:00.000Z');
    const problem = visitSlotProblem(['2026-12-01T04:30:00.000Z'], 30, now)!;
    const local = localizeError('hi', 400, problem, problem, undefined, undefined);
    expect(local.code).toBe('VISIT_SLOT_TOO_SOON');
    expect(local.error).toMatch(/ अभी से 2 घंटे से कम दूर है।$/);
    expect(local.error.startsWith(problem.replace(' is less than 2 hours from now.', ''))).toBe(
      true,
    );
  });

  it('keeps a text without a catalog entry in English with its status’s code, logged once', () => {
    const { logger, lines } = capturedLogger('warn');
    const text = 'A sentence nobody put in a catalog';
    for (const lang of ['en', 'hi'] as const) {
      expect(localizeError(lang, 409, text, text, undefined, logger)).toEqual({
        code: 'CONFLICT',
        error: text,
      });
    }
    const warned = lines.filter((l) => l.msg === 'error text without a catalog entry');
    expect(warned).toEqual([expect.objectContaining({ status: 409, text })]);
  });

  it('answers a catalog text with its key as the code', () => {
    expect(
      localizeError(
        'en',
        404,
        API_ERRORS.photoNotFound,
        API_ERRORS.photoNotFound,
        undefined,
        undefined,
      ),
    ).toEqual({ code: 'PHOTO_NOT_FOUND', error: en.errors.photoNotFound });
  });
});
