import { describe, expect, it } from 'vitest';
import type { InitialState } from '../content/page-data-types';
import { loadGlobal } from './global-data';

const page = {} as InitialState['page'];
const global = { _uid: 'g', component: 'global' };

describe('loadGlobal', () => {
  it('takes inline global content as it is, without a request', async () => {
    const fail = () => Promise.reject(new Error('no request expected'));
    expect(await loadGlobal({ page, global }, fail)).toEqual(global);
    expect(await loadGlobal({ page, global: null }, fail)).toBeNull();
  });

  it('fetches the named asset, and refuses a failed or empty answer', async () => {
    const requested: string[] = [];
    const answer =
      (body: string, status = 200) =>
      (url: string) => {
        requested.push(url);
        return Promise.resolve(new Response(body, { status }));
      };
    const state = { page, globalUrl: '/assets/global-abc.json' };
    expect(await loadGlobal(state, answer(JSON.stringify(global)))).toEqual(global);
    expect(requested).toEqual(['/assets/global-abc.json']);
    await expect(loadGlobal(state, answer('', 404))).rejects.toThrow(
      'Failed to fetch /assets/global-abc.json.',
    );
    await expect(loadGlobal(state, answer('[]'))).rejects.toThrow('holds no global content');
  });
});
