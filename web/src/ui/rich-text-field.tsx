import { ActionIcon, Group, Input, Tooltip } from '@mantine/core';
import Placeholder from '@tiptap/extension-placeholder';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useController } from 'react-hook-form';
import { combineRules, fieldRules } from './field-rules';
import type { FieldBaseProps } from './form-types';

export const RICH_TEXT_PLACEHOLDER = 'Write your message...';

export interface RichTextInputProps {
  /** HTML; '' when the editor is empty. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  label?: React.ReactNode;
  description?: React.ReactNode;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
}

const tools = [
  {
    label: 'Bold',
    text: 'B',
    style: { fontWeight: 800 },
    run: (e: Editor) => e.chain().focus().toggleBold().run(),
    active: 'bold',
  },
  {
    label: 'Italic',
    text: 'I',
    style: { fontStyle: 'italic', fontFamily: 'Georgia, serif' },
    run: (e: Editor) => e.chain().focus().toggleItalic().run(),
    active: 'italic',
  },
  {
    label: 'Underline',
    text: 'U',
    style: { textDecoration: 'underline' },
    run: (e: Editor) => e.chain().focus().toggleUnderline().run(),
    active: 'underline',
  },
  {
    label: 'Bullet list',
    text: '•',
    style: { fontSize: 20 },
    run: (e: Editor) => e.chain().focus().toggleBulletList().run(),
    active: 'bulletList',
  },
  {
    label: 'Numbered list',
    text: '1.',
    style: { fontSize: 13 },
    run: (e: Editor) => e.chain().focus().toggleOrderedList().run(),
    active: 'orderedList',
  },
  {
    label: 'Undo',
    text: '↶',
    style: { fontSize: 17 },
    run: (e: Editor) => e.chain().focus().undo().run(),
    active: null,
  },
  {
    label: 'Redo',
    text: '↷',
    style: { fontSize: 17 },
    run: (e: Editor) => e.chain().focus().redo().run(),
    active: null,
  },
] as const;

/** Rich text with the toolbar of platform-core §9: bold, italic, underline, lists, undo/redo. */
export function RichTextInput({
  value,
  onChange,
  onBlur,
  label,
  description,
  error,
  required,
  disabled = false,
  placeholder = RICH_TEXT_PLACEHOLDER,
}: RichTextInputProps) {
  // What the editor last reported: a value equal to it is our own echo, however far typing has
  // moved on since, and must not be written back (that dropped keystrokes on a busy machine).
  const emitted = useRef(value);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: false,
        blockquote: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        link: false,
      }),
      Placeholder.configure({ placeholder }),
    ],
    content: value,
    editable: !disabled,
    // The editable area is a textbox of its own: the wrapper's label does not name it.
    editorProps: { attributes: { 'aria-label': typeof label === 'string' ? label : 'Text' } },
    onUpdate: ({ editor: e }) => {
      emitted.current = e.isEmpty ? '' : e.getHTML();
      onChange(emitted.current);
    },
    onBlur: () => onBlur?.(),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      e
        ? {
            bold: e.isActive('bold'),
            italic: e.isActive('italic'),
            underline: e.isActive('underline'),
            bulletList: e.isActive('bulletList'),
            orderedList: e.isActive('orderedList'),
            canUndo: e.can().undo(),
            canRedo: e.can().redo(),
          }
        : null,
  });

  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);
  useEffect(() => {
    // Only a value set from outside (a form reset, a sent message clearing the box) replaces the content.
    if (!editor || value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <Input.Wrapper label={label} description={description} withAsterisk={required} error={error}>
      <div className="rich-text" data-invalid={error ? true : undefined} data-disabled={disabled || undefined}>
        <Group gap={4} className="rich-text__toolbar" role="toolbar" aria-label="Formatting">
          {tools.map((tool) => {
            const isActive = tool.active ? state?.[tool.active] === true : false;
            const isDisabled =
              disabled ||
              !editor ||
              (tool.label === 'Undo' && !state?.canUndo) ||
              (tool.label === 'Redo' && !state?.canRedo);
            return (
              <Tooltip key={tool.label} label={tool.label} withArrow openDelay={400}>
                <ActionIcon
                  variant={isActive ? 'filled' : 'subtle'}
                  color={isActive ? 'navy' : 'gray'}
                  size="md"
                  aria-label={tool.label}
                  aria-pressed={tool.active ? isActive : undefined}
                  disabled={isDisabled}
                  // The editor keeps the focus: a mouse press on a tool would blur it, and what is
                  // typed before it takes the focus back is lost.
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => editor && tool.run(editor)}
                >
                  {/* A glyph ("1.") drawn by CSS for the eye: no text of the button, so its name is its label
                      alone (accessibility checkers read hidden text too, and "1." is not in "Numbered list"). */}
                  <span className="rich-text__glyph" data-glyph={tool.text} style={tool.style} aria-hidden />
                </ActionIcon>
              </Tooltip>
            );
          })}
        </Group>
        <EditorContent editor={editor} className="rich-text__content" />
      </div>
    </Input.Wrapper>
  );
}

export function RichTextField<T extends FieldValues>({ control, name, required, ...input }: FieldBaseProps<T>) {
  const { field, fieldState } = useController({
    control,
    name,
    rules: { validate: combineRules(required && fieldRules.requiredField) },
  });
  return (
    <RichTextInput
      {...input}
      required={required}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}
