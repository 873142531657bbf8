"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ROLE_KEYS } from "@/components/admin/user-admin";
import { useApiMessage } from "@/components/shared/api-message";
import { TableHead } from "@/components/shared/table-head";
import { useOneAction } from "@/components/shared/use-one-action";
import { UtcTime } from "@/components/shared/utc-time";
import { Button } from "@/components/ui/button";
import type { ApiTokenSummary } from "@/lib/domain/api-tokens/api-tokens";
import { apiPaths } from "@/lib/domain/routes/api-paths";

/**
 * API tokens with what each carries, when it expires and was last used, and a button that revokes an active one
 * (DELETE /api/tokens/{id}); `showOwner` for the administrator's list of everyone's.
 */
export function ApiTokenTable({
  tokens,
  caption,
  showOwner = false,
}: {
  tokens: readonly ApiTokenSummary[];
  caption: string;
  showOwner?: boolean;
}) {
  const t = useTranslations("account");
  const router = useRouter();
  const apiMessage = useApiMessage();
  const { busy, run } = useOneAction();
  const [message, setMessage] = useState("");

  const revoke = (token: ApiTokenSummary) =>
    run(async () => {
      setMessage("");
      try {
        const response = await fetch(apiPaths.token(token.id), { method: "DELETE" });
        if (!response.ok) return setMessage(await apiMessage(response));
        setMessage(t("tokens.revokedDone", { name: token.name }));
        router.refresh();
      } catch {
        setMessage(t("tokens.unreachable"));
      }
    });

  const statusText = (token: ApiTokenSummary) => {
    if (token.status === "revoked")
      return token.revokedBy ? t("tokens.revokedBy", { email: token.revokedBy }) : t("tokens.revoked");
    return t(token.status === "active" ? "tokens.active" : "tokens.expired");
  };

  return (
    <div className="space-y-2">
      <p role="status" className="text-sm empty:hidden">
        {message}
      </p>
      {tokens.length === 0 ? (
        <p>{t("tokens.none")}</p>
      ) : (
        <table className="w-full text-left text-sm">
          <TableHead
            caption={caption}
            columns={[
              { label: t("tokens.name") },
              ...(showOwner ? [{ label: t("tokens.owner") }] : []),
              { label: t("tokens.roles") },
              { label: t("tokens.createdAt") },
              { label: t("tokens.expiresAt") },
              { label: t("tokens.lastUsed") },
              { label: t("tokens.status") },
            ]}
          />
          <tbody>
            {tokens.map((token) => (
              <tr key={token.id} data-token={token.id} className="border-t border-slate-200 align-top">
                <td className="py-2 pr-2">{token.name}</td>
                {showOwner && <td className="pr-2 font-mono">{token.userEmail}</td>}
                <td className="pr-2">{token.roles.map((role) => t(`roles.${ROLE_KEYS[role]}.name`)).join(", ")}</td>
                <td className="pr-2">
                  <UtcTime value={token.createdAt} />
                </td>
                <td className="pr-2">
                  <UtcTime value={token.expiresAt} />
                </td>
                <td className="pr-2">{token.lastUsedAt ? <UtcTime value={token.lastUsedAt} /> : t("tokens.never")}</td>
                <td className="space-x-2">
                  <span>{statusText(token)}</span>
                  {token.status === "active" && (
                    <Button
                      type="button"
                      size="sm"
                      variant="danger"
                      aria-disabled={busy || undefined}
                      aria-label={t("tokens.revokeNamed", { name: token.name, email: token.userEmail })}
                      onClick={() => void revoke(token)}
                    >
                      {t("tokens.revoke")}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
