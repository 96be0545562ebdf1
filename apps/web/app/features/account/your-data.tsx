import { Form } from 'react-router';
import { FormAlert } from '../../components/form-field';
import { buttonClass } from './account-styles';

/** "Download my data" (a file, from its own address, so the form posts as a plain page) and "Delete my account" (its box ticked). */
export function YourData({ deleteError }: { deleteError: string | null }) {
  return (
    <section aria-labelledby="data-heading" className="mt-12 border-t border-border pt-8">
      <h2 id="data-heading" className="text-lg font-semibold">
        Your data
      </h2>
      <p className="mt-1 text-sm text-muted-fg">
        Download everything we keep about you as a JSON file: your account, orders, messages and sign-ins.
      </p>
      <Form method="post" action="/account/data" reloadDocument className="mt-4">
        <button type="submit" className={buttonClass}>
          Download my data
        </button>
      </Form>
      <Form method="post" className="mt-8 rounded-lg border border-danger/40 p-5" aria-labelledby="delete-heading">
        <h3 id="delete-heading" className="font-semibold">
          Delete my account
        </h3>
        <p className="mt-1 text-sm text-muted-fg">
          Your account, passkeys, favourites, saved searches and messages to us are deleted, and your name and contact
          details are removed from your orders. The orders themselves, their invoices and downloads stay in our accounts
          without your identity, as the law requires. This cannot be undone.
        </p>
        <FormAlert message={deleteError} className="mt-4" />
        <label className="mt-4 flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            name="confirm"
            className="mt-0.5 size-4"
            aria-invalid={deleteError ? true : undefined}
          />
          I understand, delete my account
        </label>
        <button
          type="submit"
          name="intent"
          value="delete-account"
          className="mt-4 inline-flex h-10 items-center rounded-md border border-danger px-4 text-sm font-medium text-danger hover:bg-danger/10"
        >
          Delete my account
        </button>
      </Form>
    </section>
  );
}
