// The order rules shared by server, panel, public menu and tickets (docs/domain.md, "Reglas del pedido").
export * from './extras';
export * from './flow';
export * from './line-price';
export * from './messages';
export * from './status-machine';
