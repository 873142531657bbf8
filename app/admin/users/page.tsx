import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { UserAdmin } from "@/components/admin/user-admin";
import { PageTitle } from "@/components/ui/page-title";
import { listAccounts } from "@/lib/edge/auth/accounts";
import { ADMIN_ACCESS } from "@/lib/domain/viewer/access-rule";
import { pageViewer } from "@/lib/edge/auth/current-viewer";
import { db } from "@/lib/platform/db/db";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("account.users");
  return { title: t("title") };
}

export default async function UsersPage() {
  const t = await getTranslations("account.users");
  const viewer = await pageViewer(ADMIN_ACCESS);
  return (
    <div className="space-y-4">
      <PageTitle>{t("title")}</PageTitle>
      <UserAdmin users={await listAccounts(await db())} selfId={viewer.userId} />
    </div>
  );
}
