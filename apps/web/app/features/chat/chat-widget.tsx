import { MessageCircle } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';

export type ChatState = 'closed' | 'open' | 'minimised';

// The card (messages, input, network) is fetched the first time someone opens the chat.
const loadCard = () => import('./chat-card');
const ChatCard = lazy(loadCard);

/**
 * SPEC §2 chat widget: a floating 'Chat with us' button; the card can be minimised or closed.
 * The page keeps room for the button below its last line (see app.css and SiteFooter chatClearance).
 */
export function ChatWidget() {
  const [state, setState] = useState<ChatState>('closed');
  const [used, setUsed] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const open = () => {
    setUsed(true);
    setState('open');
  };
  // Closed from the card (its button or Escape): the focus goes back to the button that opened it.
  useEffect(() => {
    if (used && state === 'closed') buttonRef.current?.focus();
  }, [used, state]);
  return (
    <div data-chat-widget className="js-only print:hidden fixed right-4 bottom-4 z-30 flex flex-col items-end gap-3">
      {used && (
        <Suspense fallback={null}>
          <ChatCard state={state} onStateChange={setState} />
        </Suspense>
      )}
      {state === 'closed' && (
        <button
          ref={buttonRef}
          type="button"
          onClick={open}
          onPointerEnter={() => void loadCard()}
          onFocus={() => void loadCard()}
          // A round icon on phones, where a wide button would cover the page's own controls; named all the same.
          className="inline-flex size-12 items-center justify-center gap-2 rounded-full bg-primary font-medium text-primary-fg shadow-lg motion-press sm:w-auto sm:px-5"
        >
          <MessageCircle aria-hidden className="size-5" />
          <span className="sr-only sm:not-sr-only">Chat with us</span>
        </button>
      )}
    </div>
  );
}
