import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** A legal document's texts are messages: each paragraph whole, shown with `t(…)`. */
export interface LegalSection {
  heading: MessageDescriptor;
  paragraphs: MessageDescriptor[];
}

export interface LegalDocument {
  title: MessageDescriptor;
  updated: MessageDescriptor;
  sections: LegalSection[];
}

export const CONTACT_EMAIL = 'hola@faena.es';

export const LEGAL_DOCUMENTS: Record<string, LegalDocument> = {
  'aviso-legal': {
    title: msg`Aviso legal`,
    updated: msg`22 de noviembre de 2026`,
    sections: [
      {
        heading: msg`Quiénes somos`,
        paragraphs: [
          msg`Faena es un mercado en línea que pone en contacto a propietarios de fincas, casas de campo y otras propiedades rurales con profesionales que ofrecen servicios en ellas.`,
          msg`Para cualquier consulta sobre este sitio puedes escribir a ${CONTACT_EMAIL}.`,
        ],
      },
      {
        heading: msg`Papel de Faena`,
        paragraphs: [
          msg`Faena facilita la publicación de tareas, el contacto, el seguimiento del trabajo, el pago y las valoraciones. El contrato de servicios se celebra entre el propietario y el profesional, que responden de lo que acuerdan.`,
          msg`Los profesionales declaran estar dados de alta y contar con los permisos y seguros que exija su actividad. La insignia de verificado indica que Faena ha revisado la documentación aportada.`,
        ],
      },
      {
        heading: msg`Propiedad intelectual`,
        paragraphs: [
          msg`Los textos, el diseño y el código de Faena están protegidos. Las fotos y descripciones que publican los usuarios siguen siendo suyas; al publicarlas nos autorizan a mostrarlas dentro del servicio.`,
        ],
      },
    ],
  },
  privacidad: {
    title: msg`Política de privacidad`,
    updated: msg`22 de noviembre de 2026`,
    sections: [
      {
        heading: msg`Qué datos tratamos`,
        paragraphs: [
          msg`Los de tu cuenta (nombre, apellidos, correo electrónico, contraseña cifrada y tu papel como propietario o profesional), los que añades a tu perfil y a tus propiedades, las tareas, solicitudes, mensajes, fotos, pagos y valoraciones.`,
          msg`Las fotos se guardan sin sus metadatos de ubicación (GPS).`,
        ],
      },
      {
        heading: msg`Para qué y con qué base`,
        paragraphs: [
          msg`Para prestarte el servicio que pides al registrarte (ejecución del contrato): mostrar tus tareas, poner en contacto a las partes, gestionar pagos y enviarte los avisos que elijas.`,
          msg`Para la seguridad de la plataforma y el cumplimiento de obligaciones legales, como las contables (interés legítimo y obligación legal).`,
          msg`Para medir el uso del sitio solo si lo aceptas (consentimiento): qué pantallas se visitan y cuándo se publican tareas, con PostHog en servidores de la Unión Europea. Con la sesión iniciada, la medición se asocia a tu cuenta (correo, papel, provincia, fecha de alta y si estás verificado). Con el mismo consentimiento, si el sitio los tiene activados, se envían los fallos de la página (el error técnico y la pantalla, sin tu correo, tus textos, tus direcciones ni tu IP) para poder corregirlos. Puedes retirarlo cuando quieras desde «Preferencias de privacidad».`,
        ],
      },
      {
        heading: msg`Quién ve tus datos`,
        paragraphs: [
          msg`La dirección exacta de una propiedad solo la ve el profesional asignado a la tarea. Tu teléfono solo lo ve la otra parte de una tarea asignada. Los mensajes solo los leen las dos personas de la conversación.`,
          msg`No vendemos tus datos. Los encargados de tratamiento (alojamiento, envío de correos, pagos) solo los usan para prestarnos su servicio.`,
        ],
      },
      {
        heading: msg`Tus derechos`,
        paragraphs: [
          msg`Puedes acceder, rectificar, descargar y suprimir tus datos desde tu perfil, y oponerte o limitar su tratamiento escribiendo a ${CONTACT_EMAIL}. También puedes reclamar ante la Agencia Española de Protección de Datos.`,
          msg`Si eliminas tu cuenta, borramos o anonimizamos tus datos personales; conservamos los pagos el tiempo que exige la ley y las valoraciones de forma anónima.`,
        ],
      },
    ],
  },
  cookies: {
    title: msg`Política de cookies`,
    updated: msg`22 de noviembre de 2026`,
    sections: [
      {
        heading: msg`Cookies necesarias`,
        paragraphs: [
          msg`Una cookie de sesión mantiene tu sesión iniciada de forma segura (no es accesible desde el navegador por programas). Otra, «faena_consent», recuerda durante 365 días tu elección sobre la privacidad, también después de cerrar sesión. No necesitan tu consentimiento.`,
          msg`En tu dispositivo guardamos también el tema de colores que elijas.`,
        ],
      },
      {
        heading: msg`Cookies de medición`,
        paragraphs: [
          msg`Solo si las aceptas, usamos una herramienta de analítica alojada en la Unión Europea (PostHog) para saber qué pantallas se usan y cuándo se publican tareas, y así mejorar el servicio. Guarda en tu dispositivo una cookie y unos datos con nombres que empiezan por «ph_» y un identificador aleatorio, durante 365 días como mucho. Nunca se activan antes de que elijas, y rechazarlas es tan fácil como aceptarlas.`,
          msg`Puedes cambiar tu elección en cualquier momento desde «Preferencias de privacidad», en el pie de página, o desde tu perfil. Si retiras el consentimiento, dejamos de medir y borramos de tu dispositivo lo que guardó la herramienta.`,
        ],
      },
    ],
  },
  condiciones: {
    title: msg`Condiciones de uso`,
    updated: msg`22 de noviembre de 2026`,
    sections: [
      {
        heading: msg`Tu cuenta`,
        paragraphs: [
          msg`Debes ser mayor de edad y dar datos verdaderos. Eres responsable de tu contraseña y de lo que se haga con tu cuenta.`,
          msg`Cada cuenta tiene un papel: propietario o profesional.`,
        ],
      },
      {
        heading: msg`Publicar y solicitar`,
        paragraphs: [
          msg`Las tareas deben describir trabajos reales y lícitos. Las solicitudes y ofertas deben indicar un precio honesto. Está prohibido usar Faena para contactar y luego cerrar el trato fuera evitando las reglas de la plataforma cuando ello perjudique a la otra parte.`,
          msg`Podemos ocultar contenidos o suspender cuentas que incumplan estas condiciones, y lo dejamos registrado.`,
        ],
      },
      {
        heading: msg`Pagos y comisión`,
        paragraphs: [
          msg`Faena cobra una comisión sobre el precio del trabajo (no sobre el desplazamiento), que se muestra siempre antes de pagar. Los pagos con tarjeta quedan retenidos hasta que el trabajo se confirma.`,
        ],
      },
      {
        heading: msg`Valoraciones`,
        paragraphs: [
          msg`Cada parte puede valorar a la otra una vez, durante 30 días desde que se completa la tarea. Las valoraciones se publican cuando ambas partes han valorado o pasados 14 días. Quien recibe una valoración puede responder una vez.`,
        ],
      },
    ],
  },
};
