// The sandbox lender's fixed terms, in one place (documented in sandbox/README.md).
import { documentTexts } from '../../domain/documentTexts';

const texts = documentTexts();

export const LENDER = {
  name: texts.lender.name,
  servicer: texts.lender.servicer,
  /** Days between the borrower's YES and the money reaching the merchant. */
  settlementDelayDays: 2,
  /** Default life of an application (a scenario's expiresInDays overrides it). */
  expiresInDays: 30,
  /** A prequalification lasts 14 days (document 2). */
  prequalDays: 14,
  /** The largest amount a prequalification approves. */
  prequalMaximum: 10_000,
  /** Decisions slower than this are announced as expectedRunLength 'long'. */
  longRunMs: 10_000,
} as const;

export const DAY_MS = 86_400_000;

/** A UTC calendar date, YYYY-MM-DD. */
export const isoDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
