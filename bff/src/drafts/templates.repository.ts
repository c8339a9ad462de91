/**
 * The template catalogue in object storage. The repository's texts (libs/templates) are copied into
 * MinIO under templates/ on first start; after that MinIO is the source, so an operator can correct
 * a text without a release. A `url` is only ever looked up in the catalogue's list: nothing outside
 * it is read, and the server never fetches a URL it is given.
 */
import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { TemplateEntry } from '@lexmitra/contracts';
import { retryInBackground } from '@lexmitra/platform';
import { ObjectNotFoundError } from '@lexmitra/storage';
import { CatalogueTemplate, loadCatalogue } from '@lexmitra/templates';
import { StorageService } from '../infra/storage.service';

const TEXT = 'text/plain; charset=utf-8';

@Injectable()
export class TemplatesRepository implements OnModuleInit {
  private readonly logger = new Logger('TemplatesRepository');
  private readonly catalogue = loadCatalogue();
  private readonly byUrl = new Map(this.catalogue.map((t) => [t.url, t]));

  constructor(private readonly storage: StorageService) {}

  onModuleInit(): void {
    retryInBackground(() => this.seed(), this.logger, { what: 'template seeding' });
  }

  /** Copies each catalogue text that is not in the bucket yet; existing objects are left alone. */
  async seed(): Promise<void> {
    await this.storage.ensureBucket();
    for (const t of this.catalogue) {
      if (!(await this.storage.exists(t.url))) await this.storage.put(t.url, Buffer.from(t.text, 'utf8'), TEXT);
    }
  }

  list(): TemplateEntry[] {
    return this.catalogue.map((t) => ({ name: t.name, url: t.url, category: t.category }));
  }

  entry(url: string): CatalogueTemplate | undefined {
    return this.byUrl.get(url);
  }

  /** The stored text of a catalogue entry, or undefined for anything not in the catalogue. */
  async text(url: string): Promise<string | undefined> {
    const entry = this.byUrl.get(url);
    if (!entry) return undefined;
    try {
      return (await this.storage.getBuffer(entry.url)).toString('utf8');
    } catch (err) {
      if (!(err instanceof ObjectNotFoundError)) throw err;
      // Removed from the bucket (or asked before the first seed finished): put the repository's copy back.
      await this.storage.put(entry.url, Buffer.from(entry.text, 'utf8'), TEXT);
      return entry.text;
    }
  }
}
