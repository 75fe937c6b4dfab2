import { serializeJsonLd, type JsonLdData } from './json-ld';

/** `<script type="application/ld+json">` with the page's CSP nonce, rendered on the server with the page. */
export function JsonLd({ data, nonce }: { data: JsonLdData; nonce?: string }) {
  return (
    <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
  );
}
