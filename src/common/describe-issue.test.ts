import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { describeIssue, kindOf } from './describe-issue';

function issueOf(schema: z.ZodMiniType, value: unknown) {
  const issue = schema.safeParse(value).error?.issues[0];
  if (!issue) throw new Error('expected the value to be refused');
  return issue;
}

describe('describeIssue', () => {
  const schema = z.object({ a: z.object({ b: z.array(z.string()) }), mode: z.enum(['x', 'y']) });

  it('names the field path, what was expected and the kind found', () => {
    const value = { a: { b: ['ok', 5] }, mode: 'x' };
    expect(describeIssue(issueOf(schema, value), value)).toBe('a.b.1: expected string, received number');
  });

  it('lists the accepted values of an enum or literal', () => {
    const value = { a: { b: [] }, mode: 'z' };
    expect(describeIssue(issueOf(schema, value), value)).toBe('mode: expected "x" or "y", received string');
  });

  it('shows short values on request (config), kinds otherwise', () => {
    const value = { a: { b: [] }, mode: 'z' };
    expect(describeIssue(issueOf(schema, value), value, { values: true })).toBe(
      'mode: expected "x" or "y", received "z"',
    );
    expect(describeIssue(issueOf(z.object({ n: z.string() }), { n: 3 }), { n: 3 }, { values: true })).toBe(
      'n: expected string, received 3',
    );
  });

  it('uses the message of a check, and "(root)" for the value itself', () => {
    const positive = z.number().check(z.positive('expected a number above 0'));
    expect(describeIssue(issueOf(positive, -1), -1)).toBe(
      '(root): expected a number above 0, received number',
    );
  });

  it('tells null and arrays apart from objects', () => {
    expect([null, [], {}, 'a', 1, undefined].map(kindOf)).toEqual([
      'null',
      'array',
      'object',
      'string',
      'number',
      'undefined',
    ]);
  });
});
