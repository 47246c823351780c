import { describe, expect, it } from 'vitest';
import { DEFAULT_RETENTION_DAYS, parseEnquiriesMode, parseRetentionDays } from './enquiries.mjs';

describe('ENQUIRIES', () => {
  it('sends to the enquiries service unless a static-only host asks for the mail app', () => {
    expect(parseEnquiriesMode(undefined)).toBe('service');
    expect(parseEnquiriesMode('')).toBe('service');
    expect(parseEnquiriesMode('mail')).toBe('mail');
  });

  it('stops the build on anything else, naming the variable', () => {
    expect(() => parseEnquiriesMode('smtp')).toThrow(
      'ENQUIRIES="smtp" is not one of service, mail',
    );
  });
});

describe('ENQUIRY_RETENTION_DAYS', () => {
  it('keeps enquiries a year unless told otherwise', () => {
    expect(parseRetentionDays(undefined)).toBe(DEFAULT_RETENTION_DAYS);
    expect(DEFAULT_RETENTION_DAYS).toBe(365);
    expect(parseRetentionDays('90')).toBe(90);
  });

  it('refuses a period too short to answer in, or not a whole number of days', () => {
    for (const value of ['7', '29', '30.5', 'a year', '-365'])
      expect(() => parseRetentionDays(value), value).toThrow(/ENQUIRY_RETENTION_DAYS=/);
    expect(parseRetentionDays('30')).toBe(30);
  });
});
