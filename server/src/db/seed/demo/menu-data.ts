// The demo taquería's menu: categories, products (some with presentations) and extra groups, in pesos.
export interface DemoProduct {
  nombre: string;
  descripcion: string;
  precio: number;
  presentaciones?: { nombre: string; precio: number }[];
  /** Names of extra groups offered with the product. */
  extras?: string[];
}

export interface DemoCategory {
  nombre: string;
  descripcion: string;
  productos: DemoProduct[];
}

export interface DemoExtraGroup {
  nombre: string;
  minimo: number;
  maximo: number;
  obligatorio: boolean;
  opciones: { nombre: string; precio: number }[];
}

export const SALSAS = 'Salsas';
export const EXTRAS_CON_COSTO = 'Extras con costo';
export const TORTILLA = 'Tipo de tortilla';

export const DEMO_EXTRA_GROUPS: DemoExtraGroup[] = [
  {
    nombre: SALSAS,
    minimo: 0,
    maximo: 3,
    obligatorio: false,
    opciones: [
      { nombre: 'Salsa verde', precio: 0 },
      { nombre: 'Salsa roja', precio: 0 },
      { nombre: 'Salsa de habanero', precio: 0 },
      { nombre: 'Pico de gallo', precio: 0 },
    ],
  },
  {
    nombre: EXTRAS_CON_COSTO,
    minimo: 0,
    maximo: 4,
    obligatorio: false,
    opciones: [
      { nombre: 'Queso gratinado', precio: 15 },
      { nombre: 'Aguacate', precio: 20 },
      { nombre: 'Cebolla asada', precio: 10 },
      { nombre: 'Chiles toreados', precio: 12 },
    ],
  },
  {
    nombre: TORTILLA,
    minimo: 1,
    maximo: 1,
    obligatorio: true,
    opciones: [
      { nombre: 'Maíz', precio: 0 },
      { nombre: 'Harina', precio: 5 },
    ],
  },
];

const ORDERS = (three: number, five: number) => [
  { nombre: 'Orden de 3', precio: three },
  { nombre: 'Orden de 5', precio: five },
];
const SIZES = (small: number, large: number) => [
  { nombre: 'Chico', precio: small },
  { nombre: 'Grande', precio: large },
];

export const DEMO_MENU: DemoCategory[] = [
  {
    nombre: 'Tacos',
    descripcion: 'Tacos al carbón en tortilla hecha a mano, con cebolla y cilantro.',
    productos: [
      { nombre: 'Tacos al pastor', descripcion: 'Cerdo adobado al trompo con piña asada.', precio: 60, presentaciones: ORDERS(60, 95), extras: [SALSAS, EXTRAS_CON_COSTO, TORTILLA] },
      { nombre: 'Tacos de bistec', descripcion: 'Bistec de res a la plancha picado al momento.', precio: 70, presentaciones: ORDERS(70, 110), extras: [SALSAS, EXTRAS_CON_COSTO, TORTILLA] },
      { nombre: 'Tacos de suadero', descripcion: 'Suadero confitado, suave y dorado.', precio: 65, presentaciones: ORDERS(65, 100), extras: [SALSAS, EXTRAS_CON_COSTO, TORTILLA] },
      { nombre: 'Tacos de chorizo', descripcion: 'Chorizo de Toluca dorado en comal.', precio: 60, presentaciones: ORDERS(60, 95), extras: [SALSAS, EXTRAS_CON_COSTO, TORTILLA] },
      { nombre: 'Tacos campechanos', descripcion: 'Bistec con chorizo y chicharrón prensado.', precio: 75, presentaciones: ORDERS(75, 120), extras: [SALSAS, EXTRAS_CON_COSTO, TORTILLA] },
      { nombre: 'Tacos de cochinita pibil', descripcion: 'Cochinita al estilo Yucatán con cebolla morada encurtida.', precio: 70, presentaciones: ORDERS(70, 110), extras: [SALSAS, TORTILLA] },
      { nombre: 'Tacos de pescado', descripcion: 'Pescado capeado con col, crema de chipotle y limón.', precio: 85, presentaciones: ORDERS(85, 135), extras: [SALSAS, TORTILLA] },
    ],
  },
  {
    nombre: 'Quesadillas',
    descripcion: 'Quesadillas de comal con queso Oaxaca.',
    productos: [
      { nombre: 'Quesadilla sencilla', descripcion: 'Tortilla de maíz con queso Oaxaca derretido.', precio: 35, extras: [SALSAS, EXTRAS_CON_COSTO] },
      { nombre: 'Quesadilla de pastor', descripcion: 'Queso Oaxaca con carne al pastor y piña.', precio: 55, extras: [SALSAS, EXTRAS_CON_COSTO] },
      { nombre: 'Quesadilla de champiñones', descripcion: 'Champiñones salteados con epazote y queso.', precio: 50, extras: [SALSAS, EXTRAS_CON_COSTO] },
      { nombre: 'Quesadilla de flor de calabaza', descripcion: 'Flor de calabaza guisada con queso Oaxaca.', precio: 50, extras: [SALSAS] },
      { nombre: 'Gringa', descripcion: 'Tortilla de harina con queso y pastor, doradita.', precio: 75, extras: [SALSAS, EXTRAS_CON_COSTO] },
    ],
  },
  {
    nombre: 'Tortas',
    descripcion: 'Tortas en pan telera con frijoles, aguacate, jitomate y chiles en vinagre.',
    productos: [
      { nombre: 'Torta de pastor', descripcion: 'Pastor con piña, queso y aguacate.', precio: 85, extras: [EXTRAS_CON_COSTO] },
      { nombre: 'Torta de milanesa', descripcion: 'Milanesa de res empanizada con queso amarillo.', precio: 90, extras: [EXTRAS_CON_COSTO] },
      { nombre: 'Torta cubana', descripcion: 'Milanesa, jamón, salchicha, queso y huevo.', precio: 115, extras: [EXTRAS_CON_COSTO] },
      { nombre: 'Torta de cochinita', descripcion: 'Cochinita pibil con cebolla morada.', precio: 85 },
      { nombre: 'Torta ahogada', descripcion: 'Carnitas en birote bañado en salsa de jitomate.', precio: 95 },
    ],
  },
  {
    nombre: 'Especialidades',
    descripcion: 'Platillos de la casa.',
    productos: [
      { nombre: 'Alambre de res', descripcion: 'Bistec, tocino, pimiento y cebolla gratinados, con tortillas.', precio: 165, extras: [SALSAS, EXTRAS_CON_COSTO, TORTILLA] },
      { nombre: 'Volcanes de pastor', descripcion: 'Tostadas con queso gratinado y pastor (3 piezas).', precio: 95, extras: [SALSAS] },
      { nombre: 'Costra de bistec', descripcion: 'Queso dorado en comal relleno de bistec.', precio: 80, extras: [SALSAS, EXTRAS_CON_COSTO] },
      { nombre: 'Parrillada para dos', descripcion: 'Bistec, pastor, chorizo, cebollitas y nopales con tortillas.', precio: 320, extras: [SALSAS, TORTILLA] },
      { nombre: 'Sopa de tortilla', descripcion: 'Caldo de jitomate con tiras de tortilla, aguacate y queso.', precio: 70 },
    ],
  },
  {
    nombre: 'Bebidas',
    descripcion: 'Bebidas frías y aguas frescas del día.',
    productos: [
      { nombre: 'Agua de horchata', descripcion: 'Horchata de arroz con canela.', precio: 30, presentaciones: SIZES(30, 45) },
      { nombre: 'Agua de jamaica', descripcion: 'Flor de jamaica natural.', precio: 30, presentaciones: SIZES(30, 45) },
      { nombre: 'Agua de tamarindo', descripcion: 'Tamarindo natural poco dulce.', precio: 30, presentaciones: SIZES(30, 45) },
      { nombre: 'Refresco de vidrio', descripcion: 'Coca-Cola, Sidral, Fanta o Sprite de 355 ml.', precio: 30 },
      { nombre: 'Cerveza', descripcion: 'Corona, Victoria o Indio de 355 ml.', precio: 45 },
      { nombre: 'Café de olla', descripcion: 'Con piloncillo y canela.', precio: 30 },
    ],
  },
  {
    nombre: 'Postres',
    descripcion: 'Para cerrar con algo dulce.',
    productos: [
      { nombre: 'Flan napolitano', descripcion: 'Flan casero con caramelo.', precio: 45 },
      { nombre: 'Pay de queso', descripcion: 'Rebanada de pay de queso con mermelada de fresa.', precio: 50 },
      { nombre: 'Plátanos fritos', descripcion: 'Plátano macho frito con crema y leche condensada.', precio: 55 },
      { nombre: 'Churros', descripcion: 'Cuatro churros con azúcar y cajeta.', precio: 45 },
    ],
  },
];
