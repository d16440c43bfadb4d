// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordEarlyClicks, replayEarlyClick, stopRecordingClicks } from './early-click';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('early clicks', () => {
  it('a button clicked before the app listens is clicked again once it has hydrated', () => {
    document.body.innerHTML = '<button id="b"><span id="inner">Menú</span></button><a id="a" href="#x">x</a>';
    recordEarlyClicks();
    document.getElementById('inner')?.click();
    document.getElementById('a')?.click();
    const handler = vi.fn();
    document.getElementById('b')?.addEventListener('click', handler);
    stopRecordingClicks();
    replayEarlyClick();
    expect(handler).toHaveBeenCalledTimes(1);
    replayEarlyClick();
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('clicks after React listens are not recorded, and a removed button is not clicked', () => {
    document.body.innerHTML = '<button id="b">B</button><div role="button" id="r">R</div>';
    recordEarlyClicks();
    document.getElementById('r')?.click();
    stopRecordingClicks();
    const handler = vi.fn();
    document.getElementById('b')?.addEventListener('click', handler);
    document.getElementById('b')?.click();
    document.getElementById('r')?.remove();
    replayEarlyClick();
    expect(handler).toHaveBeenCalledTimes(1);
  });
});
