import type { StaffRole } from '@atelier/domain/staff-users';
import { LoaderCircle } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { primaryButtonClass } from '../../components/form-styles';
import { ErrorState, LoadingState } from '../../components/query-states';
import { errorMessage } from '../../lib/query-client';
import { useMfaPolicy, useSaveMfaPolicy } from './api';

interface MfaPolicyProps {
  roles: StaffRole[];
  canUpdate: boolean;
  announce(message: string): void;
}

/** "Require two-factor sign-in for roles": one checkbox per role (docs/decisions/031-two-factor-sign-in.md). */
export function MfaPolicySection({ roles, canUpdate, announce }: MfaPolicyProps) {
  const policy = useMfaPolicy();
  const save = useSaveMfaPolicy();
  const [chosen, setChosen] = useState<string[]>([]);
  useEffect(() => {
    if (policy.data) setChosen(policy.data.requiredRoles);
  }, [policy.data]);

  const toggle = (id: string, on: boolean) =>
    setChosen((current) => (on ? [...current, id] : current.filter((role) => role !== id)));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(
      { requiredRoles: chosen },
      { onSuccess: () => announce('The two-factor sign-in requirement is saved.') },
    );
  };

  return (
    <section aria-labelledby="mfa-policy-title" className="space-y-3 rounded-lg border border-border bg-card p-6">
      <h2 id="mfa-policy-title" className="text-lg font-semibold">
        Two-factor sign-in
      </h2>
      {policy.isError && !policy.data ? (
        <ErrorState
          title="The two-factor requirement could not be loaded."
          error={policy.error}
          onRetry={() => void policy.refetch()}
        />
      ) : !policy.data ? (
        <LoadingState>Loading the two-factor requirement...</LoadingState>
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-3">
          <fieldset className="space-y-2" disabled={!canUpdate}>
            <legend className="text-sm text-muted-fg">
              Require two-factor sign-in for roles. Members of a ticked role who have not set it up are asked to at
              their next sign-in.
            </legend>
            {roles.map((role) => (
              <label key={role.id} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={chosen.includes(role.id)}
                  onChange={(event) => toggle(role.id, event.target.checked)}
                />
                {role.name}
              </label>
            ))}
          </fieldset>
          {save.error ? (
            <p role="alert" className="text-sm text-danger">
              {errorMessage(save.error)}
            </p>
          ) : null}
          {canUpdate ? (
            <button type="submit" disabled={save.isPending} className={primaryButtonClass}>
              {save.isPending ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
              Save requirement
            </button>
          ) : null}
        </form>
      )}
    </section>
  );
}
