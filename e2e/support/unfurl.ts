import ogs from 'open-graph-scraper';
import { expect, type APIRequestContext } from '@playwright/test';

/**
 * A page as a link-preview client reads it: open-graph-scraper fetches the page with a crawler's
 * headers and reads its tags from the HTML, running no script.
 */
export async function unfurl(url: string, language = 'en') {
  const { error, result } = await ogs({
    url,
    fetchOptions: {
      headers: { 'accept-language': language, 'user-agent': 'WhatsApp/2.23.20.0 A' },
    },
    // The preview's host is this machine's, with no top-level domain.
    urlValidatorSettings: {
      allow_fragments: true,
      allow_protocol_relative_urls: false,
      allow_query_components: true,
      allow_trailing_dot: false,
      allow_underscores: false,
      protocols: ['http'],
      require_host: true,
      require_port: true,
      require_protocol: true,
      require_tld: false,
      require_valid_protocol: true,
      validate_length: true,
    },
  });
  expect(error, `${url}: ${result.error ?? ''}`).toBe(false);
  return result;
}

/** A PNG's size from its IHDR chunk, and how long it may be kept. */
export async function pngAt(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  const bytes = await response.body();
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return {
    width: bytes.readUInt32BE(16),
    height: bytes.readUInt32BE(20),
    cache: response.headers()['cache-control'] ?? '',
  };
}
