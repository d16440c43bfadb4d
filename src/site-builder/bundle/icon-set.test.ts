import { describe, expect, it } from 'vitest';
import { codeIcons, iconBody, iconSetModule, siteIconNames } from './icon-set';
import { iconSetModuleId, iconSetPlugin, resolvedIconSetId } from './icon-set-plugin';

const content = {
  _uid: 'p',
  component: 'page',
  body: [
    { _uid: 'a', component: 'icon', icon: 'piggy-bank' },
    { _uid: 'b', component: 'row', columns: [{ _uid: 'c', component: 'icon_link_page', icon: 'bank' }] },
    { _uid: 'd', component: 'icon', icon: 'telefono' },
    { _uid: 'e', component: 'title', icon: 'alarm' },
  ],
};

describe('siteIconNames', () => {
  it('holds the components’ icons and every bootstrap-icons icon the content names, sorted', () => {
    const names = siteIconNames([content]);
    expect(names).toEqual([...new Set([...codeIcons, 'piggy-bank', 'bank'])].sort());
    // A name bootstrap-icons lacks, and a field of a block that is no icon, bring nothing.
    expect(names).not.toContain('telefono');
    expect(names).not.toContain('alarm');
  });
});

describe('virtual:icon-set', () => {
  it('is a module of the named icons’ SVG bodies', () => {
    const source = iconSetModule(['bank', 'telephone']);
    const set = JSON.parse(/^export const iconSet = (.*);\n$/.exec(source)?.[1] ?? '{}') as Record<
      string,
      string
    >;
    expect(Object.keys(set)).toEqual(['bank', 'telephone']);
    expect(set.bank).toBe(iconBody('bank'));
    expect(set.bank).toMatch(/^<path d="/);
  });

  it('is served by the plugin, with the names as they are when it loads', () => {
    let names = ['bank'];
    const plugin = iconSetPlugin(() => names);
    const resolveId = plugin.resolveId as (id: string) => string | undefined;
    const load = plugin.load as (id: string) => string | undefined;
    expect(resolveId(iconSetModuleId)).toBe(resolvedIconSetId);
    expect(resolveId('./other')).toBeUndefined();
    expect(load(resolvedIconSetId)).toContain('"bank"');
    names = ['piggy-bank'];
    expect(load(resolvedIconSetId)).toContain('"piggy-bank"');
    expect(load('/src/x.ts')).toBeUndefined();
  });
});
