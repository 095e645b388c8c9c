// /terminos: terms and conditions of the service.
import { Typography } from 'antd';
import { Link } from 'react-router-dom';
import { AuthLayout } from './AuthLayout';

const SECTIONS: { title: string; body: string }[] = [
  {
    title: '1. El servicio',
    body: 'Panel Comercio es una plataforma para que restaurantes y negocios de comida en México publiquen su menú en línea, reciban pedidos a domicilio, para recoger o para comer en el lugar, y administren su operación. El comercio es responsable de los productos, precios, horarios y entregas que publica.',
  },
  {
    title: '2. Tu cuenta',
    body: 'Eres responsable de mantener la confidencialidad de tu contraseña y de las acciones realizadas con tu cuenta y con las cuentas de los usuarios que des de alta. Avísanos de inmediato si detectas un acceso no autorizado.',
  },
  {
    title: '3. Planes y pagos',
    body: 'El plan gratuito incluye un número limitado de pedidos al mes y algunos módulos. Los planes de pago se cobran por mes en pesos mexicanos (MXN) y se renuevan automáticamente hasta que los canceles. El periodo de prueba gratis se puede activar una sola vez por comercio.',
  },
  {
    title: '4. Pedidos y pagos de tus clientes',
    body: 'Los pedidos que recibes son un acuerdo entre tu comercio y tu cliente. Cuando usas cobros en línea, el cobro lo procesa el proveedor de pagos que conectes, bajo sus propios términos.',
  },
  {
    title: '5. Datos personales',
    body: 'Tratamos los datos de tu comercio y de tus clientes solo para prestar el servicio, conforme a la Ley Federal de Protección de Datos Personales en Posesión de los Particulares. Puedes solicitar el acceso, rectificación, cancelación u oposición de tus datos escribiendo a soporte.',
  },
  {
    title: '6. Uso permitido',
    body: 'No puedes usar la plataforma para vender productos ilegales, enviar publicidad no solicitada ni afectar su funcionamiento. Podemos suspender cuentas que incumplan estos términos.',
  },
  {
    title: '7. Cambios',
    body: 'Podemos actualizar estos términos; te avisaremos en el panel con anticipación. Seguir usando el servicio después de un cambio significa que lo aceptas.',
  },
];

export default function TermsScreen() {
  return (
    <AuthLayout title="Términos y condiciones" testId="terms" wide>
      {SECTIONS.map((section) => (
        <section key={section.title}>
          <Typography.Title level={2} style={{ fontSize: 18 }}>
            {section.title}
          </Typography.Title>
          <Typography.Paragraph>{section.body}</Typography.Paragraph>
        </section>
      ))}
      <p style={{ marginBottom: 0 }}>
        <Link to="/registro">Volver al registro</Link> · <Link to="/login">Ir a iniciar sesión</Link>
      </p>
    </AuthLayout>
  );
}
