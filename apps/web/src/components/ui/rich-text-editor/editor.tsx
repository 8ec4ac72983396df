/**
 * The TipTap editor itself: bold, italic, lists and links, with named toolbar buttons. It
 * hands HTML to the form; the server sanitizes it on save. Import `RichTextEditor` from
 * ./index instead, which loads this file (and TipTap) as its own chunk.
 */
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkDialog } from './link-dialog';
import './rich-text-editor.css';

/** A chain-link glyph drawn inline: emoji fonts are missing on many office machines. */
const linkIcon = (
  <svg
    width="16"
    height="16"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" />
    <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
  </svg>
);

export interface RichTextEditorProps {
  value: string | null;
  onChange: (html: string) => void;
  onBlur?: () => void;
  labelId: string;
  describedBy?: string;
  invalid?: boolean;
}

export default function RichTextEditor({
  value,
  onChange,
  onBlur,
  labelId,
  describedBy,
  invalid,
}: RichTextEditorProps) {
  const { t } = useTranslation();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ['https', 'http', 'mailto'],
        },
      }),
    ],
    content: value ?? '',
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: 'rich-text__content',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlur?.(),
  });

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      bulletList: current?.isActive('bulletList') ?? false,
      orderedList: current?.isActive('orderedList') ?? false,
      link: current?.isActive('link') ?? false,
    }),
  });

  const [linkOpen, setLinkOpen] = useState(false);
  const [currentLink, setCurrentLink] = useState<string | null>(null);

  const openLinkDialog = () => {
    if (!editor) return;
    setCurrentLink((editor.getAttributes('link').href as string | undefined) ?? null);
    setLinkOpen(true);
  };

  const applyLink = (href: string) => {
    setLinkOpen(false);
    editor?.chain().focus().extendMarkRange('link').setLink({ href }).run();
  };

  const removeLink = () => {
    setLinkOpen(false);
    editor?.chain().focus().extendMarkRange('link').unsetLink().run();
  };

  const button = (key: keyof NonNullable<typeof state>, label: string, text: ReactNode, run: () => void) => (
    <button
      type="button"
      className="rich-text__button"
      aria-label={label}
      aria-pressed={state?.[key] ?? false}
      onClick={run}
    >
      <span aria-hidden="true">{text}</span>
    </button>
  );

  return (
    <div className={invalid ? 'rich-text rich-text--invalid' : 'rich-text'}>
      <div className="rich-text__toolbar" role="toolbar" aria-label={t('editor.toolbar')}>
        {button('bold', t('editor.bold'), 'B', () => editor?.chain().focus().toggleBold().run())}
        {button('italic', t('editor.italic'), 'I', () => editor?.chain().focus().toggleItalic().run())}
        {button('bulletList', t('editor.bulletList'), '•', () => editor?.chain().focus().toggleBulletList().run())}
        {button('orderedList', t('editor.orderedList'), '1.', () => editor?.chain().focus().toggleOrderedList().run())}
        {button('link', t('editor.link'), linkIcon, openLinkDialog)}
      </div>
      <EditorContent editor={editor} />
      <LinkDialog
        open={linkOpen}
        onOpenChange={setLinkOpen}
        current={currentLink}
        onApply={applyLink}
        onRemove={removeLink}
      />
    </div>
  );
}
