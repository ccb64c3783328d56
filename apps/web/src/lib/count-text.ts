/** "1 car available", "72 cars available": the Buy page's count (spec wording), also on landing pages. */
export const availableText = (total: number) => (total === 1 ? '1 car available' : `${total} cars available`);
