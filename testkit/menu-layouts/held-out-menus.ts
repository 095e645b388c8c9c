// The held-out layouts of the import benchmark: menus of their own (dishes, sections, prices, sizes and combos
// that appear nowhere in menus.ts, the set the parser is tuned on), in one, two and three columns, with size
// tables and combos, drawn by the same renderer. Their figures say how the reader does on a menu it has not
// seen; a change to the parser is never tuned against them (add a tuned layout to menus.ts instead).
import type { MenuLayout, TruthSection } from './menus';

const cocteles: TruthSection = {
  name: 'Cócteles',
  sizeTable: ['Chico', 'Grande'],
  dishes: [
    { name: 'Cóctel de camarón', sizes: [{ label: 'Chico', price: '$95' }, { label: 'Grande', price: '$140' }], description: 'Con aguacate y galletas saladas' },
    { name: 'Campechana', sizes: [{ label: 'Chico', price: '$110' }, { label: 'Grande', price: '$165' }] },
    { name: 'Vuelve a la vida', sizes: [{ label: 'Chico', price: '$120' }, { label: 'Grande', price: '$180' }] },
  ],
};

const tostadasMar: TruthSection = {
  name: 'Tostadas del mar',
  dishes: [
    { name: 'Tostada de ceviche', price: '$45' },
    { name: 'Tostada de pulpo', price: '$65', soldOut: true },
    { name: 'Tostada mixta', price: '$70', description: 'Camarón, pulpo y callo de hacha' },
  ],
};

const platillosMar: TruthSection = {
  name: 'Platillos',
  dishes: [
    { name: 'Filete empanizado', price: '$165', description: 'Servido con arroz, ensalada y papas' },
    { name: 'Camarones al mojo de ajo', price: '$189' },
    { name: 'Pescado zarandeado por kilo', price: '$1,080' },
    { name: 'Mojarra frita', price: '$150.50' },
  ],
};

const desayunos: TruthSection = {
  name: 'Desayunos',
  dishes: [
    { name: 'Chilaquiles verdes', price: '$89', description: 'Con crema, queso fresco y frijoles' },
    { name: 'Huevos divorciados', price: '$79' },
    { name: 'Molletes', price: '$65' },
    { name: 'Hot cakes', price: '$70', soldOut: true },
  ],
};

const cafe: TruthSection = {
  name: 'Café de especialidad',
  sizeTable: ['Chico', 'Grande'],
  dishes: [
    { name: 'Americano', sizes: [{ label: 'Chico', price: '$32' }, { label: 'Grande', price: '$44' }] },
    { name: 'Capuchino', sizes: [{ label: 'Chico', price: '$42' }, { label: 'Grande', price: '$55' }], description: 'Leche entera o deslactosada' },
    { name: 'Latte', sizes: [{ label: 'Chico', price: '$45' }, { label: 'Grande', price: '$58' }] },
  ],
};

const paquetesDesayuno: TruthSection = {
  name: 'Paquetes',
  dishes: [
    { name: 'Paquete 1', price: '$119', description: 'Chilaquiles, café americano y jugo de 250 ml' },
    { name: 'Paquete 2', price: '$139', description: 'Enchiladas, fruta y café' },
    { name: 'Paquete ejecutivo', price: '$159', description: 'Plato del día, 2 panes y café' },
  ],
};

const panDulce: TruthSection = {
  name: 'Pan dulce',
  dishes: [
    { name: 'Concha', price: '$18' },
    { name: 'Cuerno', price: '$22' },
    { name: 'Oreja', price: '$20' },
  ],
};

const jugos: TruthSection = {
  name: 'Jugos naturales',
  sizeTable: ['Medio litro', 'Litro'],
  dishes: [
    { name: 'Naranja', sizes: [{ label: 'Medio litro', price: '$35' }, { label: 'Litro', price: '$60' }] },
    { name: 'Verde', sizes: [{ label: 'Medio litro', price: '$40' }, { label: 'Litro', price: '$70' }] },
    { name: 'Zanahoria', sizes: [{ label: 'Medio litro', price: '$38' }, { label: 'Litro', price: '$65' }] },
  ],
};

const pozoles: TruthSection = {
  name: 'Pozoles y sopas',
  sizeTable: ['Chico', 'Grande'],
  dishes: [
    { name: 'Pozole blanco', sizes: [{ label: 'Chico', price: '$85' }, { label: 'Grande', price: '$120' }] },
    { name: 'Pozole verde', sizes: [{ label: 'Chico', price: '$90' }, { label: 'Grande', price: '$130' }] },
    { name: 'Sopa de lima', sizes: [{ label: 'Chico', price: '$70' }, { label: 'Grande', price: '$98' }] },
  ],
};

const tacosDorados: TruthSection = {
  name: 'Tacos dorados',
  dishes: [
    { name: 'Taquitos de pollo', price: '$65' },
    { name: 'Tacos dorados de res', price: '$72', description: 'Cuatro piezas con lechuga y crema' },
    { name: 'Gorditas de chicharrón', price: '$28', soldOut: true },
    { name: 'Tostada de tinga', price: '$32' },
  ],
};

const combosPozoleria: TruthSection = {
  name: 'Combos de la casa',
  dishes: [
    { name: 'Combo pozolero', price: '$155', description: 'Pozole chico, 2 tostadas y agua de 500 ml' },
    { name: 'Combo familiar', price: '$560', description: 'Pozole grande para 4 personas y 8 tostadas' },
  ],
};

const bebidasPozoleria: TruthSection = {
  name: 'Para tomar',
  dishes: [
    { name: 'Jarritos', price: '$26' },
    { name: 'Agua mineral', price: '$30' },
    { name: 'Atole de guayaba', price: '$28' },
  ],
};

const postresPozoleria: TruthSection = {
  name: 'Dulces',
  dishes: [
    { name: 'Buñuelos', price: '$40', description: 'Con miel de piloncillo' },
    { name: 'Churros', price: '$35' },
    { name: 'Flan napolitano', price: '$45.50' },
  ],
};

const hamburguesas: TruthSection = {
  name: 'Hamburguesas',
  sizeTable: ['Sencilla', 'Doble', 'Triple'],
  dishes: [
    { name: 'Clásica', sizes: [{ label: 'Sencilla', price: '$95' }, { label: 'Doble', price: '$125' }, { label: 'Triple', price: '$155' }], description: 'Queso amarillo, lechuga y jitomate' },
    { name: 'Hawaiana con tocino', sizes: [{ label: 'Sencilla', price: '$110' }, { label: 'Doble', price: '$140' }, { label: 'Triple', price: '$170' }] },
    { name: 'Arrachera', sizes: [{ label: 'Sencilla', price: '$135' }, { label: 'Doble', price: '$175' }, { label: 'Triple', price: '$215' }] },
  ],
};

const hotDogs: TruthSection = {
  name: 'Hot dogs y banderillas',
  dishes: [
    { name: 'Hot dog jumbo', price: '$55', description: 'Salchicha de pavo con tocino' },
    { name: 'Banderilla de queso', price: '$48', soldOut: true },
    { name: 'Salchipapas', price: '$62.50' },
  ],
};

const pataDeMula: TruthSection = {
  name: 'Ofertas del martes',
  dishes: [
    { name: 'Martes de 2x1', price: '$190', description: 'Dos clásicas dobles con papas gajo' },
    { name: 'Cubeta de alitas', price: '$1,299', description: 'Cien piezas con tres salsas' },
  ],
};

const malteadas: TruthSection = {
  name: 'Malteadas',
  sizeTable: ['Chica', 'Grande'],
  dishes: [
    { name: 'Fresa', sizes: [{ label: 'Chica', price: '$52' }, { label: 'Grande', price: '$68' }] },
    { name: 'Oreo', sizes: [{ label: 'Chica', price: '$58' }, { label: 'Grande', price: '$74' }] },
  ],
};

const snacks: TruthSection = {
  name: 'Para picar',
  dishes: [
    { name: 'Aros de cebolla', price: '$59' },
    { name: 'Nachos con queso', price: '$75', description: 'Jalapeños y pico de gallo' },
    { name: 'Dedos de queso', price: '$69' },
  ],
};

export const HELD_OUT_LAYOUTS: MenuLayout[] = [
  {
    id: 'ciego-una-columna',
    title: 'Mariscos La Ola',
    subtitle: 'Mercado del Mar, local 14',
    columns: 1,
    capsHeadings: true,
    pages: [[[cocteles, tostadasMar, platillosMar]]],
    footer: 'Gracias por su preferencia',
    style: 'leaders',
  },
  {
    id: 'ciego-dos-columnas',
    title: 'Cafetería El Portal',
    subtitle: 'Abierto de 7 a 13 h',
    columns: 2,
    capsHeadings: false,
    pages: [[[desayunos, paquetesDesayuno], [cafe, jugos, panDulce]]],
    footer: 'Pregunte por el pan del día',
  },
  {
    id: 'ciego-tres-columnas',
    title: 'Pozolería Los Arcos',
    subtitle: 'Tlaquepaque, Jalisco',
    columns: 3,
    capsHeadings: false,
    pages: [[[pozoles, combosPozoleria], [tacosDorados, postresPozoleria], [bebidasPozoleria, jugos]]],
    footer: 'Lunes a domingo de 1 a 10 de la noche',
    style: 'leaders',
  },
  {
    id: 'ciego-tres-columnas-mayusculas',
    title: 'Fonda Los Arcos',
    subtitle: 'Comida del día',
    columns: 3,
    capsHeadings: true,
    pages: [[[desayunos, cafe], [tacosDorados, paquetesDesayuno], [panDulce, postresPozoleria]], [[cocteles], [combosPozoleria], [platillosMar]]],
    footer: 'Gracias por su visita',
  },
  {
    id: 'ciego-final-tres-columnas',
    title: 'Burger Barrio',
    subtitle: 'Av. Chapultepec 220',
    columns: 3,
    capsHeadings: false,
    pages: [[[snacks], [malteadas, pataDeMula], [hotDogs]]],
    footer: 'Servicio a domicilio sin costo',
    style: 'leaders',
  },
  {
    id: 'ciego-final-una-columna',
    title: 'Burger Barrio',
    subtitle: 'Hecho al momento',
    columns: 1,
    capsHeadings: true,
    pages: [[[hamburguesas, hotDogs, pataDeMula, malteadas]]],
    footer: 'Pregunta por la salsa de la casa',
  },
];
