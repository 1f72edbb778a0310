/**
 * The end of the cell editor's and the bulk edit's forms: what stops the save, in words, then
 * Cancel (which closes the dialog, focus going back to what opened it) and Save.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { Button } from '@/components/button';

interface DialogFormFooterProps {
  /** The refusals of the whole form (the schema's, the server's); empty ones are not shown. */
  problems: readonly (string | undefined)[];
  saving: boolean;
}

export function DialogFormFooter({ problems, saving }: DialogFormFooterProps) {
  return (
    <>
      {problems.filter(Boolean).map((problem) => (
        <p
          key={problem}
          role="alert"
          className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
        >
          {problem}
        </p>
      ))}
      <div className="flex justify-end gap-3">
        <Dialog.Close asChild>
          <Button variant="outline">Cancel</Button>
        </Dialog.Close>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </>
  );
}
