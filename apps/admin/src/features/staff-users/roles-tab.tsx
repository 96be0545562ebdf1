import {
  type Action,
  describePermission,
  GRANTABLE_RESOURCES,
  type Permission,
  RESOURCE_ACTIONS,
} from '@atelier/domain/permissions';
import { type StaffRole, staffRoleInputSchema } from '@atelier/domain/staff-users';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ActionDialog } from '../../components/action-dialog';
import { ConfirmAction } from '../../components/confirm-action';
import { SubmitButton } from '../../components/form-actions';
import { FormField } from '../../components/form-field';
import { inputClass, labelClass, primaryButtonClass } from '../../components/form-styles';
import { useFormDialog } from '../../components/mutation-dialog';
import { errorMessage } from '../../lib/query-client';
import { useDeleteRole, useSaveRole } from './api';

const RESOURCES = GRANTABLE_RESOURCES;
const ACTIONS = [...new Set(RESOURCES.flatMap((resource) => RESOURCE_ACTIONS[resource]))] as Action[];
const keyOf = (pair: { resource: string; action: string }) => `${pair.resource}:${pair.action}`;
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

interface RolesTabProps {
  roles: StaffRole[];
  canUpdate: boolean;
  announce(message: string): void;
}

/** Roles as data: pick one, tick its permissions in the grid (resources × actions) and save. */
export function RolesTab({ roles, canUpdate, announce }: RolesTabProps) {
  const [selectedId, setSelectedId] = useState(roles[0]?.id ?? '');
  const selectId = useId();
  const selected = roles.find((role) => role.id === selectedId) ?? roles[0];
  return (
    <section aria-labelledby="roles-title" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h2 id="roles-title" className="text-lg font-semibold">
            Roles and permissions
          </h2>
          <p className="text-sm text-muted-fg">The sidebar, the pages and the API all follow this table.</p>
        </div>
        {canUpdate ? <NewRole announce={announce} onCreated={setSelectedId} /> : null}
      </div>
      <div className="max-w-xs space-y-1">
        <label htmlFor={selectId} className={labelClass}>
          Role
        </label>
        <select
          id={selectId}
          className={inputClass}
          value={selected?.id ?? ''}
          onChange={(event) => setSelectedId(event.target.value)}
        >
          {roles.map((role) => (
            <option key={role.id} value={role.id}>
              {role.name} ({role.memberCount} {role.memberCount === 1 ? 'member' : 'members'})
            </option>
          ))}
        </select>
      </div>
      {selected ? (
        <RoleEditor
          key={`${selected.id}:${selected.permissions.map(keyOf).join(',')}:${selected.name}`}
          role={selected}
          canUpdate={canUpdate}
          announce={announce}
          onDeleted={() => setSelectedId(roles[0]?.id ?? '')}
        />
      ) : null}
    </section>
  );
}

function RoleEditor({
  role,
  canUpdate,
  announce,
  onDeleted,
}: {
  role: StaffRole;
  canUpdate: boolean;
  announce(message: string): void;
  onDeleted(): void;
}) {
  const save = useSaveRole(role.id);
  const [name, setName] = useState(role.name);
  const [granted, setGranted] = useState(() => new Set(role.permissions.map(keyOf)));
  const nameId = useId();
  const editable = canUpdate && !role.allPermissions;

  const toggle = (key: string, on: boolean) =>
    setGranted((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const permissions: Permission[] = RESOURCES.flatMap((resource) =>
      RESOURCE_ACTIONS[resource]
        .filter((action) => granted.has(keyOf({ resource, action })))
        .map((action) => ({ resource, action })),
    );
    save.mutate({ name, permissions }, { onSuccess: () => announce(`The ${name} role is saved.`) });
  };

  return (
    <form
      onSubmit={onSubmit}
      aria-label={`Permissions of ${role.name}`}
      className="space-y-4 rounded-lg border border-border bg-card p-4"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="w-full max-w-xs space-y-1">
          <label htmlFor={nameId} className={labelClass}>
            Role name
          </label>
          <input
            id={nameId}
            className={inputClass}
            value={name}
            onChange={(event) => setName(event.target.value)}
            disabled={!editable || role.builtIn}
          />
        </div>
        {canUpdate && !role.builtIn ? <DeleteRole role={role} announce={announce} onDeleted={onDeleted} /> : null}
      </div>
      {role.allPermissions ? (
        <p className="text-sm text-muted-fg">
          The super admin role passes every permission check; it cannot be edited.
        </p>
      ) : role.builtIn ? (
        <p className="text-sm text-muted-fg">A built-in role: its permissions can be changed, not its name.</p>
      ) : null}
      <div className="overflow-x-auto">
        <table className="text-sm">
          <caption className="sr-only">
            Permissions of the {role.name} role: resources in rows, actions in columns
          </caption>
          <thead>
            <tr className="border-b border-border text-muted-fg">
              <th scope="col" className="px-3 py-2 text-left font-medium">
                Resource
              </th>
              {ACTIONS.map((action) => (
                <th key={action} scope="col" className="px-3 py-2 font-medium">
                  {capitalised(action)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {RESOURCES.map((resource) => (
              <tr key={resource} className="border-b border-border last:border-b-0">
                <th scope="row" className="px-3 py-2 text-left font-medium">
                  {capitalised(resource)}
                </th>
                {ACTIONS.map((action) => {
                  const exists = (RESOURCE_ACTIONS[resource] as readonly string[]).includes(action);
                  const key = keyOf({ resource, action });
                  return (
                    <td key={action} className="px-3 py-2 text-center">
                      {exists ? (
                        <input
                          type="checkbox"
                          aria-label={describePermission({ resource, action }).name}
                          className="size-4 accent-primary"
                          checked={role.allPermissions || granted.has(key)}
                          disabled={!editable}
                          onChange={(event) => toggle(key, event.target.checked)}
                        />
                      ) : null}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {save.error ? (
        <p role="alert" className="rounded-md border border-danger px-3 py-2 text-sm text-danger">
          {errorMessage(save.error)}
        </p>
      ) : null}
      {editable ? <SubmitButton pending={save.isPending}>Save role</SubmitButton> : null}
    </form>
  );
}

function NewRole({ announce, onCreated }: { announce(message: string): void; onCreated(id: string): void }) {
  const create = useSaveRole(null);
  const form = useForm({ resolver: zodResolver(staffRoleInputSchema), defaultValues: { name: '', permissions: [] } });
  const dialog = useFormDialog(create, form, { name: '', permissions: [] }, ['name']);
  return (
    <ActionDialog
      {...dialog.props}
      trigger={
        <>
          <Plus aria-hidden className="size-4" /> New role
        </>
      }
      triggerClassName={primaryButtonClass}
      title="New role"
      description="It starts without permissions; tick them in the grid once it is made."
      submitLabel="Create role"
      onSubmit={form.handleSubmit((input) =>
        dialog.save(input, ({ role }) => {
          onCreated(role.id);
          announce(`The ${role.name} role is created.`);
        }),
      )}
    >
      <FormField label="Role name" error={form.formState.errors.name?.message}>
        {(control) => <input {...control} {...form.register('name')} className={inputClass} />}
      </FormField>
    </ActionDialog>
  );
}

function DeleteRole({
  role,
  announce,
  onDeleted,
}: {
  role: StaffRole;
  announce(message: string): void;
  onDeleted(): void;
}) {
  const remove = useDeleteRole(role.id);
  return (
    <ConfirmAction
      mutation={remove}
      trigger="Delete role"
      triggerAriaLabel={`Delete role ${role.name}`}
      title={`Delete the ${role.name} role?`}
      description="Only a role nobody holds can be deleted. This cannot be undone."
      submitLabel="Delete role"
      dismissLabel="Keep role"
      destructive
      onConfirm={(close) => {
        remove.mutate(undefined, {
          onSuccess: () => {
            close();
            onDeleted();
            announce(`The ${role.name} role is deleted.`);
          },
        });
      }}
    />
  );
}
