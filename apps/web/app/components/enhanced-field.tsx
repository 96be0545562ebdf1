import { useEffect, useState } from 'react';
import { ENHANCED_FIELD } from '../lib/order-form';

/**
 * The hidden field that tells an order form's action the page runs scripts (see `placedOrderLocation`):
 * drawn only once the page is hydrated, so a plain post never carries it.
 */
export function EnhancedField() {
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  return enhanced ? <input type="hidden" name={ENHANCED_FIELD} value="1" /> : null;
}
