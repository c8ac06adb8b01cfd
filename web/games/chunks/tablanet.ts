/** The Tablanet chunk: its plug-in (its few strings are in the core catalogue). Loaded by ../loader.ts. */
import '../tablanet.js';
