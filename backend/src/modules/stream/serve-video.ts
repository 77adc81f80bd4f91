// Answers a GET of a stored video as RFC 9110 asks of a range-capable origin: Accept-Ranges, a strong ETag and
// Last-Modified (304 when the browser's copy is current), 206 with Content-Range for a satisfiable single range,
// 416 with `Content-Range: bytes */size` for an unsatisfiable one. The Range header is parsed by range-parser
// (the jshttp parser behind Express's res.sendFile); storage returns a Buffer, so `send` (files only) does not fit.
import type { Request, Response } from 'express';
import parseRange from 'range-parser';
import { AppError } from '../../shared/errors';
import type { FileStorage } from '../../shared/storage';
import { type VideoRow, videoNotFound } from './videos';

const notSatisfiable = (size: number) =>
  new AppError('invalid_data', 'range_not_satisfiable', 'The requested range is not satisfiable.', {
    status: 416,
    headers: { 'Content-Range': `bytes */${size}` },
  });

/**
 * The single byte range to send, or null for the whole file. A malformed header, several ranges, or an If-Range
 * that no longer matches mean the whole file (a server may ignore Range); no satisfiable range means 416.
 */
function rangeOf(req: Request, row: VideoRow): { start: number; end: number } | null {
  const header = req.get('range');
  if (!header) return null;
  const ifRange = req.get('if-range');
  if (ifRange && ifRange !== row.etag && ifRange !== row.created_at.toUTCString()) return null;
  const ranges = parseRange(row.size_bytes, header, { combine: true });
  if (ranges === -1) throw notSatisfiable(row.size_bytes);
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return null;
  return ranges[0]!;
}

export async function serveVideo(req: Request, res: Response, storage: FileStorage, row: VideoRow) {
  res.set({
    'Accept-Ranges': 'bytes',
    ETag: row.etag,
    'Last-Modified': row.created_at.toUTCString(),
    // the path carries the caller's own token: the browser may keep it, shared caches may not
    'Cache-Control': 'private, max-age=3600',
  });
  if (req.fresh) return void res.status(304).end();
  const range = rangeOf(req, row);
  const stored = await storage.get(row.storage_key);
  if (!stored) throw videoNotFound();
  // only now: an error answer (416, 404) is JSON, and res.json keeps a Content-Type set before
  res.type(row.content_type);
  if (!range) return void res.status(200).send(stored.body);
  res.status(206).set('Content-Range', `bytes ${range.start}-${range.end}/${row.size_bytes}`);
  res.send(stored.body.subarray(range.start, range.end + 1));
}
