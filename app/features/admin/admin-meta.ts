/** The meta tags of an admin page: its title, and never indexed. */
export function adminMeta(data: { meta: { title: string; description: string } } | undefined) {
  if (!data) return [];
  return [
    { title: data.meta.title },
    { name: 'description', content: data.meta.description },
    { name: 'robots', content: 'noindex' },
  ];
}
