// The JSON parsing thread (json-thread.ts starts it): a large request body's bytes arrive in
// chunks as the request is read, are decoded, parsed and checked here (json-parse.ts), and the
// value goes back in parts (json-parts.ts), each when the event loop asks for it.
import { parentPort } from 'node:worker_threads';
import { parseChecked } from './json-parse.js';
import { splitValue, type Part } from './json-parts.js';
import type { ThreadReply, ThreadRequest } from './json-thread.js';

/** Per job: the body's chunks while it is read, then the parts not yet asked for. */
const jobs = new Map<number, { chunks: Buffer[]; parts: Part[] }>();

const reply = (message: ThreadReply) => parentPort!.postMessage(message);

parentPort!.on('message', (message: ThreadRequest) => {
  const { job } = message;
  switch (message.kind) {
    case 'chunk': {
      const known = jobs.get(job) ?? { chunks: [], parts: [] };
      known.chunks.push(Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.byteLength));
      jobs.set(job, known);
      return;
    }
    case 'parse': {
      const chunks = jobs.get(job)?.chunks ?? [];
      jobs.delete(job);
      // Decoded as Buffer.toString decodes on the loop: invalid UTF-8 becomes U+FFFD, a BOM stays (and fails to parse).
      const parsed = parseChecked(Buffer.concat(chunks).toString('utf8'));
      if (!('value' in parsed)) return reply({ job, refusal: parsed });
      const parts = splitValue(parsed.value);
      const first = parts.shift()!;
      if (parts.length) jobs.set(job, { chunks: [], parts });
      return reply({ job, part: first });
    }
    case 'next': {
      const parts = jobs.get(job)?.parts;
      const part = parts?.shift();
      if (!part) return;
      if (!parts!.length) jobs.delete(job);
      return reply({ job, part });
    }
    case 'drop':
      jobs.delete(job);
      return;
  }
});
