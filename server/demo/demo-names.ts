/**
 * The names the demo school's people are drawn from: common in Colombia (and Santander's
 * surnames). The fixed students' first names are left out of the generated ones, so a search for
 * a fixed student finds only that student.
 */
export const GIRLS = [
  'Valentina', 'Camila', 'Isabella', 'Sofía', 'Mariana', 'Antonella', 'María José', 'Luciana', 'Salomé',
  'Gabriela', 'Sara', 'Daniela', 'Juliana', 'Laura', 'Manuela', 'Valeria', 'Natalia', 'Paula', 'Ana Sofía',
  'María Paula', 'Isabel', 'Luisa Fernanda', 'Juanita', 'Catalina', 'Victoria', 'Martina', 'Abigail',
  'Melissa', 'Ximena', 'Alejandra', 'Danna', 'María Camila', 'Emilia', 'Violeta', 'Amelia', 'Silvana',
  'Allison', 'Valery', 'Nicole', 'Julieta', 'Renata', 'Zharick',
];
export const BOYS = [
  'Santiago', 'Mateo', 'Samuel', 'Nicolás', 'Emiliano', 'Tomás', 'Sebastián', 'Alejandro', 'Juan José',
  'Juan David', 'Juan Pablo', 'Daniel', 'David', 'Felipe', 'Andrés Felipe', 'Miguel Ángel', 'Jerónimo',
  'Martín', 'Gabriel', 'Simón', 'Julián', 'Esteban', 'Cristian', 'Diego', 'Jacobo', 'Maximiliano',
  'Emmanuel', 'Thiago', 'Matías', 'Joaquín', 'Juan Esteban', 'Juan Sebastián', 'Santino', 'Agustín',
  'Luis Miguel', 'Kevin', 'Isaac', 'Benjamín', 'Dylan', 'Juan Manuel',
];
export const MOTHERS = [
  'Claudia', 'Sandra', 'Adriana', 'Liliana', 'Paola', 'Carolina', 'Diana', 'Marcela', 'Andrea', 'Yolanda',
  'Gloria', 'Martha', 'Luz Marina', 'Patricia', 'Johanna', 'Lorena', 'Viviana', 'Ángela', 'Mónica',
  'Milena', 'Leidy', 'Ana María', 'Jenny', 'Erika', 'Sonia', 'Maritza', 'Yenny', 'Esperanza', 'Nubia',
  'Astrid',
];
export const FATHERS = [
  'Carlos', 'Jorge', 'Luis', 'Javier', 'Andrés', 'Fabián', 'Mauricio', 'Óscar', 'Hernán', 'Edwin', 'Wilson',
  'Alexander', 'Fernando', 'Ricardo', 'Germán', 'Diego', 'Alberto', 'Rafael', 'Camilo', 'Julio', 'Henry',
  'Sergio', 'Freddy', 'William', 'Álvaro', 'Héctor', 'Manuel', 'Iván', 'Gustavo', 'Orlando',
];
export const SURNAMES = [
  'Rodríguez', 'Martínez', 'García', 'Gómez', 'López', 'González', 'Hernández', 'Sánchez', 'Ramírez',
  'Pérez', 'Díaz', 'Muñoz', 'Rojas', 'Moreno', 'Jiménez', 'Vargas', 'Torres', 'Castro', 'Suárez', 'Ortiz',
  'Rueda', 'Serrano', 'Duarte', 'Mantilla', 'Ardila', 'Gualdrón', 'Pinzón', 'Quintero', 'Sepúlveda',
  'Prada', 'Arenas', 'Blanco', 'Cáceres', 'Meneses', 'Navas', 'Niño', 'Villamizar', 'Jaimes', 'Cárdenas',
  'Delgado', 'Parra', 'Galvis', 'Uribe', 'Acevedo', 'Silva', 'Flórez', 'Camacho', 'Reyes', 'Becerra',
  'Carreño', 'Ortega', 'Bautista',
];
export const GIRL_NAMES = new Set(GIRLS);

/** Lower case, no accents, the first word: 'María José' → 'maria'. */
export const slug = (text: string) =>
  text
    .split(' ')[0]
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
