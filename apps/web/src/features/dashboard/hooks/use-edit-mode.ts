/**
 * A dashboard form's view and edit modes (product §4: view → Edit → Save → confirmation). The
 * button pressed goes away with the mode it belonged to, so focus moves on with the user: to
 * the form's first field when editing starts, back to the first button inside `buttons` (the
 * one that starts editing) when it ends, saved or cancelled.
 */
import { useEffect, useRef, useState } from 'react';

export function useEditMode(focusFirstField: () => void) {
  const [editing, setEditingState] = useState(false);
  const buttons = useRef<HTMLDivElement>(null);
  const switched = useRef(false);

  function setEditing(next: boolean) {
    switched.current = true;
    setEditingState(next);
  }

  useEffect(() => {
    if (!switched.current) return;
    switched.current = false;
    if (editing) focusFirstField();
    else buttons.current?.querySelector('button')?.focus();
  }, [editing, focusFirstField]);

  return { editing, setEditing, buttons };
}
