import { useNavigation } from 'react-router';
import { QUOTE_INTENT_FIELD, type QuoteIntent } from './quote-form-values';

/** What every form of the quote page posts: which form it is, and the token of the quote's private link. */
export function QuoteFormFields({ intent, token }: { intent: QuoteIntent; token: string }) {
  return (
    <>
      <input type="hidden" name={QUOTE_INTENT_FIELD} value={intent} />
      <input type="hidden" name="token" value={token} />
    </>
  );
}

/**
 * What a form of the page of `intent` is sending, while it is on its way (its button then says so, and
 * cannot be pressed twice); null otherwise.
 */
export function useSending(intent: QuoteIntent): FormData | null {
  const { state, formData } = useNavigation();
  return state !== 'idle' && formData?.get(QUOTE_INTENT_FIELD) === intent ? formData : null;
}
