// Rendered per request, as the app's pages are.
export const dynamic = "force-dynamic";

/** A page with nothing of the app in it: what the framework's own client costs in Lighthouse. */
export default function Page() {
  return (
    <main>
      <h1>Framework reference</h1>
      <p>A bare page of the framework the app is built on, for the benchmark to measure beside the app.</p>
    </main>
  );
}
