/** @jest-environment node */
import {
  answerCspReport,
  CSP_REPORT_MAX_BYTES,
  CSP_REPORT_MAX_LOGGED,
  type CspReportRequest,
} from '../csp-report';

const post = (
  contentType: string | undefined,
  body: unknown,
  extra: Partial<CspReportRequest> = {},
) =>
  answerCspReport({
    method: 'POST',
    contentType,
    contentLength: undefined,
    body: Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)),
    ...extra,
  });

/** What Chrome sends to report-uri for a blocked script. */
const REPORT_URI_BODY = {
  'csp-report': {
    'document-uri': 'https://onam.example/celebrate?oobCode=secret#top',
    referrer: '',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'original-policy': "default-src 'self'; report-uri /csp-report",
    disposition: 'enforce',
    'blocked-uri': 'https://evil.example/x.js?token=abc',
    'line-number': 12,
    'column-number': 7,
    'source-file': 'https://onam.example/js/main.js?v=1',
    'status-code': 200,
    'script-sample': 'alert(document.cookie)',
  },
};

/** What the Reporting API sends to report-to: a batch, with other kinds of reports among them. */
const REPORTING_API_BODY = [
  {
    type: 'csp-violation',
    age: 10,
    url: 'https://onam.example/game',
    user_agent: 'Chrome',
    body: {
      documentURL: 'https://onam.example/game?x=1',
      blockedURL: 'inline',
      effectiveDirective: 'style-src-attr',
      disposition: 'enforce',
      sample: 'color: red',
      sourceFile: 'https://games.example/0.2.0/js/12.abc.js',
      lineNumber: 1,
      columnNumber: 3456,
      statusCode: 200,
    },
  },
  { type: 'deprecation', body: { id: 'x', message: 'y' } },
];

describe('the CSP report endpoint', () => {
  it("keeps a report-uri report as one compact line, without query strings or the page's code", () => {
    expect(post('application/csp-report', REPORT_URI_BODY)).toEqual({
      status: 204,
      line: {
        kind: 'application/csp-report',
        violations: 1,
        reports: [
          {
            document: 'https://onam.example/celebrate',
            blocked: 'https://evil.example/x.js',
            directive: 'script-src-elem',
            disposition: 'enforce',
            source: 'https://onam.example/js/main.js',
            line: 12,
            column: 7,
          },
        ],
      },
    });
    expect(JSON.stringify(post('application/csp-report', REPORT_URI_BODY))).not.toMatch(
      /secret|token|cookie/,
    );
  });

  it('keeps the csp-violation reports of a Reporting API batch, and only those', () => {
    expect(post('application/reports+json; charset=utf-8', REPORTING_API_BODY)).toEqual({
      status: 204,
      line: {
        kind: 'application/reports+json',
        violations: 1,
        reports: [
          {
            document: 'https://onam.example/game',
            blocked: 'inline',
            directive: 'style-src-attr',
            disposition: 'enforce',
            source: 'https://games.example/0.2.0/js/12.abc.js',
            line: 1,
            column: 3456,
          },
        ],
      },
    });
    // A batch with no violation in it is answered, and nothing is logged.
    expect(post('application/reports+json', [REPORTING_API_BODY[1]])).toEqual({ status: 204 });
  });

  it('logs at most ten violations of a batch and counts the rest', () => {
    const batch = Array.from({ length: 15 }, () => REPORTING_API_BODY[0]);
    const answer = post('application/reports+json', batch);
    expect(answer.line?.violations).toBe(15);
    expect(answer.line?.reports).toHaveLength(CSP_REPORT_MAX_LOGGED);
  });

  it('cuts long texts short', () => {
    const long = { 'csp-report': { 'blocked-uri': `inline${'x'.repeat(5000)}` } };
    expect(post('application/csp-report', long).line?.reports[0]?.blocked).toHaveLength(200);
  });

  it('takes nothing but a POST of a report type', () => {
    expect(
      answerCspReport({
        method: 'GET',
        contentType: undefined,
        contentLength: undefined,
        body: undefined,
      }),
    ).toEqual({
      status: 405,
      headers: { Allow: 'POST' },
    });
    expect(post('application/json', REPORT_URI_BODY)).toEqual({ status: 415 });
    expect(post('text/plain', 'hello')).toEqual({ status: 415 });
    expect(post(undefined, REPORT_URI_BODY)).toEqual({ status: 415 });
  });

  it('refuses a body larger than a report, whether declared or sent', () => {
    expect(CSP_REPORT_MAX_BYTES).toBe(16 * 1024);
    const big = { 'csp-report': { 'blocked-uri': 'x'.repeat(CSP_REPORT_MAX_BYTES) } };
    expect(post('application/csp-report', big)).toEqual({ status: 413 });
    expect(
      post('application/csp-report', REPORT_URI_BODY, {
        contentLength: String(CSP_REPORT_MAX_BYTES + 1),
      }),
    ).toEqual({ status: 413 });
  });

  it('answers, and never throws, for bodies that are not reports', () => {
    for (const body of ['{ not json', 'null', '[1, 2]', '{"csp-report": 3}', '"text"', '', '{}']) {
      expect(() => post('application/csp-report', body)).not.toThrow();
      expect(post('application/csp-report', body).status).toBe(400);
    }
    expect(post('application/reports+json', [null, 3, { type: 'csp-violation' }])).toEqual({
      status: 204,
      line: { kind: 'application/reports+json', violations: 1, reports: [{}] },
    });
    expect(post('application/reports+json', { not: 'an array' })).toEqual({ status: 400 });
  });
});
