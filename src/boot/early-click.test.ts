// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetHandledClick, recordEarlyClicks, replayEarlyClick, stopRecordingClicks } from './early-click';

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

  it('a click that a hydrated part of the page handled is not clicked again', () => {
    document.body.innerHTML =
      '<button id="b"><span id="inner">Menú</span></button><button id="other">O</button>';
    recordEarlyClicks();
    const handler = vi.fn((event: Event) => forgetHandledClick(event));
    document.getElementById('b')?.addEventListener('click', handler);
    document.getElementById('inner')?.click();
    // A handler on another button does not forget this one.
    forgetHandledClick(new MouseEvent('click'));
    stopRecordingClicks();
    replayEarlyClick();
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('a handled click on another button leaves the remembered one to be clicked', () => {
    document.body.innerHTML = '<button id="b">B</button><button id="other">O</button>';
    recordEarlyClicks();
    document.getElementById('b')?.click();
    const other = document.getElementById('other');
    other?.addEventListener('click', (event) => forgetHandledClick(event));
    const handler = vi.fn();
    document.getElementById('b')?.addEventListener('click', handler);
    stopRecordingClicks();
    other?.click();
    replayEarlyClick();
    expect(handler).toHaveBeenCalledTimes(1);
  });
});
