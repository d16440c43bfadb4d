import { describe, expect, it } from 'vitest';
import { isDue, retainedDeployIds, type DeployRecord } from './deploy-state';

const hour = 60 * 60 * 1000;
const rules = { retainDeploys: 3, retainMs: 24 * hour };
const now = new Date('2026-11-28T12:00:00Z');
const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * hour).toISOString();
const record = (id: string, hoursAgo: number): DeployRecord => ({
  id,
  createdAt: at(hoursAgo),
  activatedAt: at(hoursAgo),
});

describe('retention', () => {
  it('keeps the last 3 deploys and every deploy live within 24 hours', () => {
    const history = [
      record('a', 100),
      record('b', 50),
      record('c', 30),
      record('d', 20),
      record('e', 10),
      record('f', 1),
    ];
    // c was replaced by d 20 hours ago: still kept; b was replaced 30 hours ago and is not among the last 3.
    expect([...retainedDeployIds(history, rules, now)].sort()).toEqual(['c', 'd', 'e', 'f']);
  });

  it('keeps 3 deploys however old', () => {
    const history = [record('a', 400), record('b', 300), record('c', 200), record('d', 100)];
    expect([...retainedDeployIds(history, rules, now)].sort()).toEqual(['b', 'c', 'd']);
  });

  it('lets an object go only when both its time and its deploys have passed', () => {
    expect(isDue({ since: at(25), deploysSince: 2 }, rules, now)).toBe(true);
    expect(isDue({ since: at(23), deploysSince: 10 }, rules, now)).toBe(false);
    expect(isDue({ since: at(100), deploysSince: 1 }, rules, now)).toBe(false);
  });
});
