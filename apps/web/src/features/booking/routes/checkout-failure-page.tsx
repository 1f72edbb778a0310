/** Placeholder: the booking, dashboard and admin issues replace this page. */
export function CheckoutFailurePage() {
  return (
    <main className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="font-display text-3xl font-bold text-ink">
        Something Went Wrong With The Payment
      </h1>
    </main>
  );
}
