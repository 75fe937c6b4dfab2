import { List, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { parseContentBody } from './content-blocks';

/** A content page body from the database, rendered as text blocks (never as raw HTML). */
export function ContentBody({ body }: { body: string }) {
  const blocks = useMemo(() => parseContentBody(body), [body]);
  return (
    <>
      {blocks.map((block, index) => {
        if (block.kind === 'heading')
          return (
            <Title key={index} order={block.level} fz={block.level === 2 ? { base: 20, sm: 24 } : 18} mt="sm">
              {block.text}
            </Title>
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
