package app.locus.locations;

import java.math.BigDecimal;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

import app.locus.audit.AuditEntry;
import app.locus.audit.AuditLog;
import app.locus.base.AgencyId;
import app.locus.base.Validation;
import app.locus.base.WorkspaceId;
import app.locus.locations.repository.SavedLocationRepository;
import app.locus.security.LocusUser;
import app.locus.tenancy.WorkspaceAccess;
import app.locus.upstream.Lane;
import app.locus.upstream.UpstreamException;
import app.locus.upstream.api.LatLng;
import app.locus.upstream.api.LocalVisibilityClient;
import app.locus.upstream.api.PlaceId;
import app.locus.upstream.api.Platform;
import app.locus.upstream.api.locations.LocationDetails;
import app.locus.upstream.api.locations.LocationsApi;
import app.locus.upstream.api.locations.NewLocation;
import org.springframework.stereotype.Service;

/**
 * The locations saved to a workspace's account at the service: the list (live), a copy
 * for pickers, search on google or apple, and adding a place. A location must be saved
 * before it can be scanned or put in a campaign.
 */
@Service
public class LocationService {

	/** How long the pickers' copy of the list is used before it is read again. */
	static final Duration COPY_FRESH_FOR = Duration.ofMinutes(15);

	private static final int TEXT_MAX = 200;

	private static final int NAME_MAX = 255;

	private final WorkspaceAccess access;

	private final SavedLocationRepository copy;

	private final LocationsApi locations;

	private final AuditLog audit;

	private final Clock clock;

	LocationService(WorkspaceAccess access, SavedLocationRepository copy, LocalVisibilityClient client, AuditLog audit,
			Clock clock) {
		this.access = access;
		this.copy = copy;
		this.locations = client.locations();
		this.audit = audit;
		this.clock = clock;
	}

	/**
	 * The saved locations as the service lists them now (one call); the full list also
	 * refreshes the pickers' copy.
	 * @param gbpLinkedOnly only those connected to a linked business-profile account
	 */
	public List<SavedLocation> savedLocations(WorkspaceId workspace, boolean gbpLinkedOnly) {
		LocusUser user = access.requireRead(workspace);
		List<SavedLocation> live = fetch(workspace, gbpLinkedOnly);
		if (!gbpLinkedOnly) {
			copy.replaceAll(user.agencyId(), workspace, live, clock.instant());
		}
		return live;
	}

	/**
	 * The saved locations for a picker (scan form, filters): the copy while it is fresh,
	 * else read again from the service.
	 */
	public List<SavedLocation> pickerLocations(WorkspaceId workspace) {
		LocusUser user = access.requireRead(workspace);
		Optional<Instant> refreshed = copy.oldestRefresh(user.agencyId(), workspace);
		if (refreshed.isPresent() && refreshed.get().isAfter(clock.instant().minus(COPY_FRESH_FOR))) {
			return copy.all(user.agencyId(), workspace);
		}
		return refresh(user.agencyId(), workspace);
	}

	/**
	 * One saved location, from the copy, or from the service when the copy does not know
	 * it (it may have been saved a moment ago, elsewhere); empty when it is not saved.
	 */
	public Optional<SavedLocation> savedLocation(WorkspaceId workspace, String placeId) {
		LocusUser user = access.requireRead(workspace);
		if (placeId == null || placeId.isBlank()) {
			return Optional.empty();
		}
		String wanted = PlaceId.of(placeId.strip()).value();
		Optional<SavedLocation> known = copy.find(user.agencyId(), workspace, wanted);
		if (known.isPresent()) {
			return known;
		}
		return refresh(user.agencyId(), workspace).stream()
			.filter(location -> wanted.equals(location.placeId()))
			.findFirst();
	}

	/**
	 * Businesses matching a term on google or apple, to add.
	 * @param proximity a free-text area such as a city; blank to leave it out
	 */
	public List<LocationCandidate> search(WorkspaceId workspace, String term, Platform platform, String proximity) {
		access.requireWrite(workspace);
		Validation validation = new Validation();
		String checkedTerm = validation.text(term, "term", "Search term", TEXT_MAX);
		validation.check(platform != null && platform.isTraditional(), "platform",
				"Locations can be searched on google or apple only.");
		String checkedProximity = proximity == null || proximity.isBlank() ? null
				: validation.text(proximity, "proximity", "Area", TEXT_MAX);
		validation.throwIfInvalid();
		return locations.search(workspace, Lane.INTERACTIVE, checkedTerm, platform, checkedProximity)
			.stream()
			.map(match -> LocationCandidate.from(match, platform))
			.toList();
	}

	/**
	 * Saves a place to the workspace's account (saving it again answers the same) and
	 * keeps it in the pickers' copy.
	 */
	public SavedLocation add(WorkspaceId workspace, NewLocationInput input) {
		LocusUser user = access.requireWrite(workspace);
		NewLocation location = validated(input);
		String target = location.platform().code() + ":" + location.placeId().value();
		try {
			LocationDetails details = locations.add(workspace, Lane.INTERACTIVE, location);
			SavedLocation saved = SavedLocation.from(details.summary());
			if (saved.placeId() == null) {
				saved = new SavedLocation(location.placeId().value(), location.name(), null, location.center(), null,
						null, null);
			}
			copy.save(user.agencyId(), workspace, saved, clock.instant());
			audit.record(AuditEntry.success(user.agencyId(), workspace, "location.add", target, saved.name()));
			return saved;
		}
		catch (UpstreamException ex) {
			audit.record(new AuditEntry(user.agencyId(), workspace, "location.add", target,
					ex instanceof UpstreamException.OutcomeUnknown ? AuditEntry.Outcome.UNKNOWN
							: AuditEntry.Outcome.FAILURE,
					ex.getMessage()));
			throw ex;
		}
	}

	/**
	 * The place checked as the service accepts it; the location import checks its rows
	 * with it.
	 */
	static NewLocation validated(NewLocationInput input) {
		Validation validation = new Validation();
		PlaceId placeId = validation.value(() -> PlaceId.of(input.placeId()));
		Platform platform = input.platform();
		validation.check(platform != null && platform.isTraditional(), "platform",
				"Locations can be saved for google or apple only.");
		String name = input.name() == null || input.name().isBlank() ? null
				: validation.text(input.name(), "name", "Business name", NAME_MAX);
		LatLng center = null;
		if (platform == Platform.APPLE) {
			name = validation.text(input.name(), "name", "Business name", NAME_MAX);
			validation.check(input.lat() != null, "lat", "Apple locations need their latitude.");
			validation.check(input.lng() != null, "lng", "Apple locations need their longitude.");
			BigDecimal lat = input.lat();
			BigDecimal lng = input.lng();
			center = lat == null || lng == null ? null : validation.value(() -> new LatLng(lat, lng));
		}
		validation.throwIfInvalid();
		return new NewLocation(placeId, platform, name, center);
	}

	private List<SavedLocation> refresh(AgencyId agency, WorkspaceId workspace) {
		List<SavedLocation> live = fetch(workspace, false);
		copy.replaceAll(agency, workspace, live, clock.instant());
		return copy.all(agency, workspace);
	}

	private List<SavedLocation> fetch(WorkspaceId workspace, boolean gbpLinkedOnly) {
		return locations.list(workspace, Lane.INTERACTIVE, gbpLinkedOnly).stream().map(SavedLocation::from).toList();
	}

}
