import { useRef, useState, type DragEvent, type ReactNode } from 'react';

interface Props {
  /** Shown over the contents while files are dragged over them. */
  message: string;
  onFiles: (files: File[]) => void;
  children: ReactNode;
}

const carriesFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

/**
 * Takes files dropped on the folder's contents. The contents stay usable as they are (a drop
 * target that took the focus would get in the way of the list's keyboard navigation); the
 * upload button is the keyboard's way to the same thing.
 */
export function FileDropArea({ message, onFiles, children }: Props) {
  const [over, setOver] = useState(false);
  // dragenter and dragleave fire for every child crossed: count them to know when the drag left.
  const depth = useRef(0);
  const leave = () => {
    depth.current = 0;
    setOver(false);
  };
  return (
    <div
      className={`file-drop${over ? ' file-drop--over' : ''}`}
      onDragEnter={(event) => {
        if (!carriesFiles(event)) return;
        depth.current += 1;
        setOver(true);
      }}
      onDragOver={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={() => {
        depth.current -= 1;
        if (depth.current <= 0) leave();
      }}
      onDrop={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        leave();
        onFiles(Array.from(event.dataTransfer.files));
      }}
    >
      {children}
      {over && (
        <div className="file-drop__message" aria-hidden>
          {message}
        </div>
      )}
    </div>
  );
}
