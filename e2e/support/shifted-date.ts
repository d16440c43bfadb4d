/**
 * Makes the pages of a context read the time from `moment` on, flowing as usual: only `Date` is shifted.
 * Playwright's page.clock cannot serve here: it fakes the timers, frames and idle callbacks too, and with them
 * faked the boot script never sees the page painted, so the application never starts.
 */
import type { BrowserContext } from 'playwright-core';

export async function shiftDate(context: BrowserContext, moment: Date): Promise<void> {
  await context.addInitScript((target: number) => {
    const RealDate = Date;
    const offset = target - RealDate.now();
    class ShiftedDate extends RealDate {
      constructor(...args: ConstructorParameters<DateConstructor> | []) {
        if (args.length === 0) super(RealDate.now() + offset);
        else super(...(args as ConstructorParameters<DateConstructor>));
      }
      static override now(): number {
        return RealDate.now() + offset;
      }
    }
    globalThis.Date = ShiftedDate as DateConstructor;
  }, moment.getTime());
}
