import type { z } from "zod";

/**
 * What `JSON.stringify` makes of a value of type T: dates become ISO strings, read-only lists plain ones. A value
 * the code leaves `unknown` (a stored JSON column) may be described as the schema knows it.
 */
export type AsJson<T> = unknown extends T
  ? // eslint-disable-next-line @typescript-eslint/no-explicit-any -- matches whatever the schema says of it
    any
  : T extends Date
    ? string
    : T extends readonly (infer Item)[]
      ? AsJson<Item>[]
      : T extends object
        ? { [Key in keyof T]: AsJson<T[Key]> }
        : T;

/** T with its literal types widened, so a field typed as a few names compares with a schema's plain string. */
type Widened<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends boolean
      ? boolean
      : T extends readonly (infer Item)[]
        ? Widened<Item>[]
        : T extends object
          ? { [Key in keyof T]: Widened<T[Key]> }
          : T;

type Fits<A, B> = [A] extends [B] ? true : false;

/**
 * Whether schema S describes what the code sends as T: every value of T passes S, and S asks for no field the
 * code does not send nor leaves out a field it always sends.
 */
type Describes<S extends z.ZodType, T> =
  Fits<AsJson<T>, z.output<S>> extends true
    ? Fits<Widened<z.output<S>>, Widened<AsJson<T>>> extends true
      ? true
      : false
    : false;

/**
 * The schema of an answer whose body is a T sent as JSON, checked against T by the compiler: a field added to,
 * dropped from or retyped in the code but not in the schema (or the other way round) fails the type check, so
 * the published API description follows the code. `answerSchema<Graph>()(z.object({…}))`.
 */
export function answerSchema<T>() {
  return <S extends z.ZodType>(
    schema: S & (Describes<S, T> extends true ? unknown : { "does not describe": AsJson<T> }),
  ): S => schema;
}
