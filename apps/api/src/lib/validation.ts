/**
 * Request validation: the shared zod schemas (fastify-type-provider-zod), preceded by one
 * rule every text field shares — no NUL character. PostgreSQL cannot store it in text, so
 * it would otherwise surface as a failed query (500); here it is a 400 naming the field.
 */
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { requestCheckedAs } from '@bu/contracts';
import { AppError } from './app-error';

/** The path of the first string (or key) holding a NUL character, or undefined. */
export function findNul(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '_' : undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const hit = findNul(value[i], path ? `${path}.${i}` : String(i));
      if (hit) return hit;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const name = path ? `${path}.${key}` : key;
      if (key.includes('\u0000')) return name;
      const hit = findNul(item, name);
      if (hit) return hit;
    }
  }
  return undefined;
}

export const nulError = (field: string) => new AppError('VALIDATION_FAILED', { fieldErrors: { [field]: 'invalid' } });

type Outcome = { value?: unknown; error?: Error };

export const safeValidatorCompiler = ((route: Parameters<FastifySchemaCompiler<unknown>>[0]) => {
  // A seminar body documents every field, but its fields are the seminar rules' to check (422).
  const checkedAs = requestCheckedAs.get(route.schema as z.ZodType);
  const validate = validatorCompiler((checkedAs ? { ...route, schema: checkedAs } : route) as never) as (
    data: unknown,
  ) => Outcome;
  return (data: unknown): Outcome => {
    const field = findNul(data);
    if (field) return { error: nulError(field) };
    return validate(data);
  };
}) as FastifySchemaCompiler<unknown>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An id from a path or body that cannot be a row id is answered before it reaches the database. */
export const isUuid = (value: string) => UUID.test(value);
