/** Provider images: real-format check, limits, re-encoding, content-addressed serving, scoping, completeness. */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '@bu/contracts';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { createMemberUser, createProviderUser, multipartBody, type TestUser } from '../../../test/factories';

let ctx: TestContext;
let alice: TestUser;
let bob: TestUser;

const png = (width = 64, height = 48, color = { r: 200, g: 30, b: 30 }) =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();

beforeAll(async () => {
  ctx = await createTestContext();
  alice = await createProviderUser(ctx.database.db);
  bob = await createProviderUser(ctx.database.db);
});
afterAll(async () => ctx?.close());

function upload(
  user: TestUser,
  fields: Record<string, string>,
  file?: { filename: string; contentType: string; data: Buffer },
) {
  const { payload, headers } = multipartBody(fields, file);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/provider-images',
    payload,
    headers: { ...headers, authorization: `Bearer ${user.token}` },
  });
}

const images = (user: TestUser) => ctx.app.inject({ method: 'GET', url: `/api/provider-images?token=${user.token}` });

describe('provider images', () => {
  it('uploads a logo, serves it content-addressed with long cache and nosniff, and replaces it', async () => {
    const res = await upload(
      alice,
      { kind: 'logo' },
      { filename: 'logo.png', contentType: 'image/png', data: await png() },
    );
    expect(res.statusCode, res.body).toBe(201);
    const image = res.json().image;
    expect(image).toMatchObject({ kind: 'logo', format: 'png', width: 64, height: 48, description: null, order: 0 });
    expect(image.url).toMatch(/^\/api\/images\/[0-9a-f]{64}\.png$/);

    const served = await ctx.app.inject({ method: 'GET', url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('png');
    const again = await ctx.app.inject({
      method: 'GET',
      url: image.url,
      headers: { 'if-none-match': served.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    // Wrong extension for the stored format → 404.
    expect((await ctx.app.inject({ method: 'GET', url: image.url.replace('.png', '.webp') })).statusCode).toBe(404);

    const replaced = await upload(
      alice,
      { kind: 'logo' },
      { filename: 'l.png', contentType: 'image/png', data: await png(32, 32, { r: 0, g: 0, b: 255 }) },
    );
    expect(replaced.statusCode).toBe(201);
    const list = (await images(alice)).json();
    expect(list.logo.id).toBe(replaced.json().image.id);
    // The old bytes are gone once nothing refers to them.
    expect((await ctx.app.inject({ method: 'GET', url: image.url })).statusCode).toBe(404);
  });

  it('rejects text bytes named .png, unknown kinds and missing files (400)', async () => {
    const forged = await upload(
      alice,
      { kind: 'logo' },
      { filename: 'evil.png', contentType: 'image/png', data: Buffer.from('<script>alert(1)</script>') },
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: { file: 'imageTypeInvalid' } });
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    expect(
      (await upload(alice, { kind: 'logo' }, { filename: 'a.png', contentType: 'image/png', data: svg })).json()
        .fieldErrors,
    ).toEqual({ file: 'imageTypeInvalid' });
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect(
      (await upload(alice, { kind: 'logo' }, { filename: 'a.jpg', contentType: 'image/jpeg', data: gif })).statusCode,
    ).toBe(400);
    const kind = await upload(
      alice,
      { kind: 'banner' },
      { filename: 'a.png', contentType: 'image/png', data: await png() },
    );
    expect(kind.json().fieldErrors).toEqual({ kind: 'invalid' });
    expect((await upload(alice, { kind: 'logo' })).json().fieldErrors).toEqual({ file: 'required' });
  });

  it('rejects an oversized upload with 413 and too many pixels with 400', async () => {
    const big = Buffer.alloc(IMAGE_MAX_BYTES + 1024, 7);
    const res = await upload(alice, { kind: 'cover' }, { filename: 'big.jpg', contentType: 'image/jpeg', data: big });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
    const huge = await sharp({ create: { width: 10_000, height: 4_500, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const pixels = await upload(
      alice,
      { kind: 'cover' },
      { filename: 'huge.png', contentType: 'image/png', data: huge },
    );
    expect(pixels.statusCode).toBe(400);
    expect(pixels.json().fieldErrors).toEqual({ file: 'imageTooManyPixels' });
  });

  it('re-encodes and strips metadata (EXIF) and scales large images down', async () => {
    const jpeg = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: '#0a0' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-camera-owner', Artist: 'Someone' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await upload(
      alice,
      { kind: 'cover', description: 'Hafen' },
      { filename: 'x.jpeg', contentType: 'application/octet-stream', data: jpeg },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().image).toMatchObject({ format: 'jpeg', width: 2400, height: 800 });
    const served = await ctx.app.inject({ method: 'GET', url: res.json().image.url });
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('secret-camera-owner'))).toBe(false);
  });

  it('keeps gallery images in order with descriptions; PATCH moves and describes; DELETE renumbers', async () => {
    const ids: string[] = [];
    for (const [i, color] of [
      { r: 1, g: 2, b: 3 },
      { r: 4, g: 5, b: 6 },
      { r: 7, g: 8, b: 9 },
    ].entries()) {
      const res = await upload(
        alice,
        { kind: 'gallery', description: `Bild ${i}` },
        { filename: `g${i}.png`, contentType: 'image/png', data: await png(20, 20, color) },
      );
      expect(res.statusCode).toBe(201);
      ids.push(res.json().image.id);
    }
    let gallery = (await images(alice)).json().gallery;
    expect(gallery.map((g: { id: string }) => g.id)).toEqual(ids);
    expect(gallery.map((g: { order: number }) => g.order)).toEqual([0, 1, 2]);

    const moved = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/provider-images/${ids[2]}`,
      payload: { bu_auth_token: alice.token, order: 0, description: 'Seminarraum' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().image).toMatchObject({ order: 0, description: 'Seminarraum' });
    gallery = (await images(alice)).json().gallery;
    expect(gallery.map((g: { id: string }) => g.id)).toEqual([ids[2], ids[0], ids[1]]);

    const del = await ctx.app.inject({ method: 'DELETE', url: `/api/provider-images/${ids[0]}?token=${alice.token}` });
    expect(del.statusCode).toBe(200);
    gallery = (await images(alice)).json().gallery;
    expect(gallery.map((g: { id: string; order: number }) => [g.id, g.order])).toEqual([
      [ids[2], 0],
      [ids[1], 1],
    ]);
  });

  it("answers 404 for another provider's images and 401 without a session; members may edit the profile images", async () => {
    const own = (await images(alice)).json().gallery[0].id;
    expect(
      (
        await ctx.app.inject({
          method: 'PATCH',
          url: `/api/provider-images/${own}`,
          payload: { bu_auth_token: bob.token, description: 'x' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/provider-images/${own}?token=${bob.token}` })).statusCode,
    ).toBe(404);
    expect((await images(bob)).json()).toEqual({
      success: true,
      logo: null,
      cover: null,
      favicon: null,
      gallery: [],
      signature: null,
    });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/provider-images' })).statusCode).toBe(401);
    const member = await createMemberUser(ctx.database.db, alice.providerId);
    const res = await upload(
      member,
      { kind: 'favicon' },
      { filename: 'f.png', contentType: 'image/png', data: await png(16, 16) },
    );
    expect(res.statusCode).toBe(201);
  });

  it('counts images in the profile completeness', async () => {
    const fresh = await createProviderUser(ctx.database.db);
    const before = (await ctx.app.inject({ method: 'GET', url: `/api/provider-profile?token=${fresh.token}` })).json()
      .provider_data.completeness;
    await upload(fresh, { kind: 'logo' }, { filename: 'l.png', contentType: 'image/png', data: await png() });
    await upload(fresh, { kind: 'gallery' }, { filename: 'g.png', contentType: 'image/png', data: await png() });
    const after = (await ctx.app.inject({ method: 'GET', url: `/api/provider-profile?token=${fresh.token}` })).json()
      .provider_data.completeness;
    expect(after - before).toBe(20);
  });
});
