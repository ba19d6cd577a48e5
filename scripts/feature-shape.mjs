// The feature shape (docs/architecture.md: The feature shape), as pure functions over the list of
// the repository's files so that tests/unit/moduleShape.test.ts can also plant a violation.
//
// A server area (server/modules/<area>/) is made of features: its index.ts and one folder per
// feature. A feature holds its door (index.ts) and its layers, each one file or, when it grows, a
// folder of that name: routes, service, queries; nothing else, and never a file and a folder for
// one layer. An area of a single feature (auth, maps…) has that shape at its top.
// The web app's area (src/areas/<area>/, and the families' portal src/family/) holds its door, its
// catalog and one folder per feature, named as the server's feature it shows.

import { LAYERS } from './floors.mjs';

const SERVER = 'server/modules/';

/** The client's roots of areas: where an area's folder is and which server area it mirrors. */
export const CLIENT_AREAS = [
  {
    root: 'src/areas/',
    areaOf: (rest) => rest.split('/')[0],
    top: ['index.tsx', 'index.ts', 'messages.ts', 'keys.ts'],
  },
  // The portal is one area, family, with its frame at its top: the page, the shell, its HTTP
  // client, its forms' helpers and its catalog.
  {
    root: 'src/family/',
    areaOf: () => 'family',
    top: ['main.tsx', 'Shell.tsx', 'MorePages.tsx', 'i18n.tsx', 'api.ts', 'forms.ts', 'messages.ts'],
  },
];

/** The entries (files and folders) directly inside `prefix`, from a list of file paths. */
function entries(paths, prefix) {
  const files = new Set();
  const folders = new Set();
  for (const path of paths) {
    if (!path.startsWith(prefix)) continue;
    const parts = path.slice(prefix.length).split('/');
    if (parts.length === 1) files.add(parts[0]);
    else folders.add(parts[0]);
  }
  return { files, folders };
}

/** What breaks the shape of one feature whose folder is `prefix` ('server/modules/academic/students/'). */
function featureProblems(paths, prefix) {
  const problems = [];
  const { files, folders } = entries(paths, prefix);
  if (!files.has('index.ts')) problems.push(`${prefix}: a feature has its door, index.ts`);
  for (const file of files) {
    if (file !== 'index.ts' && !LAYERS.some((layer) => file === `${layer}.ts`)) {
      problems.push(`${prefix}${file}: a feature holds only index.ts and its layers (${LAYERS.join(', ')})`);
    }
  }
  for (const folder of folders) {
    if (!LAYERS.includes(folder)) {
      problems.push(`${prefix}${folder}/: a feature's folders are its layers (${LAYERS.join(', ')})`);
    } else if (files.has(`${folder}.ts`)) {
      problems.push(`${prefix}${folder}: a layer is a file or a folder, not both`);
    } else if (entries(paths, `${prefix}${folder}/`).folders.size > 0) {
      problems.push(`${prefix}${folder}/: a layer's folder holds files only`);
    }
  }
  return problems;
}

/** The server's areas, each with its features (an area of a single feature lists none). */
export function serverAreas(paths) {
  const areas = new Map();
  for (const area of entries(paths, SERVER).folders) {
    const { folders } = entries(paths, `${SERVER}${area}/`);
    areas.set(
      area,
      [...folders].filter((folder) => !LAYERS.includes(folder)),
    );
  }
  return areas;
}

/** What breaks the feature shape on the server. */
export function serverShapeProblems(paths) {
  const problems = [];
  for (const [area, features] of serverAreas(paths)) {
    const prefix = `${SERVER}${area}/`;
    if (features.length === 0) {
      problems.push(...featureProblems(paths, prefix));
      continue;
    }
    const { files, folders } = entries(paths, prefix);
    if (!files.has('index.ts')) problems.push(`${prefix}: an area has its door, index.ts`);
    for (const file of files) {
      if (file !== 'index.ts')
        problems.push(`${prefix}${file}: an area of features holds only index.ts and its features`);
    }
    for (const folder of folders) {
      if (LAYERS.includes(folder)) {
        problems.push(`${prefix}${folder}/: an area of features keeps its layers inside its features`);
      } else {
        problems.push(...featureProblems(paths, `${prefix}${folder}/`));
      }
    }
  }
  return problems;
}

/**
 * What breaks the mirror on the client: loose files at an area's top, and feature folders the
 * server's area does not have unless `clientOnly` (`'<area>/<feature>'` → why) says why.
 */
export function clientShapeProblems(paths, clientOnly) {
  const problems = [];
  const server = serverAreas(paths);
  for (const { root, areaOf, top } of CLIENT_AREAS) {
    const tops =
      root === 'src/areas/' ? [...entries(paths, root).folders].map((area) => `${root}${area}/`) : [root];
    for (const prefix of tops) {
      const area = areaOf(prefix.slice(root.length));
      const { files, folders } = entries(paths, prefix);
      for (const file of files) {
        if (!top.includes(file))
          problems.push(
            `${prefix}${file}: an area's top holds only ${top.join(', ')}; the rest is in its features`,
          );
      }
      const features = server.get(area) ?? [];
      for (const folder of folders) {
        if (!features.includes(folder) && !clientOnly[`${area}/${folder}`]) {
          problems.push(`${prefix}${folder}/: no server feature ${SERVER}${area}/${folder}/ of that name`);
        }
      }
    }
  }
  return problems;
}
