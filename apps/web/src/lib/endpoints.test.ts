import { describe, expect, it } from 'vitest';
import { endpoints as contract, type Endpoint } from '@bu/contracts';
import { endpoints } from './endpoints';

describe('the endpoint map of the client', () => {
  it("holds every operation of the contracts' map with its route, file types and form flag, and no schema", () => {
    expect(Object.keys(endpoints).sort()).toEqual(Object.keys(contract).sort());
    for (const [operationId, { route, produces, multipart }] of Object.entries(contract) as [string, Endpoint][]) {
      expect(endpoints[operationId as keyof typeof endpoints]).toEqual({
        operationId,
        route,
        ...(produces && { produces: [...produces] }),
        ...(multipart && { multipart }),
      });
    }
  });
});
