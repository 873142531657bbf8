import { SearchForm } from "@/components/search/search-form";

export default function HomePage() {
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">Look up a legal entity</h1>
      <SearchForm />
    </div>
  );
}
