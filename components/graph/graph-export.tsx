"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { captionedSvg } from "./export-caption";

/** Browsers refuse canvases much beyond this many pixels a side. */
const MAX_CANVAS_SIDE = 16_000;

type SvgFile = ReturnType<typeof captionedSvg>;

/** The drawing as a standalone SVG file under its caption: as laid out, without the on-screen zoom. */
function svgFile(svg: SVGSVGElement, caption: readonly string[]): SvgFile {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.removeAttribute("style");
  copy.removeAttribute("class");
  copy.querySelectorAll("[tabindex]").forEach((el) => el.removeAttribute("tabindex"));
  const drawing = new XMLSerializer().serializeToString(copy);
  return captionedSvg(drawing, svg.width.baseVal.value, svg.height.baseVal.value, caption);
}

function download(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Why a PNG could not be made, in the reader's language. */
interface PngFailures {
  cannotDraw: string;
  cannotEncode: string;
}

/** Renders the SVG file onto a white canvas at twice its size (less for huge drawings) and encodes a PNG. */
async function pngOf({ markup, width, height }: SvgFile, failures: PngFailures): Promise<Blob> {
  const scale = Math.min(2, MAX_CANVAS_SIDE / Math.max(width, height));
  const image = new Image();
  const url = URL.createObjectURL(new Blob([markup], { type: "image/svg+xml" }));
  try {
    image.src = url;
    await image.decode();
    const canvas = document.createElement("canvas");
    canvas.width = Math.round(width * scale);
    canvas.height = Math.round(height * scale);
    const context = canvas.getContext("2d");
    if (!context) throw new Error(failures.cannotDraw);
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    return await new Promise((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error(failures.cannotEncode))), "image/png"),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * Saves the graph as drawn, as SVG (vectors, for a case file) or PNG (for documents and e-mail), with a
 * caption naming the entity, its number, when the record was retrieved and the date drawn as of.
 */
export function GraphExport({
  svgRef,
  fileName,
  caption,
}: {
  svgRef: React.RefObject<SVGSVGElement | null>;
  fileName: string;
  caption: readonly string[];
}) {
  const t = useTranslations("graph.export");
  const [error, setError] = useState<string | null>(null);
  const save = async (format: "svg" | "png") => {
    const svg = svgRef.current;
    if (!svg) return;
    setError(null);
    try {
      const failures = { cannotDraw: t("cannotDraw"), cannotEncode: t("cannotEncode") };
      const file = svgFile(svg, caption);
      const blob = format === "svg" ? new Blob([file.markup], { type: "image/svg+xml" }) : await pngOf(file, failures);
      download(blob, `${fileName}.${format}`);
    } catch (e) {
      setError(t("failed", { message: e instanceof Error ? e.message : t("unknownError") }));
    }
  };
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm print:hidden">
      {t("save")}
      <Button type="button" size="sm" onClick={() => save("svg")}>
        SVG
      </Button>
      <Button type="button" size="sm" onClick={() => save("png")}>
        PNG
      </Button>
      {error && (
        <span role="alert" className="text-red-800">
          {error}
        </span>
      )}
    </p>
  );
}
