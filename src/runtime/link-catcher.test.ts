// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { replaceHistoryAttribute } from '../common/history-mode';
import { catchableHref, externalHref, installLinkCatcher, isCatchableAnchor } from './link-catcher';

function anchor(attrs: Record<string, string>, text = 'enlace'): HTMLAnchorElement {
  const a = document.createElement('a');
  a.textContent = text;
  for (const [name, value] of Object.entries(attrs)) a.setAttribute(name, value);
  document.body.append(a);
  return a;
}

function click(target: Element, init: MouseEventInit = {}): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  target.dispatchEvent(event);
  return event;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('link catching (docs/behaviour.md §2)', () => {
  it('catches same-host page links, also written as plain <a> in rich text', () => {
    expect(isCatchableAnchor(anchor({ href: '/banca-personas/' }), window.location)).toBe(true);
    expect(isCatchableAnchor(anchor({ href: `${window.location.origin}/a/b` }), window.location)).toBe(true);
  });

  it.each([
    ['a file', { href: '/docs/tarifario.pdf' }],
    ['another host', { href: 'https://example.org/banca/' }],
    ['a new tab', { href: '/banca-personas/', target: '_blank' }],
    ['a download', { href: '/banca-personas/', download: '' }],
    ['mailto:', { href: 'mailto:info@example.com' }],
    ['tel:', { href: 'tel:+50322000000' }],
    ['no href', {}],
  ])('leaves %s to the browser', (_label, attrs) => {
    expect(isCatchableAnchor(anchor(attrs), window.location)).toBe(false);
  });

  it('ignores modifier keys, other buttons and clicks already handled', () => {
    const a = anchor({ href: '/banca-personas/' });
    const event = (init: MouseEventInit) => new MouseEvent('click', { button: 0, ...init });
    const at = (e: MouseEvent) => {
      Object.defineProperty(e, 'target', { value: a });
      return catchableHref(e, window.location);
    };
    expect(at(event({}))).toBe(a.href);
    for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const)
      expect(at(event({ [key]: true }))).toBeNull();
    expect(at(event({ button: 1 }))).toBeNull();
  });

  it("asks for a replacing navigation when the link says so (the button's `replace` option)", () => {
    const navigate = vi.fn();
    const uninstall = installLinkCatcher(navigate);
    const replacing = anchor({ href: '/banca-personas/cuentas/', [replaceHistoryAttribute]: '' });
    const nested = document.createElement('span');
    replacing.append(nested);
    expect(click(nested).defaultPrevented).toBe(true);
    expect(navigate).toHaveBeenCalledWith(replacing.href, { replace: true });
    uninstall();
  });

  it('navigates caught clicks in-page and opens other hosts in a new tab without opener', () => {
    const navigate = vi.fn();
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const uninstall = installLinkCatcher(navigate);
    const inner = anchor({ href: '/banca-personas/cuentas/' });
    const outer = anchor({ href: 'https://www.example.org/' });
    const mail = anchor({ href: 'mailto:info@example.com' });
    expect(click(inner).defaultPrevented).toBe(true);
    expect(navigate).toHaveBeenCalledWith(inner.href, { replace: false });
    expect(click(outer).defaultPrevented).toBe(true);
    expect(open).toHaveBeenCalledWith('https://www.example.org/', '_blank', 'noopener,noreferrer');
    expect(externalHref(new MouseEvent('click'), window.location)).toBeNull();
    expect(click(mail).defaultPrevented).toBe(false);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledTimes(1);
    uninstall();
    click(inner);
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});
