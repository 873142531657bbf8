import { describe, expect, it } from "vitest";
import { spellingDistance } from "./name-key";

describe("spellingDistance", () => {
  it("takes diacritics, transliteration and a dropped letter in a long word for one person's spellings", () => {
    expect(spellingDistance("Jānis Bērziņš", "Janis Berzins")).toBe(0);
    expect(spellingDistance("Aleksandrs Petrovs", "Александр Петров")).toBe(2);
    expect(spellingDistance("Kristaps Demupe", "Kristap Demupe")).toBe(1);
    expect(spellingDistance("Berzins Janis", "Jānis Bērziņš")).toBe(0);
  });

  it("takes a masculine and a feminine form of a name for two people", () => {
    expect(spellingDistance("Ivana Petrova", "Ivan Petrov")).toBeNull();
    expect(spellingDistance("Anna Ozola", "Anna Ozols")).toBeNull();
    expect(spellingDistance("Jana Kowalska", "Jana Kowalski")).toBeNull();
    expect(spellingDistance("Anna Dostoevskaja", "Anna Dostoevskij")).toBeNull();
  });

  it("allows no edit in a short word, and none across a different number of words", () => {
    expect(spellingDistance("Anda Ozola", "Anna Ozola")).toBeNull();
    expect(spellingDistance("Jānis Bērziņš", "Jānis Pēteris Bērziņš")).toBeNull();
    expect(spellingDistance("Marta Liepa", "Maija Liepa")).toBeNull();
  });
});
