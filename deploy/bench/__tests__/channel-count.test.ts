/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  byPattern,
  channelFrames,
  listenReads,
  pathPattern,
  restReads,
  writtenByPage,
} from '../channel-count.mjs';
import { startFirestoreProxy } from '../firestore-proxy.mjs';

const DOCS = 'projects/demo-onam/databases/(default)/documents';
const stroke = (id: string) => `${DOCS}/carpets/C/strokes/${id}`;

/** One WebChannel frame: its JSON's length, a newline, the JSON. */
const frame = (messages: unknown[], first = 1) => {
  const json = JSON.stringify(messages.map((message, i) => [first + i, [message]]));
  return `${json.length}\n${json}`;
};

describe('the frames of a WebChannel answer', () => {
  it('reads each frame’s messages, however the text is cut', () => {
    const text =
      frame([{ targetChange: { targetIds: [2] } }]) +
      frame([{ documentChange: { document: { name: stroke('m-1') }, targetIds: [2] } }, 'noop']);
    const whole = channelFrames().push(text);
    expect(whole).toHaveLength(3);
    const cut = channelFrames();
    const pieces = [text.slice(0, 3), text.slice(3, 40), text.slice(40)];
    expect(pieces.flatMap((piece) => cut.push(piece))).toEqual(whole);
  });

  it('counts a length in characters, as the channel does, past a name that is not ASCII', () => {
    const text = frame([
      {
        documentChange: {
          document: {
            name: `${DOCS}/carpets/C/members/M`,
            fields: { name: { stringValue: 'അമ്മ' } },
          },
        },
      },
    ]);
    expect(channelFrames().push(text)).toHaveLength(1);
  });
});

describe('the reads a page is sent', () => {
  const sent = (id: string, version: string, targetIds = [2], removedTargetIds?: number[]) => ({
    documentChange: {
      document: { name: stroke(id), updateTime: version },
      targetIds,
      ...(removedTargetIds ? { removedTargetIds } : {}),
    },
  });

  it('counts a listener’s document change as one read of that document, and nothing else', () => {
    const reads = listenReads();
    expect(reads.push('S', sent('m-1', 't1'))).toBe('carpets/C/strokes/m-1');
    expect(reads.push('S', { targetChange: { targetChangeType: 'CURRENT' } })).toBeNull();
    expect(reads.push('S', 'noop')).toBeNull();
    expect(reads.push('S', { documentDelete: { document: stroke('m-1') } })).toBeNull();
  });

  it('counts a document once per listener and version, as Firestore sends it, however often the emulator resends it', () => {
    const reads = listenReads();
    const counted = [
      sent('m-1', 't1'),
      // The emulator's reset after the next stroke: m-1 again, unchanged, and m-2.
      { targetChange: { targetChangeType: 'RESET', targetIds: [2] } },
      sent('m-1', 't1'),
      sent('m-2', 't2'),
      // Changed: billed again.
      sent('m-1', 't3'),
      // Another listener (target), or another session's: its own first answer.
      sent('m-1', 't3', [4]),
      sent('m-1', 't3', [2]),
    ].map((message, i) => reads.push(i === 6 ? 'T' : 'S', message));
    expect(counted).toEqual([
      'carpets/C/strokes/m-1',
      null,
      null,
      'carpets/C/strokes/m-2',
      'carpets/C/strokes/m-1',
      'carpets/C/strokes/m-1',
      'carpets/C/strokes/m-1',
    ]);
  });

  it('counts a document that changed and left a listener’s results', () => {
    const reads = listenReads();
    reads.push('S', sent('m-1', 't1'));
    expect(reads.push('S', sent('m-1', 't2', [], [2]))).toBe('carpets/C/strokes/m-1');
    // Back in the results, unchanged since it left: sent, and billed, again.
    expect(reads.push('S', sent('m-1', 't2'))).toBe('carpets/C/strokes/m-1');
  });

  it('counts a Lite read’s documents, found or missing, and one read for a query with none', () => {
    expect(
      restReads(`/v1/${DOCS}:batchGet`, [
        { found: { name: `${DOCS}/carpets/C` } },
        { missing: `${DOCS}/familyBoard/pookalam/entries/C` },
      ]),
    ).toEqual(['carpets/C', 'familyBoard/pookalam/entries/C']);
    expect(
      restReads(`/v1/${DOCS}/familyBoard/pookalam:runQuery`, [
        { document: { name: `${DOCS}/familyBoard/pookalam/entries/A` } },
        { readTime: 'x' },
      ]),
    ).toEqual(['familyBoard/pookalam/entries/A']);
    expect(restReads(`/v1/${DOCS}/familyBoard/pookalam:runQuery`, [{ readTime: 'x' }])).toEqual([
      'familyBoard/pookalam (no match)',
    ]);
  });

  it('counts the writes of the Write channel and of a Lite commit', () => {
    const writes = [
      { update: { name: stroke('m-1') } },
      { update: { name: `${DOCS}/carpets/C/seats/U` } },
    ];
    const channel = new URLSearchParams({ count: '1', req0___data__: JSON.stringify({ writes }) });
    expect(
      writtenByPage('/google.firestore.v1.Firestore/Write/channel', channel.toString()),
    ).toEqual(['carpets/C/strokes/m-1', 'carpets/C/seats/U']);
    expect(writtenByPage(`/v1/${DOCS}:commit`, JSON.stringify({ writes }))).toHaveLength(2);
    expect(writtenByPage(`/v1/${DOCS}:batchGet`, '{}')).toEqual([]);
  });

  it('puts the documents’ ids aside to count them by kind', () => {
    expect(pathPattern('carpets/C/strokes/m-1')).toBe('carpets/{id}/strokes/{id}');
    expect(pathPattern('familyBoard/pookalam/entries/C')).toBe('familyBoard/pookalam/entries/{id}');
    expect(pathPattern('carpets/C/private/roster')).toBe('carpets/{id}/private/roster');
    expect(byPattern(['carpets/C/strokes/a-1', 'carpets/C', 'carpets/C/strokes/b-1'])).toEqual([
      ['carpets/{id}/strokes/{id}', 2],
      ['carpets/{id}', 1],
    ]);
  });
});

describe('the counting proxy in front of Firestore', () => {
  it('passes a listener’s answer through as it streams, and counts what it sent', async () => {
    const upstream = http.createServer((req, res) => {
      if (req.url?.startsWith('/google.firestore.v1.Firestore/Listen/channel')) {
        res.writeHead(200, { 'content-type': 'text/plain' });
        const text = frame([{ documentChange: { document: { name: stroke('m-1') } } }]);
        // Cut inside the frame: the second half comes later.
        res.write(text.slice(0, 10));
        setTimeout(() => res.end(text.slice(10)), 20);
        return;
      }
      let body = '';
      req.on('data', (chunk: Buffer) => (body += String(chunk)));
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          req.url?.endsWith(':batchGet') ? JSON.stringify([{ missing: `${DOCS}/x/y` }]) : body,
        );
      });
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const { port } = upstream.address() as AddressInfo;
    const proxy = await startFirestoreProxy({ port: 0, target: `http://127.0.0.1:${port}` });
    try {
      const base = `http://${proxy.host}`;
      const listened = await (
        await fetch(`${base}/google.firestore.v1.Firestore/Listen/channel?SID=s&TYPE=xmlhttp`)
      ).text();
      expect(listened).toBe(frame([{ documentChange: { document: { name: stroke('m-1') } } }]));
      await (await fetch(`${base}/v1/${DOCS}:batchGet`, { method: 'POST', body: '{}' })).text();
      const writes = { writes: [{ update: { name: stroke('m-2') } }] };
      await (
        await fetch(`${base}/google.firestore.v1.Firestore/Write/channel?SID=s`, {
          method: 'POST',
          body: new URLSearchParams({ req0___data__: JSON.stringify(writes) }).toString(),
        })
      ).text();
      expect(proxy.counted).toEqual({
        read: ['carpets/C/strokes/m-1', 'x/y'],
        written: ['carpets/C/strokes/m-2'],
      });
    } finally {
      await proxy.close();
      await new Promise((resolve) => upstream.close(resolve));
    }
  });
});
