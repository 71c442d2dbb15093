package app.locus.isolation.declared;

import app.locus.base.Role;
import app.locus.isolation.Declared.Outcome;
import app.locus.isolation.FeatureAccess;
import app.locus.locations.LocationImportService;
import app.locus.locations.LocationService;

/**
 * Saved locations: everyone of the workspace reads them; searching and adding call the
 * service (account managers and up), and so does importing them from a CSV file.
 */
class LocationsAccess extends FeatureAccess {

	static final String PLACES = "place ids are the platforms' public ids, not a tenant's: any workspace may save, "
			+ "scan or filter by a place another workspace uses";

	LocationsAccess() {
		super("app.locus.locations");
		service(LocationService.class).read("savedLocations", "pickerLocations", "savedLocation")
			.write("search", "add")
			.withForeignIds("savedLocation", Outcome.ALLOWED, PLACES)
			.withForeignIds("add", Outcome.ALLOWED, PLACES);
		service(LocationImportService.class).write("preview", "importLocations");
		route("w/:workspaceId/locations", Role.CLIENT_VIEWER);
	}

}
