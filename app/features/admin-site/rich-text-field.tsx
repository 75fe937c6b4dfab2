import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import classes from './admin-site.module.css';
import { Stack } from '../../components/ui';

/** What the editor offers is what the server keeps (server/features/content/sanitize-html.ts). */
const extensions = [
  StarterKit.configure({ heading: { levels: [2, 3, 4] }, code: false, codeBlock: false, link: false }),
  Link.configure({ openOnClick: false, autolink: true, defaultProtocol: 'https' }),
];

/**
 * A rich-text body in one language (@mantine/tiptap): headings, marks, lists, quotes, links. The
 * value is the editor's HTML; the server sanitizes it before storing.
 */
export function RichTextField({
  label,
  language,
  value,
  onChange,
  error,
}: {
  label: string;
  language: 'en' | 'uk';
  value: string;
  onChange: (html: string) => void;
  error?: string;
}) {
  const { t } = useTranslation('admin-site');
  const labelId = useId();
  const errorId = useId();
  // The editable area is the field: named by the label, marked invalid with its message.
  const attributes = {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    lang: language,
    ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
  };
  const editor = useEditor({
    extensions,
    content: value,
    immediatelyRender: false,
    editorProps: { attributes },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  // A value set from outside (the form reset, a save answering the sanitized text) replaces the content.
  useEffect(() => {
    if (!editor || editor.isFocused) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (current !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const attributesKey = JSON.stringify(attributes);
  useEffect(() => {
    editor?.setOptions({ editorProps: { attributes: JSON.parse(attributesKey) as Record<string, string> } });
  }, [editor, attributesKey]);

  const control = (key: string) => t(`content.editor.controls.${key}`);
  const labels = {
    boldControlLabel: control('bold'),
    italicControlLabel: control('italic'),
    underlineControlLabel: control('underline'),
    strikeControlLabel: control('strike'),
    clearFormattingControlLabel: control('clearFormatting'),
    linkControlLabel: control('link'),
    unlinkControlLabel: control('unlink'),
    bulletListControlLabel: control('bulletList'),
    orderedListControlLabel: control('orderedList'),
    h2ControlLabel: control('h2'),
    h3ControlLabel: control('h3'),
    h4ControlLabel: control('h4'),
    blockquoteControlLabel: control('blockquote'),
    hrControlLabel: control('hr'),
    undoControlLabel: control('undo'),
    redoControlLabel: control('redo'),
    linkEditorInputLabel: control('linkInput'),
    linkEditorInputPlaceholder: control('linkPlaceholder'),
    linkEditorExternalLink: control('linkExternal'),
    linkEditorInternalLink: control('linkInternal'),
    linkEditorSave: control('linkSave'),
  };

  return (
    <Stack gap={4}>
      <Input.Label id={labelId} component="div">
        {label}
      </Input.Label>
      <RichTextEditor
        editor={editor}
        labels={labels}
        className={classes.editor}
        data-invalid={error ? true : undefined}
      >
        <RichTextEditor.Toolbar
          aria-label={t('content.editor.controls.toolbar', { language: t(`content.editor.${language}`) })}
        >
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
            <RichTextEditor.Hr />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content lang={language} />
      </RichTextEditor>
      {error && (
        <Input.Error id={errorId} role="alert">
          {error}
        </Input.Error>
      )}
    </Stack>
  );
}
