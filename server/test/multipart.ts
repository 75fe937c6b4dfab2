/** A part of a multipart form: a text field, or a file with its name and type. */
export type FormPart =
  { name: string; value: string } | { name: string; file: Buffer; fileName: string; contentType?: string };

/** A `multipart/form-data` body and its content type, for `app.inject()`. */
export function multipartForm(parts: FormPart[]): { payload: Buffer; contentType: string } {
  const boundary = `----polytsia-form-${Math.random().toString(16).slice(2)}`;
  const chunks = parts.flatMap((part) => {
    const head =
      'file' in part
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n`;
    return [Buffer.from(head), 'file' in part ? part.file : Buffer.from(part.value), Buffer.from('\r\n')];
  });
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
