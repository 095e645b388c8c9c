// Menu import (module PDF_TO_MENU, permission create). Paths, relative to /v1:
//   POST /menu/importar/extraer      { archivo: base64 (or data URL), tipo: 'pdf' | 'txt' }
//        → { engine: 'parser', message, texto, rows: ImportRow[] }  (nothing is created)
//   POST /menu/importar/inteligente  same body; uses the language-model provider when MENU_LLM_URL is set
//        → { engine: 'llm' | 'parser', message, texto, rows }; without one, message says the parser was used
//   POST /menu/importar/confirmar    { rows: [{ categoria, nombre, descripcion?, precio?, presentaciones?, agotado? }] }
//        → 201 { message, categorias_creadas, productos_creados }  (one transaction: all or nothing)
// ImportRow: shared/menu-import.ts. Files up to 10 MB.
import type { FastifyPluginAsync } from 'fastify';
import { can } from '../../plugins/access';
import { getSession } from '../../plugins/auth';
import { OBJECT_BODY } from '../../plugins/validators';
import { confirmImport, extractMenu, extractMenuSmart, IMPORT_BODY_LIMIT } from '../../services/menu-import/import-service';
import { llmProviderFromEnv } from '../../services/menu-import/llm-provider';

const menuImportRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps;
  const provider = llmProviderFromEnv();
  const options = { bodyLimit: IMPORT_BODY_LIMIT, schema: { body: OBJECT_BODY }, config: { access: can('PDF_TO_MENU', 'create') } };

  app.post('/menu/importar/extraer', options, async (request) => extractMenu(request.body));

  app.post('/menu/importar/inteligente', options, async (request) =>
    extractMenuSmart(request.body, provider, (error) => request.log.warn({ err: error }, 'proveedor de IA del menú falló')),
  );

  app.post('/menu/importar/confirmar', options, async (request, reply) => {
    const result = await confirmImport(db, getSession(request).commerceId, request.body);
    reply.code(201);
    return result;
  });
};

export default menuImportRoutes;
