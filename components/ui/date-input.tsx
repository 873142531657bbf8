"use client";

import { useTranslations } from "next-intl";
import { useState, type ComponentProps } from "react";
import { TextInput, type FieldSize } from "@/components/ui/text-input";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A complete, real calendar date written as the app prints dates (YYYY-MM-DD). */
export function isIsoDate(text: string): boolean {
  if (!ISO_DATE.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}

type Props = Omit<ComponentProps<"input">, "size" | "type" | "value" | "onChange"> & {
  size?: FieldSize;
  /** Controlled: the committed date ("" for none). */
  value?: string;
  /** Called with a complete date or "" (cleared); never with a half-typed one. */
  onDateChange?: (date: string) => void;
};

/**
 * A date field in the app's own format, YYYY-MM-DD, whatever the browser's locale: a browser's date picker shows
 * 03/12/2026 or 12.03.2026 while every page and report prints 2026-12-03. In a form the browser refuses to submit
 * anything else (pattern); controlled, a half-typed date stays in the field until it is complete.
 */
export function DateInput({ value, onDateChange, ...props }: Props) {
  const t = useTranslations("common.dateInput");
  const [draft, setDraft] = useState(value ?? "");
  const [committed, setCommitted] = useState(value);
  // A new value from outside (a "Clear" button, the address) replaces what is being typed.
  if (value !== committed) {
    setCommitted(value);
    setDraft(value ?? "");
  }
  const controlled = value !== undefined ? { value: draft } : {};
  // The hint is the field's title, which is its accessible description: inside a <label> a hint element would
  // join the field's name.
  return (
    <TextInput
      {...props}
      {...controlled}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      maxLength={10}
      pattern="\d{4}-\d{2}-\d{2}"
      placeholder={t("placeholder")}
      title={t("hint")}
      onChange={(e) => {
        const text = e.target.value.trim();
        setDraft(e.target.value);
        if (onDateChange && (text === "" || isIsoDate(text))) {
          setCommitted(text);
          onDateChange(text);
        }
      }}
    />
  );
}
