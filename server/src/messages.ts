// Spanish texts the server answers with (`{ message }`). Panel-facing texts of docs/domain.md (Textos exactos) come from shared/messages.
import { MSG } from '@shared/messages';

export const SERVER_MSG = {
  sessionExpired: MSG.sessionExpired,
  loginRequired: 'Es necesario iniciar sesión',
  invalidApiKey: 'La clave de API no es válida',
  forbidden: 'No tienes acceso a este recurso',
  moduleNotInPlan: 'Tu plan no incluye este módulo',
  permissionDenied: 'No tienes permiso para realizar esta acción',
  missingCommerceHeader: 'Falta el encabezado id_comercio',
  notFound: 'Recurso no encontrado',
  invalidJson: 'El cuerpo de la solicitud no es un JSON válido',
  invalidBody: 'El cuerpo de la solicitud no es válido',
  bodyTooLarge: 'El cuerpo de la solicitud es demasiado grande',
  unsupportedMediaType: 'Tipo de contenido no soportado',
  badRequest: 'Solicitud no válida',
  internal: 'Error interno del servidor, intenta de nuevo más tarde',
  wrongCredentials: 'Correo, usuario o contraseña incorrectos',
  userDisabled: 'El usuario está desactivado',
  tooManyLogins: 'Demasiados intentos de inicio de sesión, espera unos minutos e inténtalo de nuevo',
  tooManyCodes: 'Demasiadas solicitudes de código, espera unos minutos e inténtalo de nuevo',
  emailTaken: 'Ya existe una cuenta con ese correo',
  usernameTaken: 'Ya existe una cuenta con ese usuario',
  codeSent: 'Si los datos corresponden a una cuenta, enviamos un código de verificación',
  invalidCode: 'El código no es válido o ya expiró',
  passwordUpdated: 'Contraseña actualizada correctamente',
  phoneValidated: 'Número validado correctamente',
  loggedOut: 'Sesión cerrada',
  trialOnlyFreemium: 'El periodo de prueba solo está disponible para el plan gratuito',
  trialAlreadyUsed: 'El periodo de prueba ya fue utilizado',
  trialActivated: 'Periodo de prueba activado',
  imageTooLarge: 'La imagen supera el tamaño máximo de 5 MB',
  imageWrongType: 'El archivo no es una imagen PNG, JPEG o WebP',
  imageInvalidBase64: 'La imagen no está codificada en base64',
  commerceNotFound: 'No se encontró el comercio',
} as const;

const TYPE_NAMES: Record<string, string> = {
  string: 'un texto',
  number: 'un número',
  integer: 'un número entero',
  boolean: 'verdadero o falso',
  object: 'un objeto',
  array: 'una lista',
  null: 'nulo',
};

/** Spanish message for one JSON-schema (ajv) error on `field`. */
export function validationMessage(field: string, keyword: string, params: Record<string, unknown>): string {
  const name = field || 'cuerpo';
  switch (keyword) {
    case 'required':
      return `El campo ${name} es obligatorio`;
    case 'type': {
      const types = String(params.type ?? '')
        .split(',')
        .map((type) => TYPE_NAMES[type] ?? type);
      return `El campo ${name} debe ser ${types.join(' o ')}`;
    }
    case 'minLength':
      return Number(params.limit) === 1 ? `El campo ${name} es obligatorio` : `El campo ${name} debe tener al menos ${String(params.limit)} caracteres`;
    case 'maxLength':
      return `El campo ${name} debe tener como máximo ${String(params.limit)} caracteres`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `El campo ${name} debe ser al menos ${String(params.limit)}`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `El campo ${name} debe ser como máximo ${String(params.limit)}`;
    case 'minItems':
      return `El campo ${name} debe tener al menos ${String(params.limit)} elementos`;
    case 'maxItems':
      return `El campo ${name} debe tener como máximo ${String(params.limit)} elementos`;
    case 'enum':
      return `El campo ${name} tiene un valor no permitido`;
    case 'format':
    case 'pattern':
      return `El campo ${name} no tiene un formato válido`;
    default:
      return `El campo ${name} no es válido`;
  }
}
