/**
 * The decimal a person reads for a float: the shortest one that parses back to the same double,
 * which is what String(value) prints (spec 000 §3 "Money" rounds that decimal, not the binary
 * float). Shared by rounding and by exact multiplication, so both read a number the same way.
 */

/** A non-negative decimal as digits and a power of ten: 0.015 is '0015' × 10^-3. */
export interface PrintedDecimal {
  /** The printed digits without the point; leading zeros kept ('0015' for 0.015). */
  digits: string;
  /** The value is digits × 10^exponent. */
  exponent: number;
}

/** The printed decimal of finite, non-negative `magnitude`, exponent forms included (1e21). */
export function printedDecimal(magnitude: number): PrintedDecimal {
  const text = String(magnitude);
  const exponentAt = text.indexOf('e');
  const mantissa = exponentAt === -1 ? text : text.slice(0, exponentAt);
  const exponent = exponentAt === -1 ? 0 : Number(text.slice(exponentAt + 1));
  const pointAt = mantissa.indexOf('.');
  if (pointAt === -1) return { digits: mantissa, exponent };
  return {
    digits: mantissa.slice(0, pointAt) + mantissa.slice(pointAt + 1),
    exponent: exponent - (mantissa.length - pointAt - 1),
  };
}
