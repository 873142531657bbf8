"use client";

import { useEffect } from "react";

/** How near the top the named section may already be for the browser's own scroll to count as done. */
const AT_TOP_PX = 64;

/**
 * Goes to the section a shared link names (#officers) once the sections are in. They arrive after the
 * header, and the browser looks for the fragment's element only while the document loads: a section
 * put in place after that was not scrolled to.
 */
export function FragmentScroll() {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (!target) return;
    const top = target.getBoundingClientRect().top;
    if (top < 0 || top > AT_TOP_PX) target.scrollIntoView();
  }, []);
  return null;
}
