import { describe, expect, it } from 'vitest';
import { useGatewayStack } from '../testing/use-gateway-stack.js';

interface LogLine {
  msg?: string;
  requestId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
}

describe('the request log', () => {
  const stack = useGatewayStack({ captureLogs: true });

  it('writes one completed line per request: its id, method, path, status and time', async () => {
    const requestId = 'log-line-check-0001';
    const reply = await stack.app.inject({
      method: 'POST',
      url: '/graphql?trace=1',
      headers: { 'content-type': 'application/json', 'x-request-id': requestId },
      payload: { query: '{ site { status } }' },
    });
    expect(reply.statusCode).toBe(200);
    const lines = stack.logs.map((line) => JSON.parse(line) as LogLine).filter((line) => line.requestId === requestId);
    const completed = lines.filter((line) => line.msg === 'request completed');
    expect(completed).toHaveLength(1);
    expect(completed[0]).toMatchObject({ req: { method: 'POST', url: '/graphql' }, res: { statusCode: 200 } });
    expect(completed[0]?.responseTime).toEqual(expect.any(Number));
    expect(lines.some((line) => line.msg === 'incoming request')).toBe(false);
  });

  it("writes a request's own lines (here the not-found line) with its id, through request.log", async () => {
    const requestId = 'log-line-check-0002';
    const reply = await stack.app.inject({ method: 'GET', url: '/nowhere?secret=1', headers: { 'x-request-id': requestId } });
    expect(reply.statusCode).toBe(404);
    const lines = stack.logs.map((line) => JSON.parse(line) as LogLine).filter((line) => line.requestId === requestId);
    expect(lines.map((line) => line.msg)).toEqual(['Route GET:/nowhere not found', 'request completed']);
  });
});
