package app.locus.locations;

import java.math.BigDecimal;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

import app.locus.audit.AuditEntry;
import app.locus.audit.AuditLog;
import app.locus.base.Validation;
import app.locus.base.ValidationException;
import app.locus.base.WorkspaceId;
import app.locus.base.csv.CsvRow;
import app.locus.base.csv.CsvUpload;
import app.locus.base.csv.ImportPreview;
import app.locus.security.LocusUser;
import app.locus.tenancy.WorkspaceAccess;
import app.locus.upstream.UpstreamException;
import app.locus.upstream.api.Platform;
import org.jspecify.annotations.Nullable;
import org.springframework.stereotype.Service;

/**
 * Saves locations listed in a CSV file: a preview first against the workspace's saved
 * locations as the service lists them now (nothing saved), then each new place saved
 * through {@link LocationService#add} (DD142). Columns: {@value #PLACE_ID} (required),
 * {@value #PLATFORM} (google or apple, google when empty), {@value #NAME}, {@value #LAT},
 * {@value #LNG} (needed for apple); others such as address are shown and not sent, as the
 * service gives its own.
 */
@Service
public class LocationImportService {

	static final String PLACE_ID = "place_id";

	static final String PLATFORM = "platform";

	static final String NAME = "name";

	static final String LAT = "lat";

	static final String LNG = "lng";

	/** Each row is one call to the service, paced by the gateway's rate limit. */
	static final int ROWS_MAX = 200;

	private final WorkspaceAccess access;

	private final LocationService locations;

	private final AuditLog audit;

	LocationImportService(WorkspaceAccess access, LocationService locations, AuditLog audit) {
		this.access = access;
		this.locations = locations;
		this.audit = audit;
	}

	/** What importing the file would do, row by row; saves nothing. */
	public ImportPreview<NewLocationInput> preview(WorkspaceId workspace, byte[] file) {
		access.requireWrite(workspace);
		return sorted(workspace, file);
	}

	/**
	 * Saves the file's new places, sorted again against the saved locations as they are
	 * now, one by one; stops at the first the service refuses or does not answer.
	 */
	public LocationImport importLocations(WorkspaceId workspace, byte[] file) {
		LocusUser user = access.requireWrite(workspace);
		ImportPreview<NewLocationInput> rows = sorted(workspace, file);
		int saved = 0;
		String stopped = null;
		for (NewLocationInput place : rows.toAdd()) {
			try {
				locations.add(workspace, place);
				saved++;
			}
			catch (UpstreamException ex) {
				stopped = place.placeId() + ": " + ex.getMessage();
				break;
			}
		}
		audit.record(new AuditEntry(user.agencyId(), workspace, "locations.import", null,
				stopped == null ? AuditEntry.Outcome.SUCCESS : AuditEntry.Outcome.FAILURE,
				rows.summary() + "; saved " + saved + (stopped == null ? "" : "; stopped at " + stopped)));
		return new LocationImport(rows, saved, stopped);
	}

	private ImportPreview<NewLocationInput> sorted(WorkspaceId workspace, byte[] file) {
		List<CsvRow> rows = CsvUpload.read(file, Set.of(PLACE_ID), ROWS_MAX);
		Set<String> saved = locations.savedLocations(workspace, false)
			.stream()
			.map(SavedLocation::placeId)
			.collect(Collectors.toSet());
		ImportPreview.Builder<NewLocationInput> preview = new ImportPreview.Builder<>(saved::contains);
		for (CsvRow row : rows) {
			try {
				NewLocationInput place = place(row);
				preview.valid(row, LocationService.validated(place).placeId().value(), place);
			}
			catch (ValidationException ex) {
				preview.invalid(row, String.join(" ", ex.fieldErrors().values()));
			}
		}
		return preview.build();
	}

	private static NewLocationInput place(CsvRow row) {
		Validation validation = new Validation();
		String code = row.get(PLATFORM);
		Platform platform = code == null ? Platform.GOOGLE
				: validation.value(() -> Platform.fromCode(code.toLowerCase(Locale.ROOT)));
		BigDecimal lat = number(validation, row, LAT, "Latitude");
		BigDecimal lng = number(validation, row, LNG, "Longitude");
		validation.throwIfInvalid();
		String placeId = row.get(PLACE_ID);
		return new NewLocationInput(placeId == null ? "" : placeId, platform, row.get(NAME), lat, lng);
	}

	private static @Nullable BigDecimal number(Validation validation, CsvRow row, String column, String label) {
		String cell = row.get(column);
		if (cell == null) {
			return null;
		}
		try {
			return new BigDecimal(cell);
		}
		catch (NumberFormatException ex) {
			validation.check(false, column, label + " must be a number such as 51.5074.");
			return null;
		}
	}

}
