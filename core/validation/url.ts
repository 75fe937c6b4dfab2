const URL_PATTERN = /^(?:ftp|https?):\/\/[^\s"]+$/i;

/** Starts with ftp://, http:// or https:// and has no whitespace or double quotes. */
export function isUrl(value: string | null | undefined): boolean {
  return value != null && URL_PATTERN.test(value);
}
