// Spanish vocabulary of the generated marketplace: names, task titles per category, description
// fragments, messages and reviews. The generator combines them in SQL (by hash of the row
// number), so a million rows read like a million different, plausible tasks.
import type { TaskCategory } from '@faena/shared';

export const FIRST_NAMES = [
  'Antonio', 'Manuel', 'José', 'Francisco', 'David', 'Juan', 'Javier', 'Daniel', 'Carlos', 'Jesús',
  'Alejandro', 'Miguel', 'Rafael', 'Pedro', 'Pablo', 'Ángel', 'Sergio', 'Fernando', 'Jorge', 'Luis',
  'Alberto', 'Álvaro', 'Adrián', 'Diego', 'Raúl', 'Enrique', 'Ramón', 'Vicente', 'Iván', 'Rubén',
  'Xosé', 'Jordi', 'Iñaki', 'Andrés', 'Joaquín', 'Santiago', 'Eduardo', 'Víctor', 'Mario', 'Óscar',
  'María', 'Carmen', 'Ana', 'Isabel', 'Laura', 'Cristina', 'Marta', 'Lucía', 'Dolores', 'Pilar',
  'Paula', 'Elena', 'Sara', 'Rosa', 'Raquel', 'Manuela', 'Mercedes', 'Teresa', 'Beatriz', 'Nuria',
  'Silvia', 'Julia', 'Irene', 'Patricia', 'Montserrat', 'Rocío', 'Andrea', 'Encarnación', 'Alicia', 'Inmaculada',
  'Ainhoa', 'Begoña', 'Uxía', 'Núria', 'Amparo', 'Consuelo', 'Remedios', 'Esperanza', 'Milagros', 'Noelia',
];

export const LAST_NAMES = [
  'García', 'Rodríguez', 'González', 'Fernández', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Martín',
  'Jiménez', 'Ruiz', 'Hernández', 'Díaz', 'Moreno', 'Muñoz', 'Álvarez', 'Romero', 'Alonso', 'Gutiérrez',
  'Navarro', 'Torres', 'Domínguez', 'Vázquez', 'Ramos', 'Gil', 'Ramírez', 'Serrano', 'Blanco', 'Molina',
  'Morales', 'Suárez', 'Ortega', 'Delgado', 'Castro', 'Ortiz', 'Rubio', 'Marín', 'Sanz', 'Núñez',
  'Iglesias', 'Medina', 'Garrido', 'Cortés', 'Castillo', 'Santos', 'Lozano', 'Guerrero', 'Cano', 'Prieto',
  'Méndez', 'Cruz', 'Calvo', 'Gallego', 'Vidal', 'León', 'Márquez', 'Herrera', 'Peña', 'Flores',
  'Otero', 'Puig', 'Vila', 'Etxeberria', 'Aguirre', 'Pons', 'Ferrer', 'Soler', 'Castells', 'Rey',
];

export const PROPERTY_NAMES = [
  'Finca {s}', 'Cortijo {s}', 'Casa de campo {s}', 'Huerta de {s}', 'Olivar {s}', 'Masía {s}',
  'Viñedo {s}', 'Granja {s}', 'Parcela {s}', 'Dehesa {s}', 'Majuelo {s}', 'Quinta {s}',
];

export const PROPERTY_SUFFIXES = [
  'El Olivar', 'Los Almendros', 'La Encina', 'El Pinar', 'Las Viñas', 'San Isidro', 'El Molino',
  'La Fuente', 'Los Chopos', 'El Cerro', 'La Vega', 'Las Eras', 'El Romeral', 'La Solana',
  'El Alcornocal', 'Los Pinos', 'La Umbría', 'El Regadío', 'La Cañada', 'El Prado',
];

/** Title templates per category; {m} becomes the property's municipality. */
export const TITLES: Record<TaskCategory, string[]> = {
  desbroce: [
    'Desbroce de parcela en {m}',
    'Limpieza de maleza y zarzas alrededor de la casa',
    'Desbrozar linderos y caminos de la finca',
    'Limpieza de terreno antes del verano en {m}',
  ],
  poda: [
    'Poda de olivos en {m}',
    'Poda de frutales y retirada de ramas',
    'Tala de pinos secos junto a la casa',
    'Poda de encinas de la dehesa',
  ],
  jardineria: [
    'Mantenimiento del jardín de la casa de campo',
    'Cortar césped y arreglar setos en {m}',
    'Plantación de arbustos y flores de temporada',
    'Diseño de jardín mediterráneo de bajo consumo',
  ],
  labores_agricolas: [
    'Arado de una parcela de cereal en {m}',
    'Siembra de huerta y preparación de bancales',
    'Labrar el olivar antes de las lluvias',
    'Cosecha de cereal con cosechadora propia',
  ],
  recoleccion: [
    'Recogida de aceituna en {m}',
    'Vendimia de un viñedo pequeño',
    'Recolección de almendra con vareo',
    'Recogida de fruta de temporada',
  ],
  riego: [
    'Instalación de riego por goteo en {m}',
    'Reparar la bomba del pozo y el riego',
    'Programador de riego para la huerta',
    'Limpieza de la balsa y las acequias',
  ],
  vallado: [
    'Vallado perimetral de la finca en {m}',
    'Reparar cerca de piedra seca',
    'Puerta metálica nueva para el acceso',
    'Malla ganadera para el cercado de ovejas',
  ],
  albanileria: [
    'Arreglo del tejado de la casa de campo',
    'Reforma del baño de la casa en {m}',
    'Reparar muro de piedra derrumbado',
    'Solado del porche y la entrada',
  ],
  fontaneria: [
    'Reparación de fuga de agua en {m}',
    'Cambiar tuberías de la casa de campo',
    'Instalar depósito de agua y grupo de presión',
    'Fontanero para calentador y grifería',
  ],
  electricidad: [
    'Instalación de placas solares en {m}',
    'Revisión del cuadro eléctrico de la casa',
    'Iluminación exterior del cortijo',
    'Baterías para la instalación aislada',
  ],
  piscinas: [
    'Puesta a punto de la piscina en {m}',
    'Mantenimiento semanal de la piscina',
    'Cambiar la depuradora de la piscina',
    'Reparar el gresite y las juntas de la piscina',
  ],
  limpieza: [
    'Limpieza general de la casa de campo en {m}',
    'Limpieza de la nave y el almacén',
    'Limpieza tras una obra en la casa',
    'Limpieza de chimenea y tejado',
  ],
  animales: [
    'Cuidado de gallinas y huerto en {m}',
    'Alimentar a los caballos durante las vacaciones',
    'Pastor para un rebaño de ovejas',
    'Cuidado de perros y gatos de la finca',
  ],
  maquinaria: [
    'Movimiento de tierras con retroexcavadora en {m}',
    'Nivelar un camino de acceso',
    'Tractor con desbrozadora para la parcela',
    'Excavación de zanja para la acometida',
  ],
  lena: [
    'Cortar y apilar leña de encina en {m}',
    'Suministro de leña para el invierno',
    'Limpieza y revisión de la chimenea',
    'Partir troncos de olivo',
  ],
  plagas: [
    'Tratamiento contra la procesionaria en {m}',
    'Control de roedores en el almacén',
    'Fumigación de frutales',
    'Eliminar un nido de avispas',
  ],
  vigilancia: [
    'Casero para vigilar la finca en {m}',
    'Vigilancia de la casa durante el invierno',
    'Revisión semanal de la finca vacía',
    'Guarda para la temporada de caza',
  ],
  transporte: [
    'Transporte de paja y forraje a {m}',
    'Mudanza de muebles a la casa de campo',
    'Llevar aceituna a la almazara',
    'Transporte de animales a otra finca',
  ],
  otros: [
    'Ayuda con varias tareas en la finca de {m}',
    'Montaje de invernadero',
    'Arreglos varios en el cortijo',
    'Apoyo para la matanza y el embutido',
  ],
};

export const DESCRIPTION_OPENINGS = [
  'Tengo una finca de {h} hectáreas en {m} y necesito ayuda.',
  'Buscamos a alguien de la zona de {m} con experiencia.',
  'La casa está a las afueras de {m}, con buen acceso por camino de tierra.',
  'Es una propiedad familiar en {m} que usamos los fines de semana.',
  'Somos nuevos en el campo y necesitamos un profesional de confianza.',
];

export const DESCRIPTION_MIDDLES = [
  'El trabajo incluye retirar los restos y dejarlo todo limpio.',
  'Hay agua y luz en la finca; se puede dejar material en la nave.',
  'Preferimos que se haga por la mañana, antes de que apriete el calor.',
  'Se puede ver la finca antes de dar precio, sin compromiso.',
  'El terreno tiene pendiente y algunas zonas con piedras.',
  'Hay olivos, almendros y algunas encinas viejas cerca de la casa.',
  'Hace años que no se hace y está bastante abandonado.',
];

export const DESCRIPTION_CLOSINGS = [
  'Valoramos la puntualidad y que se presente presupuesto cerrado.',
  'Si todo va bien, habrá más trabajos durante el año.',
  'Podemos pagar por transferencia o Bizum al terminar.',
  'Llamad o escribid por la plataforma para concretar.',
  'Necesitamos factura.',
];

export const APPLICATION_MESSAGES = [
  'Buenas, soy de la zona y tengo experiencia en este tipo de trabajos. Puedo empezar la semana que viene.',
  'Hola, lo hago con mi propia maquinaria. El precio incluye la retirada de restos.',
  'Me interesa. Tengo referencias de otras fincas cercanas; puedo pasar a verlo antes.',
  'Llevo más de diez años trabajando en el campo. Presupuesto cerrado, sin sorpresas.',
];

export const CHAT_MESSAGES = [
  '¿Cuándo podría pasar a ver la finca?',
  'El sábado por la mañana me viene bien.',
  'Perfecto, le dejo la llave al vecino.',
  'Ya he terminado, le mando unas fotos.',
  'Muchas gracias, ha quedado muy bien.',
  '¿Hace falta llevar escalera o hay allí?',
];

export const REVIEW_COMMENTS = [
  'Trabajo impecable y muy puntual. Repetiré sin duda.',
  'Buen trabajo, aunque tardó un poco más de lo previsto.',
  'Muy profesional, dejó todo limpio.',
  'Precio justo y buen trato. Recomendable.',
  'Correcto, cumplió con lo acordado.',
];

export const HEADLINES = [
  'Trabajos de campo con maquinaria propia',
  'Profesional con experiencia en fincas y cortijos',
  'Servicio rápido en toda la comarca',
  'Autónomo con seguro y factura',
  'Especialista en mantenimiento de fincas',
];
