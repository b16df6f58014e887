// Puts the cursor in a field of the form whose inputs carry `idPrefix`: its input, or the first part of a group of
// inputs (a birth date's month). A field not on screen is left alone.
export function focusField(idPrefix: string, field: string): void {
  (document.getElementById(`${idPrefix}_${field}`) ?? document.getElementById(`${idPrefix}_${field}_dobMonth`))?.focus();
}
