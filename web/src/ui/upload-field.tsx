import 'filepond/dist/filepond.min.css';
import { Input, Text } from '@mantine/core';
import type { FilePondFile, FilePondInitialFile } from 'filepond';
import { useRef, useState } from 'react';
import { FilePond } from 'react-filepond';
import type { FieldValues } from 'react-hook-form';
import { useController } from 'react-hook-form';
import { API_BASE, authHeaders } from '../api/http-client';
import { combineRules, fieldRules } from './field-rules';
import type { FieldBaseProps } from './form-types';
import {
  checkFile,
  checkImageSize,
  DEFAULT_IMAGE_SIZE,
  exceedsMaxFiles,
  MAX_FILES_FALLBACK,
  uploadLabel,
  uploadTexts,
} from './upload-rules';

/** A file in the field: one the user added, or one already stored (platform-core §3 existing file entry). */
export type UploadItem = { kind: 'new'; file: File } | { kind: 'existing'; id: string; name: string };

/** Existing files are fetched by GET with a 7000 ms timeout (platform-core §7 "Files and forms"). */
export const EXISTING_FILE_TIMEOUT_MS = 7000;

// FilePond's origin of a file it was given as an already stored ("local") source.
const ORIGIN_LOCAL = 3;

export interface UploadInputProps {
  value: UploadItem[];
  onChange: (items: UploadItem[]) => void;
  name?: string;
  label?: React.ReactNode;
  description?: React.ReactNode;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  multiple?: boolean;
  maxFiles?: number;
  /** The 20 MB / 25 MB checks; on by default, switchable (platform-core §5). */
  checkSize?: boolean;
  /** When given, only these types are accepted ('application/pdf', 'image/*', '.xlsx'). */
  acceptedTypes?: string[];
  /** Exact image size; `true` means the 100 x 100 default. */
  imageSize?: boolean | { width: number; height: number };
  /** API path under /da-app that existing files are loaded from by id (e.g. '/secured/files/'). */
  existingFilesPath?: string;
}

function imageDimensions(file: File): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      resolve({ width: image.naturalWidth, height: image.naturalHeight });
      URL.revokeObjectURL(url);
    };
    image.onerror = () => {
      resolve(null);
      URL.revokeObjectURL(url);
    };
    image.src = url;
  });
}

function toItems(files: FilePondFile[]): UploadItem[] {
  return files.map((f) =>
    f.origin === ORIGIN_LOCAL && typeof f.source === 'string'
      ? { kind: 'existing', id: f.source, name: f.filename }
      : { kind: 'new', file: f.file as File },
  );
}

/**
 * Upload field on FilePond. It never uploads, reverts, restores or fetches by itself: the form sends
 * the files in its multipart body; stored files are only loaded for display.
 */
export function UploadInput({
  value,
  onChange,
  name,
  label,
  description,
  error,
  required,
  disabled = false,
  multiple = false,
  maxFiles,
  checkSize = true,
  acceptedTypes,
  imageSize,
  existingFilesPath,
}: UploadInputProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const pond = useRef<FilePond>(null);
  // FilePond owns its items once mounted; it is seeded once with the stored and the given files.
  const [files, setFiles] = useState<Array<FilePondInitialFile | FilePondFile | File>>(() => [
    ...value
      .filter((v): v is Extract<UploadItem, { kind: 'existing' }> => v.kind === 'existing')
      .map(
        (v): FilePondInitialFile => ({
          source: v.id,
          options: { type: 'local', file: { name: v.name, size: 0, type: '' } },
        }),
      ),
    ...value.filter((v) => v.kind === 'new').map((v) => v.file),
  ]);
  const expectedImage = imageSize === true ? DEFAULT_IMAGE_SIZE : imageSize || null;
  const limit = multiple ? (maxFiles ?? MAX_FILES_FALLBACK) : 1;

  const server = existingFilesPath
    ? {
        url: `${API_BASE}${existingFilesPath}`,
        load: {
          url: '',
          method: 'GET' as const,
          withCredentials: false,
          timeout: EXISTING_FILE_TIMEOUT_MS,
          headers: authHeaders(),
        },
        process: null,
        revert: null,
        restore: null,
        fetch: null,
      }
    : null;

  return (
    <Input.Wrapper
      label={label}
      description={description}
      withAsterisk={required}
      error={error ?? problem ?? undefined}
    >
      <div className="upload-field" data-disabled={disabled || undefined}>
        <FilePond
          ref={pond}
          name={name}
          files={files as never}
          onupdatefiles={(items) => {
            setFiles(items);
            onChange(toItems(items));
          }}
          allowMultiple={multiple}
          maxFiles={limit}
          disabled={disabled}
          credits={false}
          instantUpload={false}
          allowProcess={false}
          allowRevert={false}
          server={server}
          acceptedFileTypes={acceptedTypes}
          labelIdle={
            disabled
              ? ''
              : uploadLabel(multiple, false).replace('Browse', '<span class="filepond--label-action">Browse</span>')
          }
          onwarning={() => setProblem(uploadTexts.maxFiles)}
          beforeAddFile={async (item) => {
            const file = item.file as File;
            const others = (pond.current?.getFiles() ?? []).filter((f) => f.id !== item.id);
            if (exceedsMaxFiles(others.length + 1, multiple, maxFiles) && multiple) {
              setProblem(uploadTexts.maxFiles);
              return false;
            }
            const currentTotal = others.reduce((sum, f) => sum + (f.fileSize || 0), 0);
            const reason = checkFile(file, { currentTotal, checkSize, acceptedTypes });
            if (reason) {
              setProblem(reason);
              return false;
            }
            if (expectedImage && file.type.startsWith('image/')) {
              const actual = await imageDimensions(file);
              const mismatch = actual
                ? checkImageSize(actual, expectedImage)
                : uploadTexts.imageSize(expectedImage.width, expectedImage.height);
              if (mismatch) {
                setProblem(mismatch);
                return false;
              }
            }
            setProblem(null);
            return true;
          }}
          // Removal is blocked while the field is disabled (platform-core §5).
          beforeRemoveFile={() => !disabled}
        />
      </div>
      {!error && !problem && multiple && maxFiles ? (
        <Text size="xs" c="dimmed">
          Up to {maxFiles} files, 20 MB each, 25 MB in total
        </Text>
      ) : null}
    </Input.Wrapper>
  );
}

export interface UploadFieldProps<T extends FieldValues>
  extends FieldBaseProps<T>,
    Pick<
      UploadInputProps,
      'multiple' | 'maxFiles' | 'checkSize' | 'acceptedTypes' | 'imageSize' | 'existingFilesPath'
    > {}

export function UploadField<T extends FieldValues>({ control, name, required, ...input }: UploadFieldProps<T>) {
  const { field, fieldState } = useController({
    control,
    name,
    rules: { validate: combineRules(required && fieldRules.required) },
  });
  return (
    <UploadInput
      {...input}
      name={field.name}
      required={required}
      value={(field.value as UploadItem[] | undefined) ?? []}
      onChange={field.onChange}
      error={fieldState.error?.message}
    />
  );
}
