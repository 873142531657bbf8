import type { Metadata } from "next";
import { SignInForm } from "@/components/auth/sign-in-form";
import { authSettings } from "@/lib/auth/auth";
import { DEMO_ACCOUNTS } from "@/lib/auth/demo-accounts";

export const metadata: Metadata = { title: "Sign in" };

type SearchParams = Record<string, string | string[] | undefined>;

export default async function SignInPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { next } = await searchParams;
  const settings = authSettings();
  return (
    <div className="mx-auto max-w-md space-y-6">
      <h1 className="text-2xl font-semibold">Sign in</h1>
      <SignInForm next={typeof next === "string" ? next : undefined} sso={Boolean(settings.oidc)} />
      {settings.demoMode && (
        <section aria-labelledby="demo-accounts" className="space-y-2 rounded border border-amber-300 bg-amber-50 p-4">
          <h2 id="demo-accounts" className="font-semibold">
            Demo accounts
          </h2>
          <p className="text-sm">This is a demo: these accounts exist only in demo mode.</p>
          <table className="w-full text-left text-sm">
            <thead>
              <tr>
                <th scope="col">Account</th>
                <th scope="col">Password</th>
                <th scope="col">Sees</th>
              </tr>
            </thead>
            <tbody>
              {DEMO_ACCOUNTS.map((account) => (
                <tr key={account.email}>
                  <td className="pr-2 font-mono">{account.email}</td>
                  <td className="pr-2 font-mono">{account.password}</td>
                  <td>{account.purpose}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </div>
  );
}
