/**
 * The shape the English texts of a section share with the German ones: the same keys, at every
 * depth, each holding a text. The compiler refuses an English section that lacks a German key or
 * adds one; `i18n.test.ts` checks the same of every section at run time.
 */
export type SameKeys<T> = { [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]> };
