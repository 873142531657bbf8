/** NACE Rev. 2 class titles for the codes analysts meet most; anything else is shown as its code. */
const NACE_LABELS: Record<string, string> = {
  "10.71": "Manufacture of bread; fresh pastry goods and cakes",
  "32.12": "Manufacture of jewellery and related articles",
  "41.20": "Construction of residential and non-residential buildings",
  "46.48": "Wholesale of watches and jewellery",
  "46.90": "Non-specialised wholesale trade",
  "47.11": "Retail sale in non-specialised stores with food, beverages or tobacco predominating",
  "47.77": "Retail sale of watches and jewellery in specialised stores",
  "49.41": "Freight transport by road",
  "52.29": "Other transportation support activities",
  "56.10": "Restaurants and mobile food service activities",
  "62.01": "Computer programming activities",
  "62.02": "Computer consultancy activities",
  "64.20": "Activities of holding companies",
  "68.20": "Rental and operating of own or leased real estate",
  "70.10": "Activities of head offices",
  "70.22": "Business and other management consultancy activities",
  "84.11": "General public administration activities",
  "84.12": "Regulation of health care, education, cultural and other social services",
  "94.91": "Activities of religious organisations",
  "94.92": "Activities of political organisations",
};

/** The title of a NACE code, or undefined when it is not in the table (the page then shows the code alone). */
export function naceLabel(code: string | null | undefined): string | undefined {
  if (!code) return undefined;
  return NACE_LABELS[code.trim()];
}
