-- Whether client viewers see the links to the vendor's dashboard on reports (DD045). Shown unless the agency hides them.
ALTER TABLE agency ADD COLUMN dashboard_links_in_portals BOOLEAN NOT NULL DEFAULT TRUE;
