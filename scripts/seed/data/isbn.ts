/** The full ISBN-13 of a 12-digit stem (the check digit appended). */
export function isbn13(stem: string): string {
  if (!/^\d{12}$/.test(stem)) throw new Error(`An ISBN-13 stem has 12 digits: ${stem}`);
  const sum = [...stem].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
  return `${stem}${(10 - (sum % 10)) % 10}`;
}

/** The ISBN-10 of a 978 ISBN-13 (null for 979, which has none). */
export function isbn10Of(isbn: string): string | null {
  if (!isbn.startsWith('978')) return null;
  const core = isbn.slice(3, 12);
  const sum = [...core].reduce((total, digit, index) => total + Number(digit) * (10 - index), 0);
  const check = (11 - (sum % 11)) % 11;
  return `${core}${check === 10 ? 'X' : check}`;
}
