// The «select all» checkbox of a table with row selection. antd also renders every column title inside the
// table's hidden measure row (aria-hidden, to size columns with scroll.x); there the copy of the checkbox must not
// be reachable by Tab or by a screen reader, so it is made inert. The copy in the header stays as it is.
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

const MEASURE_ROW = '.ant-table-measure-row';

function SelectAllTitle({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [inMeasureRow, setInMeasureRow] = useState(false);
  useLayoutEffect(() => setInMeasureRow(!!ref.current?.closest(MEASURE_ROW)), []);
  return (
    <span ref={ref} inert={inMeasureRow}>
      {children}
    </span>
  );
}

/** For `rowSelection.columnTitle`. */
export function selectAllTitle(checkbox: ReactNode): ReactNode {
  return <SelectAllTitle>{checkbox}</SelectAllTitle>;
}
