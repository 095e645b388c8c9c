// The rows the menu parser (menu-import.ts) makes and its rules (menu-import-rules.ts) restyle and flag.
export interface ImportPresentation {
  nombre: string;
  precio: number;
}

/** One row of the review table. Money in pesos. `precio` is the lowest presentation price when there are presentations. */
export interface ImportRow {
  categoria: string;
  nombre: string;
  descripcion: string;
  precio: number | null;
  presentaciones: ImportPresentation[];
  /** The menu marks it sold out ('Agotado'); created sold out. */
  agotado: boolean;
  warnings: string[];
}
