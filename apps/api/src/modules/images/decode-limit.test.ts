/**
 * Issue 13 finding 10 (upload memory): however many uploads arrive at once, at most
 * IMAGE_DECODE_CONCURRENCY images are decoded at a time; the others wait in the images
 * service's limiter. Each decode is held at its start until the test lets it go, so the
 * count of decodes under way is read at rest, not raced.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { createProviderUser, multipartBody, type TestUser } from '../../../test/factories';
import { IMAGE_DECODE_CONCURRENCY, decodeSlots } from './service';

/** Decodes that have started (sharp's `metadata()` on an upload), and the hands that let each go on. */
const decodes = vi.hoisted(() => ({ started: 0, waiting: [] as (() => void)[] }));

vi.mock('sharp', async (importOriginal) => {
  const real = (await importOriginal<typeof import('sharp')>()).default;
  const held = ((...args: Parameters<typeof real>) => {
    const instance = real(...args);
    const metadata = instance.metadata.bind(instance);
    instance.metadata = (async () => {
      decodes.started++;
      await new Promise<void>((resolve) => decodes.waiting.push(resolve));
      return metadata();
    }) as typeof instance.metadata;
    return instance;
  }) as typeof real;
  return { default: Object.assign(held, real) };
});

const UPLOADS = IMAGE_DECODE_CONCURRENCY + 4;
let ctx: TestContext;
let providers: TestUser[];

beforeAll(async () => {
  ctx = await createTestContext();
  providers = [];
  for (let i = 0; i < UPLOADS; i++) providers.push(await createProviderUser(ctx.database.db));
});
afterAll(async () => {
  // A failed run may leave decodes held: let them go so the app can close.
  for (const release of decodes.waiting.splice(0)) release();
  await ctx?.close();
});

async function png() {
  // The real sharp: creating the test image is not an upload and is not held.
  const { default: sharp } = await vi.importActual<typeof import('sharp')>('sharp');
  return sharp({ create: { width: 800, height: 600, channels: 3, background: '#36c' } })
    .png()
    .toBuffer();
}

describe('image decoding', () => {
  it('runs at most the configured number of decodes at once, however many uploads arrive', async () => {
    const data = await png();
    const answers = providers.map((user) => {
      const { payload, headers } = multipartBody(
        { kind: 'logo' },
        { filename: 'logo.png', contentType: 'image/png', data },
      );
      return ctx.app.inject({
        method: 'POST',
        url: '/api/provider-images',
        payload,
        headers: { ...headers, authorization: `Bearer ${user.token}` },
      });
    });

    // Every upload has reached the decoder: the limit's worth decoding, the rest queued behind them.
    // (sharp loads with the first decode, so the started decodes are read once all has settled.)
    await vi.waitFor(
      () => {
        expect(decodeSlots.activeCount).toBe(IMAGE_DECODE_CONCURRENCY);
        expect(decodeSlots.pendingCount).toBe(UPLOADS - IMAGE_DECODE_CONCURRENCY);
        expect(decodes.started).toBe(IMAGE_DECODE_CONCURRENCY);
        // The first decode loads sharp and six multipart bodies are parsed first: on a busy machine
        // that takes longer than waitFor's default second.
      },
      { timeout: 15_000 },
    );

    // Letting one decode finish lets exactly one more begin, never more.
    for (let finished = 1; finished <= UPLOADS; finished++) {
      decodes.waiting.shift()!();
      const expected = Math.min(UPLOADS, IMAGE_DECODE_CONCURRENCY + finished);
      await vi.waitFor(() => expect(decodes.started).toBe(expected));
      expect(decodeSlots.activeCount).toBeLessThanOrEqual(IMAGE_DECODE_CONCURRENCY);
    }

    const statuses = (await Promise.all(answers)).map((res) => res.statusCode);
    expect(statuses).toEqual(Array(UPLOADS).fill(201));
    expect(decodeSlots.activeCount + decodeSlots.pendingCount).toBe(0);
  });
});
