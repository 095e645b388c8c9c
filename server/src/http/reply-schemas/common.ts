// Pieces the reply schemas share. Replies are declared per route in `schema.response` (docs/server.md
// "Routes and validation"): Fastify serialises them with the schema (fast-json-stringify), so a field the
// schema does not name never leaves the server and a missing required one is an error, not a silent gap.
// Each schema is bound to its shared wire type by `sameShape`: the type check fails when the two disagree
// either way (a field, its type, whether it may be null or left out).

/** The TypeScript type a reply schema describes (the subset of JSON Schema these files use). */
export type FromSchema<S> = S extends { nullable: true } ? Base<S> | null : Base<S>;
type Base<S> = S extends { enum: readonly (infer E)[] }
  ? E
  : S extends { anyOf: readonly (infer A)[] }
    ? FromSchema<A>
    : S extends { type: 'string' }
      ? string
      : S extends { type: 'number' | 'integer' }
        ? number
        : S extends { type: 'boolean' }
          ? boolean
          : S extends { type: 'array'; items: infer I }
            ? FromSchema<I>[]
            : S extends { type: 'object'; properties: infer P }
              ? ObjectOf<P, S extends { required: readonly (infer R)[] } ? R & string : never>
              : S extends { type: 'object'; additionalProperties: infer V }
                ? Record<string, FromSchema<V>>
                : never;
type ObjectOf<P, R extends string> = Flat<{ [K in keyof P & R]: FromSchema<P[K]> } & { [K in Exclude<keyof P, R>]?: FromSchema<P[K]> }>;
type Flat<T> = { [K in keyof T]: T[K] };

type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Deep<T> = T extends (infer I)[] ? Deep<I>[] : T extends object ? { [K in keyof T]: Deep<T[K]> } : T;

/** Answers the schema as it is; does not compile unless the schema describes exactly `Wire`. */
export function sameShape<Wire>() {
  return <const S>(schema: S & (Same<Deep<FromSchema<S>>, Deep<Wire>> extends true ? unknown : { mismatch: [FromSchema<S>, Wire] })): S => schema;
}

export const text = { type: 'string' } as const;
export const idText = { type: 'string' } as const;
export const nullableText = { type: 'string', nullable: true } as const;
export const number = { type: 'number' } as const;
export const nullableNumber = { type: 'number', nullable: true } as const;
export const boolean = { type: 'boolean' } as const;
export const TABLE_STATUS = { type: 'string', enum: ['a', 'o', 'c'] } as const;

/** `{ message }`, the answer of a call that only confirms. */
export const messageReply = sameShape<{ message: string }>()({ type: 'object', required: ['message'], properties: { message: text } });
