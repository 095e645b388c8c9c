// What the panel window shows when the panel cannot load: a Spanish page that says why, what to do, and
// a «Reintentar» link to the panel (the window also retries by itself). A page without words on a white
// window is what a cashier would otherwise see, e.g. when the PC's clock is wrong and every HTTPS load fails.
import { escapeHtml } from './services/printing/encoders/html';

export interface LoadProblem {
  /** Chromium's net error code (negative), when a load failed. */
  errorCode?: number;
  errorDescription?: string;
  /** Where the server sent the panel address, when it redirected out of the panel's origin. */
  redirectedTo?: string;
}

/** Chromium's certificate errors are -200 … -299 (net/base/net_error_list.h). */
const isCertificateError = (code: number) => code <= -200 && code > -300;
const ERR_CERT_DATE_INVALID = -201;
const OFFLINE_CODES = new Set([-105, -106, -109, -137]); // NAME_NOT_RESOLVED, INTERNET_DISCONNECTED, ADDRESS_UNREACHABLE, NAME_RESOLUTION_FAILED
const SERVER_DOWN_CODES = new Set([-102, -100, -101, -118, -7]); // CONNECTION_REFUSED, _CLOSED, _RESET, _TIMED_OUT, TIMED_OUT
const PROXY_CODES = new Set([-130, -111, -115, -336]); // PROXY_CONNECTION_FAILED, TUNNEL_CONNECTION_FAILED, PROXY_AUTH_REQUESTED, PROXY_CERTIFICATE_INVALID

export function describeLoadProblem(problem: LoadProblem, panelUrl: string): { title: string; advice: string } {
  if (problem.redirectedTo) {
    return {
      title: 'La dirección del panel lleva a otro sitio',
      advice: `${panelUrl} redirige a ${problem.redirectedTo}. Por seguridad la aplicación solo abre la dirección instalada: pide a soporte una versión configurada con la dirección correcta.`,
    };
  }
  const code = problem.errorCode ?? 0;
  if (code === ERR_CERT_DATE_INVALID) {
    return { title: 'La fecha u hora de esta computadora no es correcta', advice: 'Corrige la fecha, la hora y la zona horaria de Windows (Configuración → Hora e idioma) y presiona Reintentar.' };
  }
  if (isCertificateError(code) || code === -336) {
    return {
      title: 'No se pudo verificar la conexión segura con el servidor',
      advice: 'Revisa que la fecha y hora de la computadora sean correctas. Si usas un antivirus que revisa conexiones HTTPS o un proxy, pide que permitan la dirección del panel.',
    };
  }
  if (PROXY_CODES.has(code)) return { title: 'El proxy de la red no deja pasar la conexión', advice: 'Revisa la configuración de proxy de la computadora o pide ayuda a quien administra la red.' };
  if (OFFLINE_CODES.has(code)) return { title: 'Sin conexión a internet', advice: 'Revisa el cable o el wifi de la computadora. El panel vuelve solo en cuanto haya conexión.' };
  if (SERVER_DOWN_CODES.has(code)) return { title: 'El servidor no responde', advice: 'Espera unos minutos. Si sigue así, escribe a soporte por WhatsApp.' };
  return { title: 'No se pudo abrir el panel', advice: 'Revisa la conexión a internet y presiona Reintentar. Si sigue así, escribe a soporte por WhatsApp.' };
}

export function loadErrorPageUrl(problem: LoadProblem, panelUrl: string): string {
  const { title, advice } = describeLoadProblem(problem, panelUrl);
  const detail = problem.errorDescription ? `<p class="detalle">Detalle técnico: ${escapeHtml(problem.errorDescription)}${problem.errorCode ? ` (${problem.errorCode})` : ''}</p>` : '';
  const html = `<!doctype html><html lang="es"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>Panel Comercio</title>
<style>
body { font-family: 'Segoe UI', system-ui, sans-serif; margin: 0; display: flex; min-height: 100vh; align-items: center; justify-content: center; background: #f5f5f5; color: #1f1f1f; }
main { max-width: 34rem; margin: 1.5rem; padding: 2rem; background: #fff; border-radius: 8px; box-shadow: 0 1px 4px rgba(0,0,0,.12); }
h1 { font-size: 1.35rem; margin: 0 0 .75rem; }
p { line-height: 1.5; margin: 0 0 1rem; }
.detalle { color: #595959; font-size: .85rem; }
a { display: inline-block; padding: .6rem 1.4rem; background: #1677ff; color: #fff; border-radius: 6px; text-decoration: none; font-weight: 600; }
a:focus-visible { outline: 3px solid #91caff; outline-offset: 2px; }
</style></head>
<body><main role="alert">
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(advice)}</p>
<p>La aplicación vuelve a intentarlo sola cada pocos segundos.</p>
${detail}
<a href="${escapeHtml(panelUrl)}">Reintentar</a>
</main></body></html>`;
  return `data:text/html;charset=utf-8,${encodeURIComponent(html)}`;
}
