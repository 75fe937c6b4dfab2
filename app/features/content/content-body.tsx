import { List, Typography, Title as MantineTitle } from '@mantine/core';
import { useMemo } from 'react';
import { isHtmlBody, parseContentBody } from './content-blocks';
import { Text } from '../../components/ui';

/**
 * A content page body from the database. Administrators write it in the rich-text editor and the
 * server stores it sanitized (server/features/content/sanitize-html.ts: blocks, marks and plain
 * links only), so it is shown as that HTML; an older plain-text body is shown as text blocks.
 */
export function ContentBody({ body }: { body: string }) {
  if (isHtmlBody(body)) return <Typography lh={1.7} dangerouslySetInnerHTML={{ __html: body }} />;
  return <TextBlocks body={body} />;
}

function TextBlocks({ body }: { body: string }) {
  const blocks = useMemo(() => parseContentBody(body), [body]);
  return (
    <>
      {blocks.map((block, index) => {
        if (block.kind === 'heading')
          return (
            <MantineTitle key={index} order={block.level} fz={block.level === 2 ? { base: 20, sm: 24 } : 18} mt="sm">
              {block.text}
            </MantineTitle>
          );
        if (block.kind === 'list')
          return (
            <List key={index} spacing={4}>
              {block.items.map((item, itemIndex) => (
                <List.Item key={itemIndex}>{item}</List.Item>
              ))}
            </List>
          );
        return (
          <Text key={index} lh={1.7}>
            {block.text}
          </Text>
        );
      })}
    </>
  );
}
