/** A role card's number, from its place in the list editors order: 01, 02, 03… */
export const placeLabel = (index: number) => String(index + 1).padStart(2, '0');
