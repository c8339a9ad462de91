/**
 * A DOCX is a ZIP. Before anything unpacks it we read its central directory (yauzl, which reads
 * only the directory and inflates nothing) and add up the sizes the entries declare: a file that
 * says it unpacks to more than the limit, or to more than `maxZipRatio` times its own size, is
 * refused. An archive that lies about its sizes is still bounded by the extraction sandbox.
 */
import yauzl from 'yauzl';
import { DocumentError } from './errors';
import { ExtractLimits, LIMIT_TEXTS } from './limits';

/** Word files hold tens to a few hundred parts; tens of thousands is a directory bomb. */
const MAX_ENTRIES = 10_000;

export interface ZipTotals {
  entries: number;
  uncompressedBytes: number;
}

function readTotals(data: Buffer): Promise<ZipTotals> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(data, { lazyEntries: true, decodeStrings: true }, (err, zip) => {
      if (err || !zip) return reject(new DocumentError('CORRUPT', err?.message ?? 'unreadable ZIP'));
      if (zip.entryCount > MAX_ENTRIES) {
        zip.close();
        return reject(new DocumentError('TOO_LARGE', `${zip.entryCount} ZIP entries`));
      }
      const totals: ZipTotals = { entries: 0, uncompressedBytes: 0 };
      zip.on('entry', (entry: yauzl.Entry) => {
        totals.entries++;
        totals.uncompressedBytes += entry.uncompressedSize;
        zip.readEntry();
      });
      zip.on('end', () => resolve(totals));
      zip.on('error', (e: Error) => reject(new DocumentError('CORRUPT', e.message)));
      zip.readEntry();
    });
  });
}

/** Resolves with the archive's totals, or rejects with TOO_LARGE (limits) or CORRUPT (not a ZIP). */
export async function checkZip(data: Buffer, limits: Pick<ExtractLimits, 'maxUnzippedBytes' | 'maxZipRatio'>): Promise<ZipTotals> {
  const totals = await readTotals(data);
  if (totals.uncompressedBytes > limits.maxUnzippedBytes) {
    throw new DocumentError('TOO_LARGE', `${totals.uncompressedBytes} bytes unpacked`, LIMIT_TEXTS.unzipped(limits.maxUnzippedBytes));
  }
  if (totals.uncompressedBytes > limits.maxZipRatio * Math.max(data.length, 1)) {
    throw new DocumentError('TOO_LARGE', `ratio ${(totals.uncompressedBytes / data.length).toFixed(0)}:1`, LIMIT_TEXTS.ratio(limits.maxZipRatio));
  }
  return totals;
}
