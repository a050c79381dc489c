import { flexRender, type Table } from '@tanstack/react-table';
import type { ReactNode } from 'react';

/**
 * A dense table drawn from a TanStack table: sticky header, one line per row, an optional detail line under a
 * row (`detailOf`) and a message when there are no rows. Rows `openable` answers true for react to a click
 * (`onOpenRow`); a control inside such a row still needs its own button for the keyboard.
 */
export function DataTable<Row>({
  table,
  label,
  empty,
  detailOf,
  openable,
  onOpenRow,
}: {
  table: Table<Row>;
  label: string;
  empty: string;
  detailOf?: (row: Row) => ReactNode | null;
  openable?: (row: Row) => boolean;
  onOpenRow?: (row: Row) => void;
}) {
  const rows = table.getRowModel().rows;
  const columnCount = table.getVisibleLeafColumns().length;
  return (
    <div className="table-frame">
      <table className="data-table" aria-label={label}>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} style={{ width: header.getSize() }}>
                  {header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={columnCount} className="table-empty">
                {empty}
              </td>
            </tr>
          )}
          {rows.map((row) => {
            const detail = detailOf?.(row.original) ?? null;
            const onOpen = onOpenRow && openable?.(row.original) ? () => onOpenRow(row.original) : undefined;
            return (
              <RowWithDetail key={row.id} detail={detail} columnCount={columnCount} onOpen={onOpen}>
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
                ))}
              </RowWithDetail>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function RowWithDetail({ children, detail, columnCount, onOpen }: { children: ReactNode; detail: ReactNode | null; columnCount: number; onOpen?: () => void }) {
  const className = [detail ? 'is-open' : '', onOpen ? 'is-openable' : ''].filter(Boolean).join(' ') || undefined;
  return (
    <>
      <tr className={className} onClick={onOpen}>
        {children}
      </tr>
      {detail && (
        <tr className="row-detail">
          <td colSpan={columnCount}>{detail}</td>
        </tr>
      )}
    </>
  );
}
