// Formik's submitForm resolves with what onSubmit returned; menu forms return { saved } so the screen
// leaves (past the unsaved-changes guard) only after a successful save.
export function wasSaved(result: unknown): boolean {
  return typeof result === 'object' && result !== null && (result as { saved?: unknown }).saved === true;
}
