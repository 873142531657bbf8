/** A share as the graph and ownership summary write it: at most two decimals, no trailing zeros. */
export const formatPercent = (n: number) => `${Number(n.toFixed(2))}%`;
