import { LogOut, UserRound } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link, useSubmit } from 'react-router';
import { useSignedInHint } from '../../lib/signed-in-hint';

const iconButtonClass =
  'inline-flex size-10 items-center justify-center rounded-md hover:bg-muted focus-visible:outline-2 focus-visible:outline-primary data-[state=open]:bg-muted';
const itemClass =
  'flex w-full cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-left text-sm outline-none hover:bg-muted data-highlighted:bg-muted';

/**
 * The header's way to the account: a "Sign in" link (drawn by the server, and the one shown without
 * scripts), or for a signed-in buyer a menu with their account page and signing out.
 */
export function AccountMenu({ className = '' }: { className?: string }) {
  const signedIn = useSignedInHint();
  const submit = useSubmit();
  if (!signedIn) {
    return (
      <Link to="/account/sign-in" aria-label="Sign in" className={`${iconButtonClass} ${className}`.trim()}>
        <UserRound aria-hidden className="size-5" />
      </Link>
    );
  }
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger aria-label="Account" className={`${iconButtonClass} ${className}`.trim()}>
        <UserRound aria-hidden className="size-5" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-48 animate-pop-in rounded-lg border border-border bg-card p-1 shadow-lg"
        >
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/account">
              <UserRound aria-hidden className="size-4" />
              Your account
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className={itemClass}
            onSelect={() => submit({ intent: 'sign-out' }, { method: 'post', action: '/account' })}
          >
            <LogOut aria-hidden className="size-4" />
            Sign out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
