/** A field label with the spec's '(optional)' marker. */
export function OptionalMark({ label }: { label: string }) {
  return (
    <>
      {label} <span className="font-normal text-muted-foreground">(optional)</span>
    </>
  );
}
