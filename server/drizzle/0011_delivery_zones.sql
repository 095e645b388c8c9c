-- Delivery zones drawn on the map (fee type por_zonas): stored with the other delivery settings on the
-- commerce, in their wire shape (pesos), like colonias. docs/domain.md "Zonas de entrega".
ALTER TABLE "commerces" ADD COLUMN IF NOT EXISTS "zonas_envio" jsonb DEFAULT '[]'::jsonb NOT NULL;
