// One rule for what a stated number claims, for calculations in prose and math and for unit
// conversions alike (issue 22, spec/DECISIONS.md "Rounding"):
//   - with "=" or "is", a stated value holds when it is the exact value rounded (half up) or
//     truncated to the precision it shows: "10 / 3 = 3.33", "1 mile = 1.609 km";
//   - with "≈", "about", "approximately", it may also be off by up to two units in its last
//     place (intermediate results rounded along the way) but no more than 1 %, and a whole number
//     by 1 % or half of the place its trailing zeros leave open ("about 2,000" for 1,960).
// Trailing zeros of a whole number may be rounding while three significant figures remain
// (`precisionOf`): "9,460,000,000,000 km" for a light year; "1 GiB = 1000 MiB" stays false.

import { Q } from './rational.js';

/** Relative tolerance of "about" for a whole number. */
export const APPROX_RELATIVE = 0.01;
/** Units in the last stated place that "about" allows for a decimal. */
export const APPROX_LAST_PLACE_UNITS = 2;
// Relative slack for the rounding error of a double computed in a few operations (~1e-15). It is
// relative to the value however small: an absolute floor of 1e-12 let any two numbers in
// scientific notation below it agree ("3.41 × 10⁻¹⁹ ≈ 3.31 × 10⁻¹⁹", issue 22, written set 6).
const MARGIN = 1e-12;

/** Decimal places a numeral shows; negative for trailing zeros of a whole number that may be rounding ("5,900" → -1, "9,460,000,000" → -7). */
export function precisionOf(numeral: string): number {
  // "8.5e-7" shows 8 decimal places: the mantissa's, shifted by the exponent.
  const sci = /^([^e]+)e([+-]?\d+)$/i.exec(numeral.trim());
  if (sci) return precisionOf(sci[1]!) - Number(sci[2]);
  const frac = /\.(\d+)/.exec(numeral);
  if (frac) return frac[1]!.length;
  const digits = numeral.replace(/\D/g, '').replace(/^0+/, '');
  const zeros = /0*$/.exec(digits)![0].length;
  const rounded = Math.max(0, Math.min(zeros, digits.length - 3));
  return rounded === 0 ? 0 : -rounded;
}

/** Trailing zeros of a whole numeral (for "about 2,000"). */
function trailingZeros(numeral: string): number {
  if (numeral.includes('.')) return 0;
  const digits = numeral.replace(/\D/g, '').replace(/^0+/, '');
  return digits ? Math.min(/0*$/.exec(digits)![0].length, digits.length - 1) : 0;
}

/** Whether `stated` is `expected` rounded or truncated to `precision` decimal places; undefined when it is too close to a boundary to tell with doubles. */
export function roundsTo(expected: number, stated: number, precision: number): boolean {
  const unit = 10 ** -precision;
  const margin = MARGIN * Math.abs(expected);
  const diff = Math.abs(expected - stated);
  const truncated = Math.sign(expected) === Math.sign(stated) && Math.abs(expected) >= Math.abs(stated) && diff < unit - margin;
  return diff <= unit / 2 + margin || (precision > 0 && truncated);
}

/** Whether `stated` (as written: `numeral`) is `expected` "about": see the file comment. */
export function approximately(expected: number, stated: number, numeral: string): boolean {
  const places = precisionOf(numeral);
  if (roundsTo(expected, stated, places)) return true;
  const diff = Math.abs(expected - stated);
  const margin = MARGIN * Math.abs(expected);
  // Two units in the last place, but never beyond 1 %: "0.04" is no approximation of 0.02.
  if (places > 0) return diff <= Math.min(APPROX_LAST_PLACE_UNITS * 10 ** -places, APPROX_RELATIVE * Math.abs(expected)) + margin;
  return diff <= Math.max(APPROX_RELATIVE * Math.abs(expected), 0.5 * 10 ** trailingZeros(numeral)) + margin;
}

/**
 * Whether a stated result holds for an exact value, by the rule of DECISIONS "Rounding": the
 * value itself, or the value rounded (half a unit) or truncated to the decimals stated. A whole
 * number next to a value that is not one is left open (undefined): whether it is a rounding
 * depends on a convention the claim does not state; a whole number further off is false.
 */
export function exactResultHolds(actual: Q, stated: Q, statedText: string): boolean | undefined {
  if (actual.eq(stated)) return true;
  const places = /\.(\d+)/.exec(statedText)?.[1]?.length ?? 0;
  // The whole numbers either side of a value that is not one may be its rounding; any other is not.
  if (places === 0) return actual.d === 1n || actual.sub(stated).abs().cmp(Q.ONE) >= 0 ? false : undefined;
  const unit = Q.of(1n, 10n ** BigInt(places));
  const gap = actual.abs().sub(stated.abs());
  const rounded = actual.sub(stated).abs().cmp(unit.div(Q.of(2))) <= 0;
  const truncated = (actual.n < 0n) === (stated.n < 0n) && gap.cmp(Q.ZERO) >= 0 && gap.cmp(unit) < 0;
  return rounded || truncated;
}
