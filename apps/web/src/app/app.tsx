/** Placeholder home until the public web app lands (issue 5). */
export function App() {
  return (
    <main className="mx-auto max-w-3xl p-8">
      <h1 className="text-4xl font-bold">BOOK ROOMS, HOMES &amp; APTS</h1>
    </main>
  );
}
