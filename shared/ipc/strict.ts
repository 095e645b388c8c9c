// yup builders for data that crosses a process boundary (bridge arguments, stored print settings). Every
// check runs with `STRICT` (no casting: "3" is not 3), every value is required unless `.optional()` or
// `.nullable()` says otherwise, and the scalars accept primitives only: structured clone carries
// String/Number/Boolean wrapper objects, which yup's own type checks let through, and `new Boolean(false)`
// is truthy in a handler.
import * as yup from 'yup';

/** A yup schema or lazy schema, as far as checking goes. */
export interface Checkable {
  isValidSync(value: unknown, options?: yup.ValidateOptions): boolean;
}

/** Validate as sent: no casts, no transforms, no defaults. */
export const STRICT = { strict: true } as const;

/** False for anything the schema refuses, and for a check that throws: a trust boundary fails closed. */
export function isValid(schema: Checkable, value: unknown): boolean {
  try {
    return schema.isValidSync(value, STRICT);
  } catch {
    return false;
  }
}

/** A test that leaves absence (undefined, null) to `.defined()` / `.nullable()`. */
function whenPresent<T>(name: string, test: (value: NonNullable<T>) => boolean) {
  return { name, skipAbsent: true, test: (value: T | undefined | null) => test(value as NonNullable<T>) };
}

export const text = () => yup.string().defined().test(whenPresent<string>('primitive', (value) => typeof value === 'string'));
/** A non-empty string of at most `max` characters. */
export const filledText = (max: number) => text().min(1).max(max);
export const boundedText = (max: number) => text().max(max);
export const flag = () => yup.boolean().defined().test(whenPresent<boolean>('primitive', (value) => typeof value === 'boolean'));
/** A finite number (Infinity crosses structured clone; no bridge value is infinite). */
export const finite = () => yup.number().defined().test(whenPresent<number>('finite', (value) => typeof value === 'number' && Number.isFinite(value)));
export const numberIn = (min: number, max: number) => finite().min(min).max(max);
export const integerIn = (min: number, max: number) => numberIn(min, max).integer();
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- yup's own bound for a present value
export const oneOf = <const T extends {}>(values: readonly T[]) => yup.mixed<T>().oneOf(values).defined();

/** A string `Date.parse` reads. */
export const dateText = () => text().test(whenPresent<string>('date', (value) => !Number.isNaN(Date.parse(value))));
export const isoTime = () => dateText().max(64);

/** A URL of one of these protocols, at most 2048 characters. */
export const urlOf = (protocols: readonly string[]) =>
  boundedText(2048).test(
    whenPresent<string>('url', (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    }),
  );

/** Something that is one value or another: a bare id may be text or a number. */
export const either = <A extends string | number, B extends string | number>(first: yup.Schema<A>, second: yup.Schema<B>) =>
  yup.mixed<A | B>((value): value is A | B => isValid(first, value) || isValid(second, value)).defined();
