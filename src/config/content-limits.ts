/**
 * How large a figure or a shape content may be (issue 34, docs/behaviour.md §5.9). Content is typed by people
 * and could hold anything; every loop and recursion whose length content decides stops at one of these, so
 * no value can hang, crash or falsify a build. Each is far beyond what the bank's real content needs.
 */
export const contentLimits = {
  /** US$100,000,000,000: from here a visitor's typed amount is refused as absurd too (visitor-input.ts). */
  maxAmountDollars: 100_000_000_000,
  /** 50 years: a loan's schedule has one row a month, and the widest real term is 36 months. */
  maxLoanMonths: 600,
  /** 10 years of a deposit's term in days; the real ones are 30 to 360. */
  maxDepositDays: 3650,
  /** A slider's intrinsic image width or height in CSS pixels. */
  maxImagePixels: 10_000,
  /**
   * Levels of blocks inside blocks in one story. The bundled pages reach about 10, Storyblok's editor
   * rarely more than 20; rendering stays far from the stack's end at this depth.
   */
  maxBlockDepth: 100,
} as const;
