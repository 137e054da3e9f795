// cspReport: where browsers send what a Content-Security-Policy blocked. Every site's pages name
// the same-origin path /csp-report (report-to through Reporting-Endpoints, report-uri where the
// Reporting API is missing), which Hosting rewrites here (firebase.json; docs/decisions/028).
//
// Anyone can post to it, so it takes only what a browser sends: POST, one of the two report
// content types, a small JSON body. It keeps one compact structured log line per request (the
// violations' pages and sources without their query strings, which can hold tokens) and answers
// 204. It never throws: a report that cannot be read is answered and forgotten.

/** The two kinds a browser sends: report-uri's, and the Reporting API's (report-to). */
export const CSP_REPORT_TYPES = ['application/csp-report', 'application/reports+json'] as const;
/** Far more than a batch of real reports takes (each is well under 1 KB). */
export const CSP_REPORT_MAX_BYTES = 16 * 1024;
/** Violations kept in one log line; the rest are counted. */
export const CSP_REPORT_MAX_LOGGED = 10;
/** Each logged text is cut to this many characters. */
const MAX_TEXT = 200;

export interface CspReportRequest {
  method: string;
  contentType: string | undefined;
  /** The Content-Length header, when sent. */
  contentLength: string | undefined;
  body: Buffer | undefined;
}

/** One violation as logged. */
export interface Violation {
  document?: string;
  blocked?: string;
  directive?: string;
  disposition?: string;
  source?: string;
  line?: number;
  column?: number;
}

/** The log line of one request's reports. */
export interface CspReportLine {
  kind: (typeof CSP_REPORT_TYPES)[number];
  /** How many violations the request carried. */
  violations: number;
  reports: Violation[];
}

export interface CspReportAnswer {
  status: 204 | 400 | 405 | 413 | 415;
  headers?: Record<string, string>;
  /** What to log; none for a request that was not a report. */
  line?: CspReportLine;
}

/** A text cut short; a URL without its query or fragment (origin and path are what matter). */
function text(value: unknown, url = false): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  let kept = value;
  if (url) {
    try {
      const parsed = new URL(value);
      kept = `${parsed.origin === 'null' ? `${parsed.protocol}` : parsed.origin}${parsed.pathname}`;
    } catch {
      // 'inline', 'eval', 'data' and other keywords are not URLs: kept as they are.
    }
  }
  return kept.slice(0, MAX_TEXT);
}

const int = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;

type Fields = Record<string, unknown>;
const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Only the fields that are there. */
function violation(fields: Violation): Violation {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as Violation;
}

/** `{"csp-report": {...}}`, as report-uri sends it. */
function fromReportUri(json: unknown): Violation[] | null {
  if (!isObject(json) || !isObject(json['csp-report'])) return null;
  const r = json['csp-report'];
  return [
    violation({
      document: text(r['document-uri'], true),
      blocked: text(r['blocked-uri'], true),
      directive: text(r['effective-directive'] ?? r['violated-directive']),
      disposition: text(r.disposition),
      source: text(r['source-file'], true),
      line: int(r['line-number']),
      column: int(r['column-number']),
    }),
  ];
}

/** `[{ type: 'csp-violation', body: {...} }, …]`, as the Reporting API sends it. */
function fromReportingApi(json: unknown): Violation[] | null {
  if (!Array.isArray(json)) return null;
  return json
    .filter((report): report is Fields => isObject(report) && report.type === 'csp-violation')
    .map((report) => (isObject(report.body) ? report.body : {}))
    .map((body) =>
      violation({
        document: text(body.documentURL, true),
        blocked: text(body.blockedURL, true),
        directive: text(body.effectiveDirective),
        disposition: text(body.disposition),
        source: text(body.sourceFile, true),
        line: int(body.lineNumber),
        column: int(body.columnNumber),
      }),
    );
}

function answer(request: CspReportRequest): CspReportAnswer {
  if (request.method !== 'POST') return { status: 405, headers: { Allow: 'POST' } };
  const type = (request.contentType ?? '').split(';')[0]?.trim().toLowerCase();
  const kind = CSP_REPORT_TYPES.find((known) => known === type);
  if (!kind) return { status: 415 };
  const declared = Number(request.contentLength);
  const body = request.body ?? Buffer.alloc(0);
  if (
    (Number.isFinite(declared) && declared > CSP_REPORT_MAX_BYTES) ||
    body.length > CSP_REPORT_MAX_BYTES
  ) {
    return { status: 413 };
  }
  let json: unknown;
  try {
    json = JSON.parse(body.toString('utf8'));
  } catch {
    return { status: 400 };
  }
  const violations =
    kind === 'application/csp-report' ? fromReportUri(json) : fromReportingApi(json);
  if (!violations) return { status: 400 };
  // A batch of other kinds of reports (deprecations, interventions): answered, nothing to keep.
  if (violations.length === 0) return { status: 204 };
  return {
    status: 204,
    line: {
      kind,
      violations: violations.length,
      reports: violations.slice(0, CSP_REPORT_MAX_LOGGED),
    },
  };
}

/** What to answer a request to /csp-report, and what to log. Never throws. */
export function answerCspReport(request: CspReportRequest): CspReportAnswer {
  try {
    return answer(request);
  } catch {
    return { status: 400 };
  }
}
