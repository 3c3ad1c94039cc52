import type { AccessGate, AccessTrack, PropertyKind, Role, TaskCategory, Urgency } from '@faena/shared';

/** Every demo account signs in with this password (README, "Cuentas de demostración"). */
export const DEMO_PASSWORD = 'campo-abierto-2026';

export interface DemoPerson {
  key: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  province: string;
  municipality: string;
  phone?: string;
  isAdmin?: boolean;
  professional?: {
    headline: string;
    bio: string;
    categories: TaskCategory[];
    provinces: string[];
    hourlyRateEuros: number;
    yearsExperience: number;
    travelRadiusKm: number;
    availability: string;
    verified?: boolean;
  };
}

export interface DemoProperty {
  key: string;
  owner: string;
  name: string;
  kind: PropertyKind;
  province: string;
  municipality: string;
  address: string | null;
  sizeHa: number;
  description: string;
  accessNotes: string;
  /** A finca without a street address: its cadastral reference, polígono and parcela, and the way in. */
  rural?: {
    cadastralRef: string;
    poligono: string;
    parcela: string;
    accessTrack: AccessTrack;
    accessGate: AccessGate;
    accessKeys: string | null;
    needs4x4: boolean;
  };
}

export interface DemoTask {
  property: string;
  title: string;
  description: string;
  category: TaskCategory;
  urgency: Urgency;
  budget: [number, number] | null;
  /** Days from the seed date to the preferred start; null when the owner left it open. */
  startInDays: number | null;
  /** Days ago it was published. */
  ageDays: number;
  status?: 'draft' | 'open';
}

export const DEMO_PEOPLE: DemoPerson[] = [
  {
    key: 'carmen',
    email: 'carmen.ruiz@faena.demo',
    firstName: 'Carmen',
    lastName: 'Ruiz Medina',
    role: 'property_owner',
    province: '23',
    municipality: 'Úbeda',
    phone: '653112840',
  },
  {
    key: 'javier',
    email: 'javier.morales@faena.demo',
    firstName: 'Javier',
    lastName: 'Morales Cid',
    role: 'property_owner',
    province: '10',
    municipality: 'Trujillo',
    phone: '627904331',
  },
  {
    key: 'montse',
    email: 'montse.puig@faena.demo',
    firstName: 'Montserrat',
    lastName: 'Puig Ferrer',
    role: 'property_owner',
    province: '17',
    municipality: 'Olot',
    phone: '689230175',
  },
  {
    key: 'antonio',
    email: 'antonio.garcia@faena.demo',
    firstName: 'Antonio',
    lastName: 'García Robles',
    role: 'property_owner',
    province: '18',
    municipality: 'Alhama de Granada',
    phone: '644871902',
  },
  {
    key: 'lucia',
    email: 'lucia.fernandez@faena.demo',
    firstName: 'Lucía',
    lastName: 'Fernández Otero',
    role: 'property_owner',
    province: '27',
    municipality: 'Sarria',
    phone: '661450238',
  },
  {
    key: 'pedro',
    email: 'pedro.sanchez@faena.demo',
    firstName: 'Pedro',
    lastName: 'Sánchez Lara',
    role: 'professional',
    province: '23',
    municipality: 'Baeza',
    phone: '618305577',
    professional: {
      headline: 'Poda de olivar y desbroce con maquinaria propia',
      bio: 'Llevo veinte años podando olivos en la Loma de Úbeda. Trabajo con motosierra, desbrozadora y tractor con trituradora. Retiro los restos o los trituro en la finca, como prefieras.',
      categories: ['poda', 'desbroce', 'recoleccion'],
      provinces: ['23', '14', '18'],
      hourlyRateEuros: 22,
      yearsExperience: 20,
      travelRadiusKm: 60,
      availability: 'De lunes a sábado. En campaña de aceituna (noviembre a enero) solo fines de semana.',
      verified: true,
    },
  },
  {
    key: 'maria',
    email: 'maria.lopez@faena.demo',
    firstName: 'María',
    lastName: 'López Herrero',
    role: 'professional',
    province: '45',
    municipality: 'Talavera de la Reina',
    phone: '675228190',
    professional: {
      headline: 'Jardinería y riego por goteo para casas de campo',
      bio: 'Diseño y mantengo jardines de bajo consumo de agua. Instalo y reparo riego por goteo y programadores. Presupuesto sin compromiso tras ver la finca.',
      categories: ['jardineria', 'riego', 'limpieza'],
      provinces: ['45', '28', '05'],
      hourlyRateEuros: 18,
      yearsExperience: 9,
      travelRadiusKm: 80,
      availability: 'Entre semana por las mañanas; sábados con cita.',
      verified: true,
    },
  },
  {
    key: 'jordi',
    email: 'jordi.vila@faena.demo',
    firstName: 'Jordi',
    lastName: 'Vila Soler',
    role: 'professional',
    province: '17',
    municipality: 'Banyoles',
    phone: '639017744',
    professional: {
      headline: 'Albañil y fontanero: reformas en masías',
      bio: 'Reformas de piedra, tejados, cocinas y baños en casas de payés. También fontanería: pozos, depósitos y bombas.',
      categories: ['albanileria', 'fontaneria'],
      provinces: ['17', '08'],
      hourlyRateEuros: 28,
      yearsExperience: 15,
      travelRadiusKm: 50,
      availability: 'Agenda para obras a partir de dos semanas; urgencias de fontanería en el día.',
    },
  },
  {
    key: 'rosa',
    email: 'rosa.martin@faena.demo',
    firstName: 'Rosa',
    lastName: 'Martín Bravo',
    role: 'professional',
    province: '10',
    municipality: 'Cáceres',
    phone: '622581093',
    professional: {
      headline: 'Cuidado de ganado y vigilancia de fincas en la dehesa',
      bio: 'Me ocupo de ovejas, cabras, caballos y gallinas cuando no estás. Reviso cercados, bebederos y la casa. Mando fotos cada día.',
      categories: ['animales', 'vigilancia'],
      provinces: ['10', '06', '37'],
      hourlyRateEuros: 14,
      yearsExperience: 11,
      travelRadiusKm: 70,
      availability: 'Todos los días, incluidos festivos y agosto.',
      verified: true,
    },
  },
  {
    key: 'manuel',
    email: 'manuel.jimenez@faena.demo',
    firstName: 'Manuel',
    lastName: 'Jiménez Navarro',
    role: 'professional',
    province: '18',
    municipality: 'Loja',
    phone: '607443218',
    professional: {
      headline: 'Miniexcavadora, caminos y vallados',
      bio: 'Arreglo caminos de tierra, hago zanjas, balsas pequeñas y vallados de malla ganadera o cinegética. Leña de encina y olivo a domicilio.',
      categories: ['maquinaria', 'vallado', 'lena', 'transporte'],
      provinces: ['18', '04', '23', '29'],
      hourlyRateEuros: 35,
      yearsExperience: 17,
      travelRadiusKm: 100,
      availability: 'Normalmente con una semana de antelación.',
    },
  },
  {
    key: 'elena',
    email: 'elena.castro@faena.demo',
    firstName: 'Elena',
    lastName: 'Castro Ramos',
    role: 'professional',
    province: '29',
    municipality: 'Ronda',
    phone: '655907126',
    professional: {
      headline: 'Piscinas, limpieza y control de plagas',
      bio: 'Pongo a punto piscinas para el verano y las mantengo. Limpieza a fondo de casas de campo entre temporadas y tratamientos contra procesionaria y termitas con carné de aplicador.',
      categories: ['piscinas', 'limpieza', 'plagas'],
      provinces: ['29', '41', '11'],
      hourlyRateEuros: 20,
      yearsExperience: 7,
      travelRadiusKm: 60,
      availability: 'De marzo a octubre a diario; en invierno, bajo pedido.',
    },
  },
  {
    key: 'xose',
    email: 'xose.otero@faena.demo',
    firstName: 'Xosé',
    lastName: 'Otero Vázquez',
    role: 'professional',
    province: '27',
    municipality: 'Monforte de Lemos',
    phone: '698114562',
    professional: {
      headline: 'Labores agrícolas, vendimia y huerta',
      bio: 'Tractor con arado, fresadora y sembradora. Organizo cuadrillas para la vendimia de la Ribeira Sacra y la recogida de castaña.',
      categories: ['labores_agricolas', 'recoleccion', 'desbroce'],
      provinces: ['27', '32', '36'],
      hourlyRateEuros: 25,
      yearsExperience: 22,
      travelRadiusKm: 60,
      availability: 'Todo el año; en septiembre y octubre, vendimia.',
      verified: true,
    },
  },
  {
    key: 'ana',
    email: 'ana.navarro@faena.demo',
    firstName: 'Ana',
    lastName: 'Navarro Gil',
    role: 'professional',
    province: '46',
    municipality: 'Requena',
    phone: '634770981',
    professional: {
      headline: 'Electricista: placas solares aisladas y bombeo',
      bio: 'Instalaciones solares aisladas para casas sin red, bombeo solar para pozos y boletines eléctricos. Instaladora autorizada.',
      categories: ['electricidad', 'fontaneria'],
      provinces: ['46', '03', '30', '16'],
      hourlyRateEuros: 32,
      yearsExperience: 12,
      travelRadiusKm: 120,
      availability: 'Visitas de valoración los viernes.',
    },
  },
  {
    key: 'admin',
    email: 'admin@faena.demo',
    firstName: 'Laura',
    lastName: 'Soto (Administración)',
    role: 'property_owner',
    province: '28',
    municipality: 'Madrid',
    isAdmin: true,
  },
];

export const DEMO_PROPERTIES: DemoProperty[] = [
  {
    key: 'olivar-loma',
    owner: 'carmen',
    name: 'Olivar de la Loma',
    kind: 'olivar',
    province: '23',
    municipality: 'Úbeda',
    address: 'Camino de la Yedra, km 3',
    sizeHa: 14.5,
    description: 'Olivar tradicional de picual, 1.400 olivos en secano, con nave para aperos.',
    accessNotes:
      'Camino de tierra en buen estado. La cancela se abre con candado de combinación (te la damos al asignar).',
  },
  {
    key: 'cortijo-baeza',
    owner: 'carmen',
    name: 'Cortijo Los Almendros',
    kind: 'cortijo',
    province: '23',
    municipality: 'Baeza',
    address: 'Carretera de Baeza a Ibros, km 6',
    sizeHa: 3.2,
    description: 'Cortijo rehabilitado con patio, alberca y huerto familiar.',
    accessNotes: 'Aparcamiento junto a la era.',
  },
  {
    key: 'dehesa-trujillo',
    owner: 'javier',
    name: 'Dehesa El Berrocal',
    kind: 'finca_rustica',
    province: '10',
    municipality: 'Trujillo',
    address: null,
    sizeHa: 120,
    description: 'Dehesa de encinas con ovejas merinas, charca y casa de guarda.',
    accessNotes:
      'Pista de tierra de 4 km; en invierno mejor con todoterreno. Cerrar siempre las portillas por el ganado.',
    // A made-up reference with valid control letters (demo data, not a real parcel).
    rural: {
      cadastralRef: '10195A012000400000GL',
      poligono: '12',
      parcela: '40',
      accessTrack: 'tierra',
      accessGate: 'ganado',
      accessKeys: 'La llave del candado de la portilla está en la casa de guarda.',
      needs4x4: true,
    },
  },
  {
    key: 'masia-olot',
    owner: 'montse',
    name: 'Mas Can Puig',
    kind: 'masia',
    province: '17',
    municipality: 'Olot',
    address: 'Veïnat de Sant Cristòfol, 12',
    sizeHa: 6,
    description: 'Masía del siglo XVIII con bosque, prado y huerto, en la Garrotxa.',
    accessNotes: 'Última curva muy cerrada: furgonetas grandes, mejor aparcar abajo.',
  },
  {
    key: 'cortijo-alhama',
    owner: 'antonio',
    name: 'Cortijo Fuente Fría',
    kind: 'cortijo',
    province: '18',
    municipality: 'Alhama de Granada',
    address: 'Paraje de la Fuente Fría, s/n',
    sizeHa: 22,
    description: 'Cortijo con almendros, olivos y piscina, alquilado como casa rural en verano.',
    accessNotes: 'Llaves en el bar del pueblo (Bar Andalucía).',
  },
  {
    key: 'casa-sarria',
    owner: 'lucia',
    name: 'Casa da Ribeira',
    kind: 'casa_de_campo',
    province: '27',
    municipality: 'Sarria',
    address: 'Lugar de Vilar, 3',
    sizeHa: 2.4,
    description: 'Casa de piedra con hórreo, prado, castaños y viñedo pequeño.',
    accessNotes: 'Hay perro en la finca, es tranquilo.',
  },
];

export const DEMO_TASKS: DemoTask[] = [
  {
    property: 'olivar-loma',
    title: 'Poda de 400 olivos picual',
    description:
      'Poda de mantenimiento de 400 olivos adultos tras la campaña. Se valora experiencia en poda de vaso. Los restos se pueden triturar en la finca.',
    category: 'poda',
    urgency: 'normal',
    budget: [1800, 2600],
    startInDays: 40,
    ageDays: 2,
  },
  {
    property: 'olivar-loma',
    title: 'Desbroce de lindes y cunetas del olivar',
    description:
      'Desbrozar unos 2 km de lindes y la cuneta del camino de acceso antes del verano para prevenir incendios.',
    category: 'desbroce',
    urgency: 'high',
    budget: [450, 700],
    startInDays: 12,
    ageDays: 1,
  },
  {
    property: 'olivar-loma',
    title: 'Ayuda en la recogida de aceituna',
    description: 'Buscamos dos personas con vareadora para diez jornadas de recogida. Comida incluida.',
    category: 'recoleccion',
    urgency: 'normal',
    budget: [1500, 2000],
    startInDays: 20,
    ageDays: 5,
  },
  {
    property: 'cortijo-baeza',
    title: 'Reparar fuga en la alberca',
    description:
      'La alberca pierde agua por una grieta en la esquina norte. Necesitamos impermeabilizarla antes de regar el huerto.',
    category: 'albanileria',
    urgency: 'high',
    budget: [300, 600],
    startInDays: 7,
    ageDays: 3,
  },
  {
    property: 'cortijo-baeza',
    title: 'Instalar riego por goteo en el huerto',
    description:
      'Huerto de unos 300 m² con 12 bancales. Queremos goteo con programador y filtro, conectado al depósito.',
    category: 'riego',
    urgency: 'normal',
    budget: [350, 550],
    startInDays: 25,
    ageDays: 6,
  },
  {
    property: 'dehesa-trujillo',
    title: 'Cuidar las ovejas dos semanas en agosto',
    description:
      'Rebaño de 80 ovejas merinas con agua en charca y bebedero. Revisar a diario, dar pienso y avisar si alguna cojea.',
    category: 'animales',
    urgency: 'normal',
    budget: [600, 900],
    startInDays: 55,
    ageDays: 4,
  },
  {
    property: 'dehesa-trujillo',
    title: 'Arreglar 300 m de cercado ganadero',
    description: 'Tramo de malla ganadera caído junto al arroyo. Cambiar postes podridos y tensar la malla.',
    category: 'vallado',
    urgency: 'urgent',
    budget: [700, 1200],
    startInDays: 3,
    ageDays: 0,
  },
  {
    property: 'dehesa-trujillo',
    title: 'Limpiar la charca y reforzar el dique',
    description: 'Retirar lodo de la charca con miniexcavadora y reforzar el dique de tierra antes de las lluvias.',
    category: 'maquinaria',
    urgency: 'normal',
    budget: [1200, 2000],
    startInDays: 30,
    ageDays: 9,
  },
  {
    property: 'dehesa-trujillo',
    title: 'Casero para la casa de guarda los fines de semana',
    description: 'Vigilar la casa y las instalaciones sábados y domingos durante el invierno, con ronda por la finca.',
    category: 'vigilancia',
    urgency: 'low',
    budget: [400, 600],
    startInDays: null,
    ageDays: 12,
  },
  {
    property: 'masia-olot',
    title: 'Rehacer muro de piedra seca del huerto',
    description: 'Unos 15 metros de muro de piedra seca derrumbado por las lluvias. La piedra está en la finca.',
    category: 'albanileria',
    urgency: 'normal',
    budget: [1500, 2500],
    startInDays: 21,
    ageDays: 7,
  },
  {
    property: 'masia-olot',
    title: 'Desbrozar el bosque alrededor de la masía',
    description:
      'Franja de protección de 25 m alrededor de la casa según la normativa de incendios. Zarzas y sotobosque.',
    category: 'desbroce',
    urgency: 'high',
    budget: [800, 1400],
    startInDays: 10,
    ageDays: 2,
  },
  {
    property: 'masia-olot',
    title: 'Cambiar la bomba del pozo',
    description: 'La bomba sumergible del pozo (40 m) no arranca. Revisar y sustituir si hace falta.',
    category: 'fontaneria',
    urgency: 'urgent',
    budget: [500, 900],
    startInDays: 1,
    ageDays: 0,
  },
  {
    property: 'masia-olot',
    title: 'Leña de roble para el invierno',
    description: 'Seis metros cúbicos de leña de roble cortada a 33 cm, descargada y apilada en el porche.',
    category: 'lena',
    urgency: 'low',
    budget: [450, 600],
    startInDays: 35,
    ageDays: 15,
  },
  {
    property: 'cortijo-alhama',
    title: 'Poner a punto la piscina para la temporada',
    description:
      'Piscina de 8×4 m vacía todo el invierno: limpieza, revisión de la depuradora y llenado con tratamiento.',
    category: 'piscinas',
    urgency: 'normal',
    budget: [350, 500],
    startInDays: 28,
    ageDays: 3,
  },
  {
    property: 'cortijo-alhama',
    title: 'Limpieza a fondo entre huéspedes',
    description:
      'Casa rural de 4 dormitorios. Limpieza general, cristales y cambio de ropa de cama cada sábado en julio y agosto.',
    category: 'limpieza',
    urgency: 'normal',
    budget: [900, 1300],
    startInDays: 50,
    ageDays: 8,
  },
  {
    property: 'cortijo-alhama',
    title: 'Tratamiento contra la procesionaria en los pinos',
    description: 'Unos 30 pinos en la entrada con bolsones. Tratamiento y retirada de bolsones.',
    category: 'plagas',
    urgency: 'high',
    budget: [250, 450],
    startInDays: 5,
    ageDays: 1,
  },
  {
    property: 'cortijo-alhama',
    title: 'Arreglar el camino de acceso tras las lluvias',
    description: 'Camino de 1,2 km con cárcavas. Rellenar con zahorra y compactar, y hacer pasos de agua.',
    category: 'maquinaria',
    urgency: 'high',
    budget: [1800, 3200],
    startInDays: 14,
    ageDays: 4,
  },
  {
    property: 'cortijo-alhama',
    title: 'Placas solares para la casa del guarda',
    description: 'Instalación aislada pequeña: iluminación, frigorífico y bomba de agua. Sin conexión a red.',
    category: 'electricidad',
    urgency: 'low',
    budget: [3500, 6000],
    startInDays: 60,
    ageDays: 11,
  },
  {
    property: 'casa-sarria',
    title: 'Vendimia del viñedo pequeño',
    description:
      'Unas 600 cepas de mencía en bancales. Dos o tres personas durante dos días, con transporte de cajas a la bodega.',
    category: 'recoleccion',
    urgency: 'normal',
    budget: [400, 650],
    startInDays: 45,
    ageDays: 6,
  },
  {
    property: 'casa-sarria',
    title: 'Labrar y preparar la huerta',
    description: 'Pasar la fresadora en 800 m² de huerta y abonar con estiércol que tenemos en la finca.',
    category: 'labores_agricolas',
    urgency: 'normal',
    budget: [150, 250],
    startInDays: 15,
    ageDays: 2,
  },
  {
    property: 'casa-sarria',
    title: 'Podar los castaños del prado',
    description: 'Cinco castaños grandes con ramas secas sobre el tejado del hórreo. Hace falta trepar o plataforma.',
    category: 'poda',
    urgency: 'high',
    budget: [500, 900],
    startInDays: 9,
    ageDays: 5,
  },
  {
    property: 'casa-sarria',
    title: 'Transportar un remolque de madera a Lugo',
    description: 'Llevar madera de castaño cortada (unos 2.000 kg) a una carpintería de Lugo.',
    category: 'transporte',
    urgency: 'low',
    budget: [150, 250],
    startInDays: 18,
    ageDays: 10,
  },
  {
    property: 'casa-sarria',
    title: 'Cuidar las gallinas en Semana Santa',
    description: 'Doce gallinas y un gallo. Dar de comer y agua y recoger huevos durante cinco días.',
    category: 'animales',
    urgency: 'low',
    budget: [80, 120],
    startInDays: 32,
    ageDays: 13,
  },
  {
    property: 'cortijo-baeza',
    title: 'Desbroce de la parcela junto a la carretera',
    description: 'Parcela de media hectárea con pasto alto. Desbrozar y retirar los restos antes de junio.',
    category: 'desbroce',
    urgency: 'normal',
    budget: [200, 350],
    startInDays: 18,
    ageDays: 14,
  },
  {
    property: 'olivar-loma',
    title: 'Reparar la nave de aperos',
    description: 'Cambiar varias chapas del tejado de la nave y arreglar la puerta corredera.',
    category: 'albanileria',
    urgency: 'low',
    budget: [600, 1100],
    startInDays: null,
    ageDays: 16,
  },
  {
    property: 'masia-olot',
    title: 'Mantenimiento del jardín de la masía',
    description: 'Corte de césped, setos y parterres dos veces al mes de abril a octubre.',
    category: 'jardineria',
    urgency: 'low',
    budget: [1200, 1800],
    startInDays: 26,
    ageDays: 18,
  },
  {
    property: 'dehesa-trujillo',
    title: 'Retirar encinas caídas tras el temporal',
    description: 'Tres encinas grandes caídas sobre el camino. Cortar, apilar la leña y despejar el paso.',
    category: 'poda',
    urgency: 'urgent',
    budget: [400, 800],
    startInDays: 2,
    ageDays: 0,
  },
  {
    property: 'cortijo-alhama',
    title: 'Jardinero para el patio andaluz',
    description: 'Renovar macetas, podar buganvillas y jazmines y revisar el riego del patio.',
    category: 'jardineria',
    urgency: 'normal',
    budget: [200, 350],
    startInDays: 16,
    ageDays: 7,
  },
  {
    property: 'casa-sarria',
    title: 'Limpiar el tejado y canalones',
    description: 'Quitar musgo y hojas del tejado de pizarra y limpiar canalones antes del otoño.',
    category: 'limpieza',
    urgency: 'normal',
    budget: null,
    startInDays: 22,
    ageDays: 3,
  },
  {
    property: 'cortijo-baeza',
    title: 'Tratamiento contra termitas en las vigas',
    description: 'Hemos visto serrín bajo las vigas del salón. Inspección y tratamiento.',
    category: 'plagas',
    urgency: 'high',
    budget: [400, 900],
    startInDays: 8,
    ageDays: 2,
  },
  {
    property: 'olivar-loma',
    title: 'Idea: sustituir el riego del plantón joven',
    description: 'Borrador: quiero pedir presupuesto para cambiar el riego de los 200 olivos jóvenes.',
    category: 'riego',
    urgency: 'low',
    budget: [800, 1500],
    startInDays: 70,
    ageDays: 1,
    status: 'draft',
  },
];

export interface DemoPortfolioItem {
  /** The professional's key in DEMO_PEOPLE. */
  professional: string;
  title: string;
  description: string;
  category: TaskCategory;
  /** Days before the seed date the work was done. */
  doneDaysAgo: number;
}

/** A few finished works, so the portfolios look alive on first start (no photos: none are bundled). */
export const DEMO_PORTFOLIO: DemoPortfolioItem[] = [
  {
    professional: 'pedro',
    title: 'Poda de 600 olivos picual en Ibros',
    description:
      'Poda de vaso en un olivar tradicional tras la campaña. Restos triturados en la finca con la trituradora del tractor.',
    category: 'poda',
    doneDaysAgo: 75,
  },
  {
    professional: 'pedro',
    title: 'Desbroce de lindes y cortafuegos',
    description: 'Tres kilómetros de linde y un cortafuegos de 10 metros antes del verano, con desbrozadora y tractor.',
    category: 'desbroce',
    doneDaysAgo: 240,
  },
  {
    professional: 'maria',
    title: 'Riego por goteo para un huerto y 40 frutales',
    description: 'Instalación completa con programador solar y filtro de anillas. El consumo de agua bajó a la mitad.',
    category: 'riego',
    doneDaysAgo: 40,
  },
  {
    professional: 'maria',
    title: 'Jardín mediterráneo de bajo consumo',
    description: 'Lavandas, romeros y gramíneas en lugar del césped de una casa de campo en Toledo.',
    category: 'jardineria',
    doneDaysAgo: 160,
  },
  {
    professional: 'rosa',
    title: 'Cuidado de 120 ovejas durante el verano',
    description:
      'Seis semanas al cargo del rebaño, los bebederos y la casa mientras los dueños estaban fuera. Fotos cada día.',
    category: 'animales',
    doneDaysAgo: 100,
  },
  {
    professional: 'rosa',
    title: 'Revisión de cercados en una dehesa',
    description: 'Repaso de 5 km de alambrada y cambio de dos portillas en una finca de Trujillo.',
    category: 'vigilancia',
    doneDaysAgo: 20,
  },
];
