import { privateFileResponse } from '../lib/private-file.server';
import type { Route } from './+types/quote-drawing';

// A drawing of a modification quote (decision 053), opened in the browser, for whoever holds the quote
// link's token; anyone else is answered as if there were no such drawing.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const file = token ? await context.services.quotes.buyerDrawing(params.number, { token }, params.id) : null;
  return privateFileResponse(file, 'inline');
}
