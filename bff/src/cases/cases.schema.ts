import { AskRequest, AskRequestSchema, stripControls, UI_TEXT } from '@lexmitra/contracts';
import { badRequest } from '../common/api-error';
import { parseRequest } from '../common/zod-validation.pipe';

/**
 * Call 3's body. A missing or blank query answers docs/product.md §8's own words ('Please enter a valid query.');
 * other problems (a bad filter or page) are ordinary validation errors. A query of only control
 * characters is blank: the schema strips them.
 */
export function parseAskBody(body: unknown): AskRequest {
  const query = (body as { query?: unknown } | null)?.query;
  if (typeof query !== 'string' || !stripControls(query).trim()) throw badRequest(UI_TEXT.invalidQuery);
  return parseRequest(AskRequestSchema, body);
}
