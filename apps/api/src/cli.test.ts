import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from './cli';
import { DEMO_ACCOUNT } from './demo/seed';
import { createTestContext, type TestContext } from '../test/helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

describe('admin commands', () => {
  it('seeds the demo account once', async () => {
    expect(await runCommand(ctx.database, ['seed'])).toBe('demo data created');
    expect(await runCommand(ctx.database, ['seed'])).toBe('demo data already present');
  });

  it('grants superadmin, which session validation then reports', async () => {
    expect(await runCommand(ctx.database, ['grant-superadmin', DEMO_ACCOUNT.email.toUpperCase()])).toBe(
      `${DEMO_ACCOUNT.email} is now a superadmin`,
    );
    const login = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: DEMO_ACCOUNT });
    expect(login.json().user.isSuperadmin).toBe(true);
  });

  it('explains wrong use', async () => {
    await expect(runCommand(ctx.database, ['grant-superadmin'])).rejects.toThrow('usage: grant-superadmin <email>');
    await expect(runCommand(ctx.database, ['grant-superadmin', 'nobody@example.org'])).rejects.toThrow('no user');
    await expect(runCommand(ctx.database, ['launch'])).rejects.toThrow('commands:');
  });
});
