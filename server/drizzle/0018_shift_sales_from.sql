-- Sales that arrived while no cash shift was open can be added to a shift (docs/counter.md, «Ventas sin
-- turno»): the shift then counts sales from this moment instead of from its opening. Null: from the opening.
ALTER TABLE "cash_shifts" ADD COLUMN "ventas_desde" timestamp with time zone;
