-- Agency setting (DD159): may the agency's client viewers see credits, costs and prices? Off until an admin allows it,
-- also for agencies that existed before.
ALTER TABLE agency ADD COLUMN clients_see_costs BOOLEAN NOT NULL DEFAULT FALSE;
