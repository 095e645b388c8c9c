// Providers the product really calls (docs/integrations.md): their card says what the product does with
// them instead of «Todavía no se envía nada», and saved data reads «Configurado» until «Probar conexión»
// proves the connection (never «Conectado» for a call not made).
export const CALLED_PROVIDERS: Readonly<Record<string, string>> = {
  loyverse: 'Importa tu menú, recibe cada pedido entregado como recibo y trae los agotados.',
  picker: 'Los repartidores de tus pedidos a domicilio se piden a Picker.',
  stripe: 'Cobra el «Pago en línea» del menú y los enlaces de pago del mostrador.',
  mercadoPago: 'Cobra el «Pago en línea» del menú y los enlaces de pago del mostrador.',
  clip: 'Cobra el «Pago en línea» del menú y los enlaces de pago del mostrador.',
  whatsappBusiness: 'Los mensajes a tus clientes y tus alertas salen por tu instancia de Green-API.',
};
