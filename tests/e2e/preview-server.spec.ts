/**
 * `npm run serve` (scripts/serve.ts) behaves as a static host: only GET and
 * HEAD, byte ranges, and no serving of the hosts' config files.
 */
import {expect, test} from '@playwright/test';
import {smallestArticle} from '../../scripts/lib/targets';

// Any article's page: the smallest (scripts/lib/targets.ts).
const PAGE = smallestArticle;

for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE']) {
  test(`${method} is refused with 405 and the allowed methods`, async ({request}) => {
    const response = await request.fetch(PAGE, {method});
    expect(response.status()).toBe(405);
    expect(response.headers()['allow']).toBe('GET, HEAD');
    expect(await response.text()).not.toContain('<html');
  });
}

test('HEAD answers like GET, without a body', async ({request}) => {
  const response = await request.head(PAGE);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/html;charset=utf-8');
  expect(await response.body()).toHaveLength(0);
});

test('a Range request gets those bytes with 206 and Content-Range', async ({request}) => {
  const whole = await (await request.get('/llms.txt')).body();
  const response = await request.get('/llms.txt', {headers: {Range: 'bytes=10-109'}});
  expect(response.status()).toBe(206);
  expect(response.headers()['content-range']).toBe(`bytes 10-109/${whole.length}`);
  expect((await response.body()).equals(whole.subarray(10, 110))).toBe(true);
});

for (const path of ['/_headers', '/.htaccess']) {
  test(`${path} is not served`, async ({request}) => {
    const response = await request.get(path);
    expect(response.status()).toBe(404);
    expect(await response.text()).not.toContain('Content-Security-Policy');
  });
}
