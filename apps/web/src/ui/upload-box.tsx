import { useDropzone } from 'react-dropzone';
import { UPLOAD_BOX_HEIGHT_PX } from '../lib/constants';
import './upload-box.css';

/** What the file picker offers; dropped files are not filtered (see below). */
const PICKER_ACCEPT = '.pdf,application/pdf';

interface UploadBoxProps {
  /**
   * Every dropped or chosen file, in order, whether a PDF or not: the upload flow reports
   * 'File must be a PDF' or 'File exceeds 25MB limit' per file, so nothing is dropped silently.
   */
  onFiles: (files: File[]) => void;
  title: string;
  hint: string;
  disabled?: boolean;
  /** False where only one file is used ('Upload Results'): only the first file is passed. */
  multiple?: boolean;
}

/**
 * The documents upload box: a button that opens the file picker (click, Enter or Space) and a
 * drop target that is highlighted while files are dragged over it.
 */
export function UploadBox({
  onFiles,
  title,
  hint,
  disabled = false,
  multiple = true,
}: UploadBoxProps) {
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    // No `accept` and always `multiple`: react-dropzone would otherwise reject files itself.
    multiple: true,
    disabled,
    onDrop: (files) => {
      if (files.length === 0) return;
      onFiles(multiple ? files : files.slice(0, 1));
    },
  });

  return (
    <div
      {...getRootProps({
        role: 'button',
        className: isDragActive ? 'upload-box upload-box--active' : 'upload-box',
        style: { height: UPLOAD_BOX_HEIGHT_PX },
        'aria-disabled': disabled || undefined,
      })}
    >
      {/* The box is the control people use; the hidden picker still needs a name (WCAG 4.1.2). */}
      <input {...getInputProps({ accept: PICKER_ACCEPT, multiple, 'aria-label': title })} />
      <span className="upload-box__title">{title}</span>
      <span className="upload-box__hint">{hint}</span>
    </div>
  );
}
