const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,4}$/;
const OWN_LOCAL_PART = /^[^\s@"]+$/;

/**
 * `local@domain.tld` with a 2 to 4 letter top-level domain. Any address at `ownDomain` is
 * accepted as is, because the product's own addresses need not follow the public pattern.
 */
export function isEmail(value: string | null | undefined, ownDomain?: string): boolean {
  if (value == null) return false;
  if (ownDomain) {
    const suffix = `@${ownDomain.toLowerCase()}`;
    if (value.toLowerCase().endsWith(suffix)) {
      return OWN_LOCAL_PART.test(value.slice(0, value.length - suffix.length));
    }
  }
  return EMAIL_PATTERN.test(value);
}
